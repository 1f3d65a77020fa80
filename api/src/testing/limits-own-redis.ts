import { randomBytes } from 'node:crypto';
import { API_ERRORS, apiErrorSchema } from '@storefront/shared/contracts';
import { createClient } from 'redis';
import type { Db } from '../db/db';
import { SUFRA } from '../seed/tenants/sufra';
import { startRedisServer, type TestRedisServer } from './redis-server';
import { startTestApi, type TestApi, type TestResponse } from './test-app';
import type { TestClock } from './test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from './test-databases';

/** The test api is reached on the loopback interface: every call comes from this address. */
export const TEST_ADDRESS = '127.0.0.1';

export const expectLimitsUnavailable = (response: TestResponse) =>
  expect({ status: response.status, body: apiErrorSchema.parse(response.body) }).toEqual({
    status: 503,
    body: { code: 'limits_unavailable', message: API_ERRORS.limits_unavailable },
  });

/**
 * An api on `database` whose limits live in a redis of the suite's own, for the suite's tests: sufra's
 * windows can be read, and one made unreadable (its key holds a string, so the limiter's script fails
 * on it with `WRONGTYPE` and refuses with `limits_unavailable`, as when redis does not answer, for
 * that limit alone) and readable again.
 */
export const useLimitsOnOwnRedis = (database: TestDatabase, clock: TestClock) => {
  const prefix = `test-limits:${randomBytes(6).toString('hex')}:`;
  let redis: TestRedisServer | undefined;
  let windows: ReturnType<typeof createClient> | undefined;
  let db: Db | undefined;
  let api: TestApi | undefined;
  let tenantId = 0;

  beforeAll(async () => {
    redis = await startRedisServer();
    windows = createClient({ url: redis.url });
    await windows.connect();
    db = await database.open();
    api = await startTestApi(db, { clock: clock.now, devOutbox: true, redisUrl: redis.url, limitsRedisPrefix: prefix });
    const [tenant] = await db.query<{ id: number }>('SELECT id FROM tenants WHERE name = $1', [SUFRA.name]);
    if (!tenant) throw new Error('no sufra tenant in the test database');
    tenantId = tenant.id;
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await api?.app.close();
    await db?.close();
    await windows?.quit();
    await redis?.close();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is reached before the suite's beforeAll has run`);
    return value;
  };
  const keyOf = (rule: string, subject: string) => `${prefix}${tenantId}:${rule}:${subject}`;
  return {
    get api() {
      return started(api, 'the api');
    },
    unreadable: (rule: string, subject: string) => started(windows, 'redis').set(keyOf(rule, subject), 'not a window'),
    readable: (rule: string, subject: string) => started(windows, 'redis').del(keyOf(rule, subject)),
    /** A limit's window of sufra: when it began and the slots counted (0 without one). */
    windowOf: async (rule: string, subject: string) => {
      const { s: start, c: count } = await started(windows, 'redis').hGetAll(keyOf(rule, subject));
      return { start: Number(start ?? 0), count: Number(count ?? 0) };
    },
  };
};
