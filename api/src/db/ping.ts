import type { Queryable } from './db';

/** Asks the database the smallest question: it resolves when the database answers. */
export const pingDatabase = async (db: Queryable): Promise<void> => {
  await db.query('SELECT 1');
};
