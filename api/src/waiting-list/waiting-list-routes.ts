import {
  WAITING_LIST_PATHS,
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
import type { TenantRequest } from '../tenancy/request-tenant';
import type { TenantScope } from '../tenancy/scopes';
import type { LineClock } from './line-hours';
import { routePattern } from './route-pattern';
import { waitingEntryRoutes, type WaitingEntryDeps } from './waiting-entry-routes';
import {
  branchWaitingSettings,
  lastActiveEntry,
  waitCheck,
  waitingAreas,
  waitingBranches,
  waitingCancellationReasons,
} from './waiting-branch-service';
import { requestLocale } from '../http/request-locale';

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
  scope.get(
    WAITING_LIST_PATHS.branches,
    { schema: { response: { 200: waitingBranchesResponseSchema } } },
    async (request): Promise<z.infer<typeof waitingBranchesResponseSchema>> => ({
      data: await waitingBranches(db, request.tenant.id, lineClockOf(clock, request)),
    }),
  );

  const areas = { querystring: waitingAreasQuerySchema, response: { 200: waitingAreasResponseSchema } };
  scope.get(WAITING_LIST_PATHS.areas, { schema: areas }, async (request): Promise<z.infer<typeof waitingAreasResponseSchema>> => {
    const { branch_id: branchId } = request.query;
    return { data: await waitingAreas(db, request.tenant.id, branchId) };
  });

  scope.get(
    routePattern(WAITING_LIST_PATHS.settings, 'id'),
    { schema: { params: idParamsSchema, response: { 200: waitingSettingsResponseSchema } } },
    async (request): Promise<z.infer<typeof waitingSettingsResponseSchema>> => ({
      data: await branchWaitingSettings(db, request.tenant.id, request.params.id, lineClockOf(clock, request)),
    }),
  );

  scope.get(
    routePattern(WAITING_LIST_PATHS.check, 'branchId'),
    { schema: { params: branchIdParamsSchema, querystring: waitingCheckQuerySchema, response: { 200: waitingCheckResponseSchema } } },
    async (request): Promise<z.infer<typeof waitingCheckResponseSchema>> => {
      const { area_id: areaId } = request.query;
      return { data: await waitCheck(db, request.tenant.id, { rawBranchId: request.params.branchId, areaId }) };
    },
  );

  const lastActive = { querystring: waitingLastActiveQuerySchema, response: { 200: waitingLastActiveResponseSchema } };
  scope.get(
    WAITING_LIST_PATHS.lastActive,
    { schema: lastActive },
    async (request): Promise<z.infer<typeof waitingLastActiveResponseSchema>> => {
      const { branch_id: branchId, area_id: areaId } = request.query;
      const customerId = await optionalCustomerId(db, clock, request);
      return { data: await lastActiveEntry(db, request.tenant.id, { customerId, branchId, areaId }) };
    },
  );

  scope.get(
    WAITING_LIST_PATHS.cancellationReasons,
    { schema: { response: { 200: waitingCancellationReasonsResponseSchema } } },
    async (request): Promise<z.infer<typeof waitingCancellationReasonsResponseSchema>> => ({
      data: await waitingCancellationReasons(db, request.tenant.id),
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
    localeOf: requestLocale,
  });
};
