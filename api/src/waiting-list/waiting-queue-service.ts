import type { Db, Queryable } from '../db/db';
import { HttpError } from '../http/http-error';
import { findEntryByToken, type EntryRow } from './waiting-entry-repository';

/**
 * Takes the lock of one queue (its area row) for the rest of the transaction. Every change of a queue's
 * positions takes it first, so parallel joins, delays, calls and cancels run one after another: on
 * PostgreSQL by the row lock, on PGlite because a transaction holds its only connection.
 */
export const lockQueue = async (tx: Queryable, tenantId: number, areaId: number): Promise<void> => {
  await tx.query('SELECT id FROM waiting_list_areas WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, areaId]);
};

/** Parties waiting in a queue (call under its lock). */
export const queueLength = async (tx: Queryable, tenantId: number, areaId: number): Promise<number> => {
  const [row] = await tx.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM waiting_entries WHERE tenant_id = $1 AND area_id = $2 AND status = 'waiting'",
    [tenantId, areaId],
  );
  return row?.count ?? 0;
};

/** Moves every party behind `position` up one place (the one there left the line; call under the queue's lock). */
export const closeGap = async (tx: Queryable, tenantId: number, areaId: number, position: number): Promise<void> => {
  await tx.query(
    "UPDATE waiting_entries SET position = position - 1 WHERE tenant_id = $1 AND area_id = $2 AND status = 'waiting' AND position > $3",
    [tenantId, areaId, position],
  );
};

/**
 * Runs `change` in a transaction holding the lock of the entry's queue, on the entry as it is under
 * that lock. 404 for an entry the tenant does not have (or a token that cannot be one).
 */
export const changeEntry = async <T>(
  db: Db,
  tenantId: number,
  find: (tx: Queryable) => Promise<EntryRow | null>,
  change: (tx: Queryable, entry: EntryRow) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const before = await find(tx);
    if (!before) throw new HttpError(404, 'waiting_entry_not_found');
    await lockQueue(tx, tenantId, before.area_id);
    const entry = await find(tx);
    if (!entry) throw new HttpError(404, 'waiting_entry_not_found');
    return change(tx, entry);
  });

/** `changeEntry` for the entry a link token names. */
export const changeEntryByToken = <T>(db: Db, tenantId: number, token: string, change: (tx: Queryable, entry: EntryRow) => Promise<T>) =>
  changeEntry(db, tenantId, (tx) => findEntryByToken(tx, tenantId, token), change);
