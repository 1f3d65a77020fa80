import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';
import { SCHEMA_LOCK } from './schema-lock';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;

/**
 * Applies the SQL files of `migrations/` not applied yet, in name order, in one transaction, and
 * records each in `schema_migrations`. Several api instances starting together wait on one lock.
 * Answers the names of the files applied now.
 */
export const migrate = async (db: Db): Promise<string[]> => {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => MIGRATION_FILE.test(file)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const applied = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
    const pending = files.filter((file) => !applied.has(file));
    for (const file of pending) {
      await tx.exec(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    }
    return pending;
  });
};
