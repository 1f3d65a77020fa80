import {
  WAITING_LIST_PATHS,
  waitingCancelBodySchema,
  waitingChangeQueueBodySchema,
  waitingCreateBodySchema,
  waitingRatingBodySchema,
  waitingUpdateBodySchema,
  type Locale,
  waitingCreateResponseSchema,
  waitingEntryResponseSchema,
  waitingTokenParamsSchema,
} from '@storefront/shared/contracts';
import type { TenantRequest } from '../tenancy/request-tenant';
import type { TenantScope } from '../tenancy/scopes';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { optionalCustomerId } from '../customers/optional-customer';
import { HttpError } from '../http/http-error';
import { routePattern } from './route-pattern';
import {
  cancelEntry,
  delayEntry,
  heldEntry,
  joinWaitingList,
  rateEntry,
  sayOnMyWay,
  updateEntry,
  type WaitingEntryServices,
} from './waiting-entry-service';
import type { LineClock } from './line-hours';

type EntryAnswer = z.infer<typeof waitingEntryResponseSchema>;

export interface WaitingEntryDeps extends WaitingEntryServices {
  clock: Clock;
  localeOf: (request: TenantRequest) => Locale;
  lineClockOf: (request: TenantRequest) => LineClock;
}

/**
 * Joining a queue and everything its holder does with the entry: the entry's link token is the only key
 * (whoever has the link, on any device, without logging in). Every change tells the tenant's pages.
 */
export const waitingEntryRoutes = async (scope: TenantScope, deps: WaitingEntryDeps): Promise<void> => {
  const { db, clock, localeOf, lineClockOf } = deps;
  const joined = { body: waitingCreateBodySchema, response: { 201: waitingCreateResponseSchema } };
  const entry = { params: waitingTokenParamsSchema, response: { 200: waitingEntryResponseSchema } };
  scope.post(
    WAITING_LIST_PATHS.create,
    { schema: joined },
    async (request, reply): Promise<z.infer<typeof waitingCreateResponseSchema>> => {
      const body = request.body;
      const joiner = {
        tenant: request.tenant,
        ip: request.ip,
        customerId: await optionalCustomerId(db, clock, request),
        locale: localeOf(request),
        line: lineClockOf(request),
        onSmsFailure: (error: unknown) => request.log.error({ err: error }, 'waiting-list sms'),
      };
      const { token, entry } = await joinWaitingList(deps, joiner, body);
      reply.code(201);
      return { data: { WaitingEntity_id: token, entry } };
    },
  );

  scope.get(routePattern(WAITING_LIST_PATHS.entry, 'token'), { schema: entry }, async (request): Promise<EntryAnswer> => ({
    data: await heldEntry(db, request.tenant.id, request.params.token),
  }));

  scope.post(
    routePattern(WAITING_LIST_PATHS.changeQueue, 'token'),
    { schema: { ...entry, body: waitingChangeQueueBodySchema } },
    async (request): Promise<EntryAnswer> => {
      const body = request.body;
      if (body.id !== request.params.token)
        throw new HttpError(400, 'invalid_input', { errors: { id: ['The id is not the entry of the path'] } });
      return { data: await delayEntry(deps, request.tenant, request.params.token) };
    },
  );

  scope.put(
    routePattern(WAITING_LIST_PATHS.update, 'token'),
    { schema: { ...entry, body: waitingUpdateBodySchema } },
    async (request): Promise<EntryAnswer> => {
      const update = request.body;
      return { data: await updateEntry(deps, request.tenant, request.params.token, update) };
    },
  );

  scope.post(
    routePattern(WAITING_LIST_PATHS.cancel, 'token'),
    { schema: { ...entry, body: waitingCancelBodySchema } },
    async (request): Promise<EntryAnswer> => {
      const { reason_id: reasonId } = request.body;
      return { data: await cancelEntry(deps, request.tenant, request.params.token, reasonId ?? null, clock()) };
    },
  );

  scope.post(routePattern(WAITING_LIST_PATHS.onMyWay, 'token'), { schema: entry }, async (request): Promise<EntryAnswer> => ({
    data: await sayOnMyWay(deps, request.tenant, request.params.token, clock()),
  }));

  scope.post(
    routePattern(WAITING_LIST_PATHS.rating, 'token'),
    { schema: { ...entry, body: waitingRatingBodySchema } },
    async (request): Promise<EntryAnswer> => {
      const rating = request.body;
      return { data: await rateEntry(db, request.tenant.id, request.params.token, rating, clock()) };
    },
  );
};
