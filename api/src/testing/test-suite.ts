import type { Db } from '../db/db';
import { startTestApi, type TestApi, type TestApiOptions } from './test-app';
import { DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from './test-databases';

/** What a suite's tests reach once its `beforeAll` has run. */
export interface DatabaseSuite {
  readonly db: Db;
}

export interface ApiSuite extends DatabaseSuite {
  readonly api: TestApi;
}

const started = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`${what} is reached before the suite's beforeAll has run`);
  return value;
};

/** A fresh database of `database` for the suite's tests, closed after them. */
export const useTestDatabase = (database: TestDatabase): DatabaseSuite => {
  let db: Db | undefined;
  beforeAll(async () => {
    db = await database.open();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await db?.close();
  });
  return {
    get db() {
      return started(db, 'the database');
    },
  };
};

/**
 * A fresh database and the api over it for the suite's tests; the api is closed, then the database.
 * `options` may be a function when they are made as the suite starts (a temporary folder, a store in it).
 */
export const useTestApi = (
  database: TestDatabase,
  options: TestApiOptions | (() => TestApiOptions | Promise<TestApiOptions>) = {},
): ApiSuite => {
  let db: Db | undefined;
  let api: TestApi | undefined;
  beforeAll(async () => {
    db = await database.open();
    api = await startTestApi(db, typeof options === 'function' ? await options() : options);
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await api?.app.close();
    await db?.close();
  });
  return {
    get db() {
      return started(db, 'the database');
    },
    get api() {
      return started(api, 'the api');
    },
  };
};
