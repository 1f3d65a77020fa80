import {
  DINE_IN_PATHS,
  dineInSessionParamsSchema,
  dineInSessionResponseSchema,
  tableSessionQuerySchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { dineInSession, openSessionAtTable } from './dine-in-session-service';
import type { TenantScope } from '../tenancy/scopes';

/** The route of `DINE_IN_PATHS.session(id)` (the helper encodes its argument, so it cannot write `:sessionId`). */
export const DINE_IN_SESSION_ROUTE = `${DINE_IN_PATHS.session('').replace(/\/$/, '')}/:sessionId`;

/** The storefront's dine-in calls: the session a table's QR code names, or the open session at a table's printed code. Register in the tenant scope. */
export const dineInRoutes = async (scope: TenantScope, { db }: { db: Db }): Promise<void> => {
  scope.get(
    DINE_IN_SESSION_ROUTE,
    { schema: { params: dineInSessionParamsSchema, response: { 200: dineInSessionResponseSchema } } },
    async (request): Promise<z.infer<typeof dineInSessionResponseSchema>> => ({
      data: await dineInSession(db, request.tenant.id, request.params.sessionId),
    }),
  );

  const atTable = { querystring: tableSessionQuerySchema, response: { 200: dineInSessionResponseSchema } };
  scope.get(DINE_IN_PATHS.tableSession, { schema: atTable }, async (request): Promise<z.infer<typeof dineInSessionResponseSchema>> => {
    const { branch_id: branchId, code } = request.query;
    return { data: await openSessionAtTable(db, request.tenant.id, branchId, code) };
  });
};
