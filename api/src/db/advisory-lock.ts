import type { Db, Queryable } from './db';

/**
 * Takes a transaction-scoped advisory lock on (`lockClass`, `id`): held until the transaction ends, by
 * every api instance on the same PostgreSQL. Call inside a transaction.
 */
export const takeAdvisoryLock = async (tx: Queryable, lockClass: number, id: number): Promise<void> => {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [lockClass, id]);
};

const queues = new WeakMap<Db, Map<string, Promise<unknown>>>();

/** Runs `task` after the tasks queued before it under `key` on this database, in this process. */
const inTurn = <T>(db: Db, key: string, task: () => Promise<T>): Promise<T> => {
  const byKey = queues.get(db) ?? new Map<string, Promise<unknown>>();
  queues.set(db, byKey);
  const run = (byKey.get(key) ?? Promise.resolve()).then(task, task);
  const tail = run.catch(() => undefined);
  byKey.set(key, tail);
  void tail.then(() => {
    if (byKey.get(key) === tail) byKey.delete(key);
  });
  return run;
};

/**
 * Runs `work` while no other work under the same (`lockClass`, `id`) runs, on any api instance: in this
 * process one at a time per database (so parallel calls never hold more than one connection waiting),
 * and on PostgreSQL under a transaction-scoped advisory lock held by a connection of its own while
 * `work` runs on others. PGlite is one connection of one process, so the queue is the whole lock there.
 */
export const withAdvisoryLock = <T>(db: Db, lockClass: number, id: number, work: () => Promise<T>): Promise<T> =>
  inTurn(db, `${lockClass}:${id}`, () =>
    db.kind === 'pglite'
      ? work()
      : db.transaction(async (tx) => {
          await takeAdvisoryLock(tx, lockClass, id);
          return work();
        }),
  );
