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
import { DomainError } from '../domain/domain-error';
import { parseRequest } from '../http/parse-request';
import { pathRowId, rowIdOf } from '../http/row-id';
import { findEntryById, findLineOfBranch, toOperatorEntry, type EntryRow } from '../waiting-list/waiting-entry-repository';
import type { WaitingNotices } from '../waiting-list/waiting-notices';
import { callNext, endCalledEntry } from '../waiting-list/waiting-operator-service';
import { findWaitingAreas, findWaitingBranch, setListOpen } from '../waiting-list/waiting-settings-repository';

type LineAnswer = z.infer<typeof operatorWaitingLineResponseSchema>;
type EntryAnswer = z.infer<typeof operatorWaitingEntryResponseSchema>;

/**
 * The restaurant's side of the waiting list: see a branch's line, open or close the list (Out of
 * service, with a reason), call the next party (its SMS says "Your turn now"), seat it or mark it a
 * no-show. Every change is told on `waitinglist_{tenant}`.
 */
export const operatorWaitingRoutes = async (
  app: TenantScope,
  { db, clock, notices }: { db: Db; clock: Clock; notices: WaitingNotices },
): Promise<void> => {
  const branchIdOf = async (request: TenantRequest<{ Params: { id: string } }>): Promise<number> => {
    const id = rowIdOf(request.params.id);
    const branch = id === null ? null : await findWaitingBranch(db, request.tenant.id, id);
    if (!branch) throw new DomainError('branch_not_found');
    return branch.branch_id;
  };
  const line = async (tenantId: number, branchId: number): Promise<LineAnswer> => {
    const branch = (await findWaitingBranch(db, tenantId, branchId))!;
    const entries = await findLineOfBranch(db, tenantId, branchId);
    const now = clock();
    const areas = await findWaitingAreas(db, tenantId, branchId);
    return {
      data: {
        branch_id: branchId,
        names: { ar: branch.name_ar, en: branch.name_en },
        open: branch.open,
        closed_reason: branch.closed_reason,
        areas: areas.map((area) => ({
          id: area.id,
          names: area.names,
          entries: entries.filter((entry) => entry.area_id === area.id).map((entry) => toOperatorEntry(entry, now)),
        })),
      },
    };
  };
  const entryOf = async (tenantId: number, id: number): Promise<EntryRow> => {
    const entry = await findEntryById(db, tenantId, id);
    if (!entry) throw new DomainError('waiting_entry_not_found');
    return entry;
  };

  const lineOf = { params: idParamsSchema, response: { 200: operatorWaitingLineResponseSchema } };
  app.get(OPERATOR_WAITING_PATHS.branch(':id'), { schema: lineOf }, async (request) => line(request.tenant.id, await branchIdOf(request)));

  app.put(
    OPERATOR_WAITING_PATHS.branch(':id'),
    { schema: { ...lineOf, body: operatorWaitingOpenBodySchema } },
    async (request): Promise<LineAnswer> => {
      const branchId = await branchIdOf(request);
      const { open, reason } = parseRequest(operatorWaitingOpenBodySchema, request.body, 'body');
      await setListOpen(db, request.tenant.id, branchId, open, reason ?? null);
      notices.lineChanged(request.tenant.name, branchId, null);
      return line(request.tenant.id, branchId);
    },
  );

  const called = { params: idParamsSchema, body: operatorCallNextBodySchema, response: { 200: operatorWaitingEntryResponseSchema } };
  app.post(OPERATOR_WAITING_PATHS.callNext(':id'), { schema: called }, async (request): Promise<EntryAnswer> => {
    const branchId = await branchIdOf(request);
    const { area_id: areaId } = parseRequest(operatorCallNextBodySchema, request.body, 'body');
    const entry = await entryOf(request.tenant.id, await callNext(db, request.tenant.id, branchId, areaId, clock()));
    notices.lineChanged(request.tenant.name, branchId, entry.area_id);
    await notices.sms(request.tenant, entry, 'called').catch((error: unknown) => request.log.error({ err: error }, 'waiting-list sms'));
    return { data: toOperatorEntry(entry, clock()) };
  });

  for (const [path, outcome] of [
    [OPERATOR_WAITING_PATHS.seat(':id'), 'seated'],
    [OPERATOR_WAITING_PATHS.noShow(':id'), 'no_show'],
  ] as const) {
    app.post(
      path,
      { schema: { params: idParamsSchema, response: { 200: operatorWaitingEntryResponseSchema } } },
      async (request): Promise<EntryAnswer> => {
        const id = pathRowId(request, 'waiting_entry_not_found');
        await endCalledEntry(db, request.tenant.id, id, outcome, clock());
        const entry = await entryOf(request.tenant.id, id);
        notices.lineChanged(request.tenant.name, entry.branch_id, entry.area_id);
        return { data: toOperatorEntry(entry, clock()) };
      },
    );
  }
};
