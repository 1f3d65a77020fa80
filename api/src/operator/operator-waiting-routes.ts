import {
  OPERATOR_WAITING_PATHS,
  operatorCallNextBodySchema,
  operatorWaitingOpenBodySchema,
  idParamsSchema,
  operatorWaitingEntryResponseSchema,
  operatorWaitingLineResponseSchema,
} from '@storefront/shared/contracts';
import type { TenantRequest } from '../tenancy/request-tenant';
import type { TenantScope } from '../tenancy/scopes';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { pathRowId, rowIdOf } from '../http/row-id';
import type { WaitingNotices } from '../waiting-list/waiting-notices';
import { callNextEntry, calledEntry, endCalled, openLine, operatorLine, waitingBranchId } from '../waiting-list/waiting-operator-service';

type LineAnswer = z.infer<typeof operatorWaitingLineResponseSchema>;
type EntryAnswer = z.infer<typeof operatorWaitingEntryResponseSchema>;

/**
 * The restaurant's side of the waiting list: see a branch's line, open or close the list (Out of
 * service, with a reason), call the next party (its SMS says "Your turn now"), seat it or mark it a
 * no-show, or call a called party again (by web push when it subscribed, else SMS). Every change is told on `waitinglist_{tenant}`.
 */
export const operatorWaitingRoutes = async (
  scope: TenantScope,
  { db, clock, notices }: { db: Db; clock: Clock; notices: WaitingNotices },
): Promise<void> => {
  const branchIdOf = (request: TenantRequest<{ Params: { id: string } }>): Promise<number> =>
    waitingBranchId(db, request.tenant.id, rowIdOf(request.params.id));

  const lineOf = { params: idParamsSchema, response: { 200: operatorWaitingLineResponseSchema } };
  scope.get(OPERATOR_WAITING_PATHS.branch(':id'), { schema: lineOf }, async (request): Promise<LineAnswer> => ({
    data: await operatorLine(db, request.tenant.id, await branchIdOf(request), clock()),
  }));

  scope.put(
    OPERATOR_WAITING_PATHS.branch(':id'),
    { schema: { ...lineOf, body: operatorWaitingOpenBodySchema } },
    async (request): Promise<LineAnswer> => {
      const branchId = await branchIdOf(request);
      const { open, reason } = request.body;
      const line = await openLine(db, request.tenant.id, { branchId, open, reason: reason ?? null, now: clock() });
      notices.lineChanged(request.tenant.name, branchId, null);
      return { data: line };
    },
  );

  const called = { params: idParamsSchema, body: operatorCallNextBodySchema, response: { 200: operatorWaitingEntryResponseSchema } };
  scope.post(OPERATOR_WAITING_PATHS.callNext(':id'), { schema: called }, async (request): Promise<EntryAnswer> => {
    const branchId = await branchIdOf(request);
    const { area_id: areaId } = request.body;
    const { row, entry } = await callNextEntry(db, request.tenant.id, branchId, areaId, clock());
    notices.lineChanged(request.tenant.name, branchId, row.area_id);
    await notices.called(request.tenant, row, false).catch((error: unknown) => request.log.error({ err: error }, 'waiting-list notice'));
    return { data: entry };
  });

  // "Called again": the party's notice once more (push, or the SMS), the line unchanged.
  const again = { params: idParamsSchema, response: { 200: operatorWaitingEntryResponseSchema } };
  scope.post(OPERATOR_WAITING_PATHS.callAgain(':id'), { schema: again }, async (request): Promise<EntryAnswer> => {
    const { row, entry } = await calledEntry(db, request.tenant.id, pathRowId(request, 'waiting_entry_not_found'), clock());
    await notices.called(request.tenant, row, true).catch((error: unknown) => request.log.error({ err: error }, 'waiting-list notice'));
    return { data: entry };
  });

  for (const [path, outcome] of [
    [OPERATOR_WAITING_PATHS.seat(':id'), 'seated'],
    [OPERATOR_WAITING_PATHS.noShow(':id'), 'no_show'],
  ] as const) {
    scope.post(
      path,
      { schema: { params: idParamsSchema, response: { 200: operatorWaitingEntryResponseSchema } } },
      async (request): Promise<EntryAnswer> => {
        const id = pathRowId(request, 'waiting_entry_not_found');
        const { row, entry } = await endCalled(db, request.tenant.id, id, outcome, clock());
        notices.lineChanged(request.tenant.name, row.branch_id, row.area_id);
        return { data: entry };
      },
    );
  }
};
