import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { closeGap, endEntry, findEntryById, findNextInLine, markEntryCalled } from './waiting-entry-repository';
import { changeEntry } from './waiting-queue-service';
import { lockBranchQueues } from './waiting-settings-repository';

/**
 * Calls the first party in line ("Your turn now"): of one area, or the one that joined first among the
 * heads of the branch's queues. Every queue of the branch is locked (in id order) first. Answers the
 * called entry's id; 409 when nobody waits there, 404 for a branch or area without a list.
 */
export const callNext = (db: Db, tenantId: number, branchId: number, areaId: number | undefined, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    const areas = await lockBranchQueues(tx, tenantId, branchId, areaId);
    if (areas.length === 0) {
      if (areaId === undefined) throw new DomainError('branch_not_found');
      throw new DomainError('waiting_area_not_found', { variant: 'call' });
    }
    const next = await findNextInLine(tx, tenantId, areas);
    if (!next) throw new DomainError('waiting_line_empty');
    await markEntryCalled(tx, next.id, now);
    await closeGap(tx, tenantId, next.area_id, 1);
    return next.id;
  });

/**
 * Ends a called party's visit: seated, or a no-show once the branch's no-show minutes passed since the
 * call. 409 for a party not called; 404 for an entry the tenant does not have.
 */
export const endCalledEntry = (db: Db, tenantId: number, entryId: number, outcome: 'seated' | 'no_show', now: Date): Promise<void> =>
  changeEntry(
    db,
    tenantId,
    (tx) => findEntryById(tx, tenantId, entryId),
    async (tx, entry) => {
      if (entry.status !== 'called') throw new DomainError('waiting_not_called');
      const calledFor = now.getTime() - new Date(entry.called_at!).getTime();
      if (outcome === 'no_show' && calledFor < entry.no_show_minutes * 60_000) throw new DomainError('waiting_no_show_too_soon');
      await endEntry(tx, entry.id, outcome, now);
    },
  );
