import { takeAdvisoryLock } from '../db/advisory-lock';
import type { Db } from '../db/db';

/** Advisory lock classes of payment openings; the second key is the order's or the reservation's id. */
const OPENING_LOCKS = { order: 73_01, reservation: 73_02 } as const;

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
 * Runs `work` (which asks the provider for a session and stores it) while no other opening of the same
 * order or reservation runs, on any api instance: in this process one at a time per database (so parallel
 * calls never hold more than one connection waiting), and on PostgreSQL under a transaction-scoped
 * advisory lock held by a connection of its own while `work` runs on others. PGlite is one connection of
 * one process, so the queue is the whole lock there. The loser of a race then finds the winner's session.
 */
export const withOpeningLock = <T>(db: Db, kind: keyof typeof OPENING_LOCKS, id: number, work: () => Promise<T>): Promise<T> =>
  inTurn(db, `${kind}:${id}`, () =>
    db.kind === 'pglite'
      ? work()
      : db.transaction(async (tx) => {
          await takeAdvisoryLock(tx, OPENING_LOCKS[kind], id);
          return work();
        }),
  );
