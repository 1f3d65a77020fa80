import type { Queryable } from './db';

/**
 * Takes a transaction-scoped advisory lock on (`lockClass`, `id`): held until the transaction ends, by
 * every api instance on the same PostgreSQL. Call inside a transaction.
 */
export const takeAdvisoryLock = async (tx: Queryable, lockClass: number, id: number): Promise<void> => {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [lockClass, id]);
};
