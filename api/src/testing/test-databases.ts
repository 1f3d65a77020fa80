import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { Db } from '../db/db';
import { openPgliteDb } from '../db/pglite-db';
import { openPostgresDb } from '../db/postgres-db';
import { prepareDatabase } from '../db/prepare-database';

export interface TestDatabase {
  label: 'pglite' | 'postgres';
  /** A fresh migrated and seeded database; closing it removes it. */
  open(): Promise<Db>;
}

const withAdmin = async (url: string, sql: string): Promise<void> => {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

/** A PostgreSQL database living in a schema of its own, dropped when the database is closed. */
const openIsolatedPostgres = async (url: string): Promise<Db> => {
  const schema = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, `CREATE SCHEMA ${schema}`);
  const db = await openPostgresDb({
    url,
    searchPath: schema,
    onIdleError: (error) => console.error('test database connection lost', error),
  });
  return {
    ...db,
    close: async () => {
      await db.close();
      await withAdmin(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
};

const prepared = async (db: Db): Promise<Db> => {
  await prepareDatabase(db);
  return db;
};

/** PGlite in memory always; also a real PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases = (): TestDatabase[] => {
  const url = process.env.TEST_DATABASE_URL;
  const pglite: TestDatabase = { label: 'pglite', open: async () => prepared(await openPgliteDb()) };
  return url ? [pglite, { label: 'postgres', open: async () => prepared(await openIsolatedPostgres(url)) }] : [pglite];
};

/** Time to create an embedded database (WASM start and initdb take a few seconds). */
export const DATABASE_SETUP_TIMEOUT_MS = 60_000;
