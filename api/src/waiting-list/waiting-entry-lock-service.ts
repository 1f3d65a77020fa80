import type { Db, Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { findEntryByToken, type EntryRow } from './waiting-entry-repository';
import { lockQueue } from './waiting-settings-repository';

/**
 * Runs `change` in a transaction holding the lock of the entry's queue, on the entry as it is under
 * that lock. 404 for an entry the tenant does not have (or a token that cannot be one).
 */
export const changeLockedEntry = async <T>(
  db: Db,
  tenantId: number,
  find: (tx: Queryable) => Promise<EntryRow | null>,
  change: (tx: Queryable, entry: EntryRow) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    const before = await find(tx);
    if (!before) throw new DomainError('waiting_entry_not_found');
    await lockQueue(tx, tenantId, before.area_id);
    const entry = await find(tx);
    if (!entry) throw new DomainError('waiting_entry_not_found');
    return change(tx, entry);
  });

/** `changeLockedEntry` for the entry a link token names. */
export const changeLockedEntryByToken = <T>(
  db: Db,
  tenantId: number,
  token: string,
  change: (tx: Queryable, entry: EntryRow) => Promise<T>,
) => changeLockedEntry(db, tenantId, (tx) => findEntryByToken(tx, tenantId, token), change);
