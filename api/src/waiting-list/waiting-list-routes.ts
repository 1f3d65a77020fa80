import {
  HEADERS,
  WAITING_LIST_PATHS,
  estimateWaitMinutes,
  firstTimeZone,
  waitingAreasQuerySchema,
  waitingCheckQuerySchema,
  waitingLastActiveQuerySchema,
  branchIdParamsSchema,
  idParamsSchema,
  waitingAreasResponseSchema,
  waitingBranchesResponseSchema,
  waitingCancellationReasonsResponseSchema,
  waitingCheckResponseSchema,
  waitingLastActiveResponseSchema,
  waitingSettingsResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { optionalCustomerId } from '../customers/optional-customer';
import { DomainError } from '../domain/domain-error';
import { parseRequest } from '../http/parse-request';
import { rowIdOf } from '../http/row-id';
import type { TenantRequest } from '../tenancy/request-tenant';
import type { TenantScope } from '../tenancy/scopes';
import { lineHours, type LineClock } from './line-hours';
import { countWaiting, findActiveEntryOfCustomer, toWaitingEntry } from './waiting-entry-repository';
import { routePattern } from './route-pattern';
import { waitingEntryRoutes, type WaitingEntryDeps } from './waiting-entry-routes';
import {
  findCancellationReasons,
  findWaitingAreas,
  findWaitingBranch,
  findWaitingBranches,
  settingsOf,
  type WaitingBranchRow,
} from './waiting-settings-repository';

/** What the waiting list's routes need; the entry routes get the request's locale and line clock from here. */
export type WaitingListDeps = Omit<WaitingEntryDeps, 'localeOf' | 'lineClockOf'>;

/** Now in the tenant's time zone, for the branches' hours. */
const lineClockOf = (clock: Clock, request: TenantRequest): LineClock => ({
  now: clock(),
  timeZone: firstTimeZone(request.tenant.country),
});

/** The storefront's waiting-list calls (docs/api.md, "Waiting list"). Register in the tenant scope. */
export const waitingListRoutes = async (
  scope: TenantScope,
  { db, clock, notices, limiter, humanCheck, joinLimits }: WaitingListDeps,
): Promise<void> => {
  const waitingBranch = async (tenantId: number, rawId: unknown): Promise<WaitingBranchRow> => {
    const id = typeof rawId === 'number' ? rawId : rowIdOf(rawId);
    const branch = id === null ? null : await findWaitingBranch(db, tenantId, id);
    if (!branch) throw new DomainError('branch_not_found');
    return branch;
  };

  scope.get(
    WAITING_LIST_PATHS.branches,
    { schema: { response: { 200: waitingBranchesResponseSchema } } },
    async (request): Promise<z.infer<typeof waitingBranchesResponseSchema>> => ({
      data: await findWaitingBranches(db, request.tenant.id, lineClockOf(clock, request)),
    }),
  );

  const areas = { querystring: waitingAreasQuerySchema, response: { 200: waitingAreasResponseSchema } };
  scope.get(WAITING_LIST_PATHS.areas, { schema: areas }, async (request): Promise<z.infer<typeof waitingAreasResponseSchema>> => {
    const { branch_id: branchId } = parseRequest(waitingAreasQuerySchema, request.query, 'query');
    const branch = await waitingBranch(request.tenant.id, branchId);
    return { data: await findWaitingAreas(db, request.tenant.id, branch.branch_id) };
  });

  scope.get(
    routePattern(WAITING_LIST_PATHS.settings, 'id'),
    { schema: { params: idParamsSchema, response: { 200: waitingSettingsResponseSchema } } },
    async (request): Promise<z.infer<typeof waitingSettingsResponseSchema>> => {
      const branch = await waitingBranch(request.tenant.id, request.params.id);
      return {
        data: {
          branch_id: branch.branch_id,
          names: { ar: branch.name_ar, en: branch.name_en },
          enable_area: '1',
          waiting_settings: settingsOf(branch),
          ...lineHours(branch.working_hours, lineClockOf(clock, request)),
        },
      };
    },
  );

  scope.get(
    routePattern(WAITING_LIST_PATHS.check, 'branchId'),
    { schema: { params: branchIdParamsSchema, querystring: waitingCheckQuerySchema, response: { 200: waitingCheckResponseSchema } } },
    async (request): Promise<z.infer<typeof waitingCheckResponseSchema>> => {
      const branch = await waitingBranch(request.tenant.id, request.params.branchId);
      const { area_id: areaId } = parseRequest(waitingCheckQuerySchema, request.query, 'query');
      const count = await countWaiting(db, request.tenant.id, branch.branch_id, areaId);
      return { data: { count, estimated_minutes: estimateWaitMinutes(count, branch.turn_minutes) } };
    },
  );

  const lastActive = { querystring: waitingLastActiveQuerySchema, response: { 200: waitingLastActiveResponseSchema } };
  scope.get(
    WAITING_LIST_PATHS.lastActive,
    { schema: lastActive },
    async (request): Promise<z.infer<typeof waitingLastActiveResponseSchema>> => {
      const { branch_id: branchId, area_id: areaId } = parseRequest(waitingLastActiveQuerySchema, request.query, 'query');
      const customerId = await optionalCustomerId(db, clock, request);
      const entry = customerId === null ? null : await findActiveEntryOfCustomer(db, request.tenant.id, customerId, branchId, areaId);
      return { data: entry ? toWaitingEntry(entry) : null };
    },
  );

  scope.get(
    WAITING_LIST_PATHS.cancellationReasons,
    { schema: { response: { 200: waitingCancellationReasonsResponseSchema } } },
    async (request): Promise<z.infer<typeof waitingCancellationReasonsResponseSchema>> => ({
      data: await findCancellationReasons(db, request.tenant.id),
    }),
  );

  await scope.register(waitingEntryRoutes, {
    db,
    clock,
    notices,
    limiter,
    humanCheck,
    joinLimits,
    lineClockOf: (request) => lineClockOf(clock, request),
    localeOf: (request) => (request.headers[HEADERS.localization] === 'en' ? 'en' : 'ar'),
  });
};
