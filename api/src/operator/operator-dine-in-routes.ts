import {
  DINE_IN_SESSION_UPDATED_EVENT,
  OPERATOR_DINE_IN_PATHS,
  branchRoom,
  dineInSessionIdSchema,
  operatorOpenSessionBodySchema,
  operatorUpdateSessionBodySchema,
  dineInSessionParamsSchema,
  dineInSessionResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { dineInSession, openSession, updateSession } from '../dine-in/dine-in-session-service';
import { HttpError } from '../http/http-error';
import type { Realtime } from '../realtime/realtime';
import type { TenantScope } from '../tenancy/scopes';

type SessionAnswer = z.infer<typeof dineInSessionResponseSchema>;

/**
 * POST opens a session at a table, PUT moves it to another table (of any branch) or closes it. Each
 * change tells the tenant's storefronts with `dine_in.session_updated` in the branch room.
 */
export const operatorDineInRoutes = async (
  scope: TenantScope,
  { db, realtime, clock }: { db: Db; realtime: Realtime; clock: Clock },
): Promise<void> => {
  const answer = async (tenantId: number, sessionId: string): Promise<SessionAnswer> => ({
    data: await dineInSession(db, tenantId, sessionId),
  });
  const tell = (tenant: string, sessionId: string): void =>
    realtime.emit(tenant, branchRoom(tenant), DINE_IN_SESSION_UPDATED_EVENT, { session_id: sessionId });

  const opened = { body: operatorOpenSessionBodySchema, response: { 201: dineInSessionResponseSchema } };
  scope.post(OPERATOR_DINE_IN_PATHS.sessions, { schema: opened }, async (request, reply): Promise<SessionAnswer> => {
    const tenant = request.tenant;
    const { table_id: tableId } = request.body;
    const sessionId = await openSession(db, tenant.id, tableId, clock());
    tell(tenant.name, sessionId);
    reply.code(201);
    return answer(tenant.id, sessionId);
  });

  const changed = {
    params: dineInSessionParamsSchema,
    body: operatorUpdateSessionBodySchema,
    response: { 200: dineInSessionResponseSchema },
  };
  scope.put(`${OPERATOR_DINE_IN_PATHS.sessions}/:sessionId`, { schema: changed }, async (request): Promise<SessionAnswer> => {
    const tenant = request.tenant;
    const sessionId = request.params.sessionId;
    if (!dineInSessionIdSchema.safeParse(sessionId).success) throw new HttpError(404, 'session_not_found');
    const update = request.body;
    if (await updateSession(db, tenant.id, sessionId, update, clock())) tell(tenant.name, sessionId);
    return answer(tenant.id, sessionId);
  });
};
