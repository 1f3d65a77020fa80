import type { OperatorWaitingEntry, OperatorWaitingLine } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import {
  closeGap,
  endEntry,
  findEntryById,
  findLineOfBranch,
  findNextInLine,
  markEntryCalled,
  toOperatorEntry,
  type EntryRow,
} from './waiting-entry-repository';
import { changeLockedEntry } from './waiting-entry-lock-service';
import { findWaitingAreas, findWaitingBranch, lockBranchQueues, setListOpen } from './waiting-settings-repository';

/** An entry the operator changed: its row (for the notices) and its answer. */
export interface ChangedEntry {
  row: EntryRow;
  entry: OperatorWaitingEntry;
}

const changedEntry = async (db: Db, tenantId: number, id: number, now: Date): Promise<ChangedEntry> => {
  const row = await findEntryById(db, tenantId, id);
  if (!row) throw new DomainError('waiting_entry_not_found');
  return { row, entry: toOperatorEntry(row, now) };
};

/** The branch (its id as given) whose waiting list the operator runs; a branch without one is `branch_not_found`. */
export const waitingBranchId = async (db: Db, tenantId: number, id: number | null): Promise<number> => {
  const branch = id === null ? null : await findWaitingBranch(db, tenantId, id);
  if (!branch) throw new DomainError('branch_not_found');
  return branch.branch_id;
};

/** A branch's line as the operator sees it at `now`: open or not (why), and each area's parties in order. */
export const operatorLine = async (db: Db, tenantId: number, branchId: number, now: Date): Promise<OperatorWaitingLine> => {
  const branch = (await findWaitingBranch(db, tenantId, branchId))!;
  const entries = await findLineOfBranch(db, tenantId, branchId);
  const areas = await findWaitingAreas(db, tenantId, branchId);
  return {
    branch_id: branchId,
    names: { ar: branch.name_ar, en: branch.name_en },
    open: branch.open,
    closed_reason: branch.closed_reason,
    areas: areas.map((area) => ({
      id: area.id,
      names: area.names,
      entries: entries.filter((entry) => entry.area_id === area.id).map((entry) => toOperatorEntry(entry, now)),
    })),
  };
};

/** Opens the branch's list, or closes it (Out of service) with a reason; the line as it is then. */
export const openLine = async (
  db: Db,
  tenantId: number,
  { branchId, open, reason, now }: { branchId: number; open: boolean; reason: string | null; now: Date },
): Promise<OperatorWaitingLine> => {
  await setListOpen(db, tenantId, branchId, open, reason);
  return operatorLine(db, tenantId, branchId, now);
};

/**
 * Calls the first party in line ("Your turn now"): of one area, or the one that joined first among the
 * heads of the branch's queues. Every queue of the branch is locked (in id order) first. Answers the
 * called entry's id; 409 when nobody waits there, 404 for a branch or area without a list.
 */
const callNext = (db: Db, tenantId: number, branchId: number, areaId: number | undefined, now: Date): Promise<number> =>
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
const endCalledEntry = (db: Db, tenantId: number, entryId: number, outcome: 'seated' | 'no_show', now: Date): Promise<void> =>
  changeLockedEntry(
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

/** Calls the next party (of an area, or of the branch) and answers it. */
export const callNextEntry = async (
  db: Db,
  tenantId: number,
  branchId: number,
  areaId: number | undefined,
  now: Date,
): Promise<ChangedEntry> => changedEntry(db, tenantId, await callNext(db, tenantId, branchId, areaId, now), now);

/** A called party called again (its notice is sent again); 409 for a party not called, 404 for another tenant's. */
export const calledEntry = async (db: Db, tenantId: number, entryId: number, now: Date): Promise<ChangedEntry> => {
  const changed = await changedEntry(db, tenantId, entryId, now);
  if (changed.row.status !== 'called') throw new DomainError('waiting_not_called');
  return changed;
};

/** Seats a called party or marks it a no-show, and answers it. */
export const endCalled = async (
  db: Db,
  tenantId: number,
  entryId: number,
  outcome: 'seated' | 'no_show',
  now: Date,
): Promise<ChangedEntry> => {
  await endCalledEntry(db, tenantId, entryId, outcome, now);
  return changedEntry(db, tenantId, entryId, now);
};
