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
import type { FastifyReply } from 'fastify';
import type { HumanCheckFactory } from '../human-check/human-check';
import type { Limiter } from '../limits/limiter';
import { giveBackAll } from '../limits/take-limits';
import type { TenantRequest } from '../tenancy/request-tenant';
import type { TenantScope } from '../tenancy/scopes';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { optionalCustomerId } from '../customers/optional-customer';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import { routePattern } from './route-pattern';
import {
  cancelEntry,
  delayEntry,
  entryByToken,
  heldEntry,
  joinQueue,
  rateEntry,
  sayOnMyWay,
  updateEntry,
  type EntryRow,
} from './waiting-entry-service';
import type { LineClock } from './line-hours';
import { admitJoin, type WaitingJoinLimits } from './waiting-join-limits';
import type { WaitingNotices } from './waiting-notices';

type EntryAnswer = z.infer<typeof waitingEntryResponseSchema>;

export interface WaitingEntryDeps {
  db: Db;
  clock: Clock;
  notices: WaitingNotices;
  limiter: Limiter;
  humanCheck: HumanCheckFactory;
  joinLimits: WaitingJoinLimits;
  localeOf: (request: TenantRequest) => Locale;
  lineClockOf: (request: TenantRequest) => LineClock;
}

/**
 * Joining a queue and everything its holder does with the entry: the entry's link token is the only key
 * (whoever has the link, on any device, without logging in). Every change tells the tenant's pages.
 * A join first takes its slots of the join limits (`admitJoin`): they are given back when it is refused.
 */
export const waitingEntryRoutes = async (
  app: TenantScope,
  { db, clock, notices, limiter, humanCheck, joinLimits, localeOf, lineClockOf }: WaitingEntryDeps,
): Promise<void> => {
  /** The entry after a change, the change told to every open page. */
  const changed = async (request: TenantRequest<{ Params: { token: string } }>): Promise<EntryAnswer> => {
    const { row, entry } = await entryByToken(db, request.tenant.id, request.params.token);
    notices.lineChanged(request.tenant.name, row.branch_id, row.area_id);
    return { data: entry };
  };
  const smsQuietly = (request: TenantRequest, entry: EntryRow, kind: 'joined' | 'link'): Promise<unknown> =>
    notices.sms(request.tenant, entry, kind).catch((error: unknown) => request.log.error({ err: error }, 'waiting-list sms'));

  const joined = { body: waitingCreateBodySchema, response: { 201: waitingCreateResponseSchema } };
  const entry = { params: waitingTokenParamsSchema, response: { 200: waitingEntryResponseSchema } };
  app.post(
    WAITING_LIST_PATHS.create,
    { schema: joined },
    async (request, reply): Promise<z.infer<typeof waitingCreateResponseSchema> | FastifyReply> => {
      const tenant = request.tenant;
      const body = parseRequest(waitingCreateBodySchema, request.body, 'body');
      const line = lineClockOf(request);
      const admission = await admitJoin(
        { limiter, humanCheck, limits: joinLimits },
        { tenantId: tenant.id, ip: request.ip, number: `${body.country_code}:${body.mobile}`, humanCheck: body.human_check, now: line.now },
        reply,
      );
      if (!admission.admitted) return admission.reply;
      const customerId = await optionalCustomerId(db, clock, request);
      const outcome = await joinQueue(db, tenant.id, { customerId, locale: localeOf(request) }, body, line).catch(
        async (error: unknown) => {
          await giveBackAll(limiter, admission.slots);
          throw error;
        },
      );
      if (!outcome.joined) {
        const existing = await heldEntry(db, tenant.id, outcome.existingId);
        // The number's owner gets the link again by SMS; the caller learns nothing of the entry.
        if (existing) await smsQuietly(request, existing, 'link');
        throw new DomainError('waiting_already_in_line', { errors: { mobile: ['waiting_already_in_line'] } });
      }
      const { row, entry } = await entryByToken(db, tenant.id, outcome.token);
      notices.lineChanged(tenant.name, row.branch_id, row.area_id);
      await smsQuietly(request, row, 'joined');
      reply.code(201);
      return { data: { WaitingEntity_id: row.token, entry } };
    },
  );

  app.get(routePattern(WAITING_LIST_PATHS.entry, 'token'), { schema: entry }, async (request): Promise<EntryAnswer> => ({
    data: (await entryByToken(db, request.tenant.id, request.params.token)).entry,
  }));

  app.post(
    routePattern(WAITING_LIST_PATHS.changeQueue, 'token'),
    { schema: { ...entry, body: waitingChangeQueueBodySchema } },
    async (request): Promise<EntryAnswer> => {
      const body = parseRequest(waitingChangeQueueBodySchema, request.body, 'body');
      if (body.id !== request.params.token)
        throw new HttpError(400, 'invalid_input', { errors: { id: ['The id is not the entry of the path'] } });
      await delayEntry(db, request.tenant.id, request.params.token);
      return changed(request);
    },
  );

  app.put(
    routePattern(WAITING_LIST_PATHS.update, 'token'),
    { schema: { ...entry, body: waitingUpdateBodySchema } },
    async (request): Promise<EntryAnswer> => {
      await updateEntry(db, request.tenant.id, request.params.token, parseRequest(waitingUpdateBodySchema, request.body, 'body'));
      return changed(request);
    },
  );

  app.post(
    routePattern(WAITING_LIST_PATHS.cancel, 'token'),
    { schema: { ...entry, body: waitingCancelBodySchema } },
    async (request): Promise<EntryAnswer> => {
      const { reason_id: reasonId } = parseRequest(waitingCancelBodySchema, request.body, 'body');
      await cancelEntry(db, request.tenant.id, request.params.token, reasonId ?? null, clock());
      return changed(request);
    },
  );

  app.post(routePattern(WAITING_LIST_PATHS.onMyWay, 'token'), { schema: entry }, async (request): Promise<EntryAnswer> => {
    await sayOnMyWay(db, request.tenant.id, request.params.token, clock());
    return changed(request);
  });

  app.post(
    routePattern(WAITING_LIST_PATHS.rating, 'token'),
    { schema: { ...entry, body: waitingRatingBodySchema } },
    async (request): Promise<EntryAnswer> => {
      const { stars, comment } = parseRequest(waitingRatingBodySchema, request.body, 'body');
      await rateEntry(db, request.tenant.id, request.params.token, stars, comment, clock());
      return { data: (await entryByToken(db, request.tenant.id, request.params.token)).entry };
    },
  );
};
