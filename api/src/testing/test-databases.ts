import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { API_ROOT, REPO_ROOT } from '../api-root';
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

// How to open more pools on a test database, as a second api process would.
const reopeners = new WeakMap<Db, () => Promise<Db>>();

/**
 * The same database through connections of its own, as a second api process sees it (PostgreSQL: a new
 * pool on the same schema, to be closed by the caller). PGlite is one process's database: itself.
 */
export const openAgain = async (db: Db): Promise<{ db: Db; close: () => Promise<void> }> => {
  const reopen = reopeners.get(db);
  if (!reopen) return { db, close: async () => {} };
  const again = await reopen();
  return { db: again, close: () => again.close() };
};

/** A PostgreSQL database living in a schema of its own, dropped when the database is closed. */
const openIsolatedPostgres = async (url: string): Promise<Db> => {
  const schema = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, `CREATE SCHEMA ${schema}`);
  const pool = () =>
    openPostgresDb({
      url,
      searchPath: schema,
      onIdleError: (error) => console.error('test database connection lost', error),
    });
  const db = await pool();
  const isolated: Db = {
    ...db,
    close: async () => {
      await db.close();
      await withAdmin(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
  reopeners.set(isolated, pool);
  return isolated;
};

const prepared = async (db: Db): Promise<Db> => {
  await prepareDatabase(db, { seedDemo: true });
  return db;
};

/** What a migrated and seeded database is made of: the migrations, the seed and the contracts it uses. */
const SCHEMA_SOURCES = [
  path.join(API_ROOT, 'src', 'db'),
  path.join(API_ROOT, 'src', 'seed'),
  path.join(REPO_ROOT, 'shared', 'src', 'contracts'),
];
const TEMPLATE_PREFIX = 'storefront-api-pglite-';

const schemaFingerprint = async (): Promise<string> => {
  const hash = createHash('sha256');
  for (const folder of SCHEMA_SOURCES) {
    const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    const names = files.map((entry) => path.join(entry.parentPath, entry.name)).sort();
    for (const name of names) hash.update(name).update(await readFile(name));
  }
  return hash.digest('hex').slice(0, 16);
};

/**
 * A migrated and seeded PGlite dump in the temp folder, made once per version of the schema sources:
 * creating an empty PGlite database (initdb in WASM) takes seconds, loading a dump a fraction.
 */
const pgliteTemplate = async (): Promise<string> => {
  const file = path.join(tmpdir(), `${TEMPLATE_PREFIX}${await schemaFingerprint()}.tar`);
  if (existsSync(file)) return file;
  const db = await openPgliteDb();
  try {
    await prepareDatabase(db, { seedDemo: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await db.dumpDataDir(partial);
    await rename(partial, file);
  } finally {
    await db.close();
  }
  const stale = (await readdir(tmpdir())).filter((name) => name.startsWith(TEMPLATE_PREFIX) && name.endsWith('.tar'));
  await Promise.all(
    stale.filter((name) => path.join(tmpdir(), name) !== file).map((name) => rm(path.join(tmpdir(), name), { force: true })),
  );
  return file;
};

/** PGlite in memory always; also a real PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases = (): TestDatabase[] => {
  const url = process.env.TEST_DATABASE_URL;
  const pglite: TestDatabase = { label: 'pglite', open: async () => prepared(await openPgliteDb({ dumpFile: await pgliteTemplate() })) };
  return url ? [pglite, { label: 'postgres', open: async () => prepared(await openIsolatedPostgres(url)) }] : [pglite];
};

/** Where an api process of its own finds a test database (api-process.ts): a PostgreSQL schema, or a PGlite folder. */
export type ProcessDatabase = { kind: 'postgres'; url: string; searchPath: string } | { kind: 'pglite'; dataDir: string };

/** A fresh migrated and seeded database that api processes of their own open (`location`), and this one through `open`. */
export interface SharedTestDatabase {
  readonly location: ProcessDatabase;
  /** This process's connection to it. PGlite is one process's at a time: open it only while no api process has the folder. */
  open(): Promise<Db>;
  /** Removes it (the schema, the folder). */
  remove(): Promise<void>;
}

/** A `database` that outlives the process that opens it: PostgreSQL in a schema of its own, PGlite in a folder (from the template). */
export const sharedTestDatabase = async (database: TestDatabase): Promise<SharedTestDatabase> => {
  const url = process.env.TEST_DATABASE_URL;
  if (database.label === 'postgres' && url) {
    const searchPath = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdmin(url, `CREATE SCHEMA ${searchPath}`);
    const open = () => openPostgresDb({ url, searchPath, onIdleError: (error) => console.error('test database connection lost', error) });
    await (await prepared(await open())).close();
    return { location: { kind: 'postgres', url, searchPath }, open, remove: () => withAdmin(url, `DROP SCHEMA ${searchPath} CASCADE`) };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-api-shared-'));
  await (await prepared(await openPgliteDb({ dataDir, dumpFile: await pgliteTemplate() }))).close();
  return {
    location: { kind: 'pglite', dataDir },
    open: () => openPgliteDb({ dataDir }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
};

/** Time to create an embedded database (WASM start and initdb take a few seconds). */
export const DATABASE_SETUP_TIMEOUT_MS = 60_000;
