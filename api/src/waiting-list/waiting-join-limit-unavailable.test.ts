import { randomBytes } from 'node:crypto';
import { API_ERRORS, HUMAN_CHECK_REQUIRED, WAITING_LIST_PATHS, apiErrorSchema } from '@storefront/shared/contracts';
import { createClient } from 'redis';
import type { Db } from '../db/db';
import { SUFRA } from '../seed/tenants/sufra';
import { startRedisServer, type TestRedisServer } from '../testing/redis-server';
import { call, startTestApi, storefrontHeaders, type TestApi, type TestResponse } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { partyOf, waitingCalls } from '../testing/waiting-calls';
import { WAITING_JOIN_LIMITS } from './waiting-join-limits';

jest.setTimeout(60_000);

// The test api is reached on the loopback interface: every join comes from this address.
const TEST_ADDRESS = '127.0.0.1';

const expectLimitsUnavailable = (response: TestResponse) =>
  expect({ status: response.status, body: apiErrorSchema.parse(response.body) }).toEqual({
    status: 503,
    body: { code: 'limits_unavailable', message: API_ERRORS.limits_unavailable },
  });

/**
 * A limit that cannot be checked, with the others answering: its window's key in the limits' redis
 * holds a string, so the limiter's script fails on it (`WRONGTYPE`) and the limiter refuses the join
 * with `limits_unavailable`, as when its redis does not answer, for that limit alone.
 */
describe.each(testDatabases())('a waiting-list join refused because a limit cannot be checked, on $label with redis', (database) => {
  // Sunday 18:00 in Riyadh: Olaya's line takes parties.
  const clock = createTestClock('2026-11-22T15:00:00Z');
  const prefix = `test-limits:${randomBytes(6).toString('hex')}:`;
  let redis: TestRedisServer;
  let windows: ReturnType<typeof createClient>;
  let db: Db;
  let api: TestApi;
  let tenantId: number;
  let olaya: { branchId: number; areaId: number };

  beforeAll(async () => {
    redis = await startRedisServer();
    windows = createClient({ url: redis.url });
    await windows.connect();
    db = await database.open();
    api = await startTestApi(db, { clock: clock.now, devOutbox: true, redisUrl: redis.url, limitsRedisPrefix: prefix });
    const [tenant] = await db.query<{ id: number }>('SELECT id FROM tenants WHERE name = $1', [SUFRA.name]);
    if (!tenant) throw new Error('no sufra tenant in the test database');
    tenantId = tenant.id;
    const ids = await waitingCalls(api).ids(SUFRA, 'Sufra - Olaya');
    olaya = { branchId: ids.branchId, areaId: ids.areaIds['Indoor hall']! };
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await api?.app.close();
    await db?.close();
    await windows?.quit();
    await redis?.close();
  });

  const keyOf = (rule: string, subject: string) => `${prefix}${tenantId}:${rule}:${subject}`;
  const unreadable = (rule: string, subject: string) => windows.set(keyOf(rule, subject), 'not a window');
  const readable = (rule: string, subject: string) => windows.del(keyOf(rule, subject));
  /** The slots counted in a limit's window (0 without one). */
  const countOf = async (rule: string, subject: string) => Number((await windows.hGetAll(keyOf(rule, subject))).c ?? 0);

  const party = (n: number) => partyOf(olaya.branchId, olaya.areaId, n);
  const join = (body: unknown) =>
    call(api, WAITING_LIST_PATHS.create, {
      method: 'POST',
      query: { frontend: '1' },
      headers: { ...storefrontHeaders(SUFRA), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("refused while the address's joins without the human check cannot be checked, the address's and the number's caps keep no slot", async () => {
    const first = party(6000);
    const number = `${first.country_code}:${first.mobile}`;
    await unreadable('waiting-join-ip-unchecked', TEST_ADDRESS);
    for (let attempt = 0; attempt < WAITING_JOIN_LIMITS.perNumber.max; attempt += 1) expectLimitsUnavailable(await join(first));
    expect([await countOf('waiting-join-ip', TEST_ADDRESS), await countOf('waiting-join-mobile', number)]).toEqual([0, 0]);
    await readable('waiting-join-ip-unchecked', TEST_ADDRESS);
    // The number's 3 joins of the hour and the address's 3 without the human check are all still to come.
    for (let n = 0; n < WAITING_JOIN_LIMITS.uncheckedPerAddress.max; n += 1) expect((await join(party(6000 + n))).status).toBe(201);
    expect((await join(party(6010))).status).toBe(HUMAN_CHECK_REQUIRED.status);
  });
});
