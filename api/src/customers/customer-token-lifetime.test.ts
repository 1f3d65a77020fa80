import { AUTH_PATHS, FRAME_PATHS, logoutEverywhereResponseSchema } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { loginWithCode } from '../testing/customer-login';
import { startTestApi, type TestApi } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { customerTokenHash } from './customer-token';
import { CUSTOMER_TOKEN_LIFETIME } from './customer-token-rules';

const DAY = 24 * 60 * 60_000;
const SARA = { country_code: 'SA', mobile: '551234567' } as const;
const OMAR = { country_code: 'SA', mobile: '559876543' } as const;

describe.each(testDatabases())('customer token lifetime on $label', (database) => {
  let db: Db;
  let api: TestApi;
  const clock = createTestClock('2026-01-01T09:00:00Z');

  beforeAll(async () => {
    db = await database.open();
    api = await startTestApi(db, { clock: clock.now, devOutbox: true });
  }, DATABASE_SETUP_TIMEOUT_MS);

  // Codes to one mobile are a minute apart at least.
  beforeEach(() => clock.advance(2 * 60 * 60_000));

  afterAll(async () => {
    await api?.app.close();
    await db?.close();
  });

  const login = async (mobile: typeof SARA | typeof OMAR = SARA): Promise<string> => {
    clock.advance(2 * 60_000);
    return (await loginWithCode(api, SUFRA, mobile)).token;
  };
  const details = async (token: string): Promise<number> => (await customerCall(api, SUFRA, token, FRAME_PATHS.customerDetails)).status;
  const lastUsed = async (token: string): Promise<string> => {
    const [row] = await db.query<{ last_used_at: Date }>('SELECT last_used_at FROM customer_tokens WHERE token_hash = $1', [
      customerTokenHash(token),
    ]);
    return new Date(row!.last_used_at).toISOString();
  };

  it('dies after the idle lifetime without use', async () => {
    const token = await login();
    clock.advance(CUSTOMER_TOKEN_LIFETIME.idleMs - 60_000);
    expect(await details(token)).toBe(200);
    clock.advance(CUSTOMER_TOKEN_LIFETIME.idleMs + 60_000);
    expect(await details(token)).toBe(401);
  });

  it('is renewed by use (written at most once per renewal step) up to the absolute lifetime', async () => {
    const token = await login();
    const loggedInAt = clock.now().getTime();
    clock.advance(60_000);
    expect(await details(token)).toBe(200);
    const recorded = await lastUsed(token);
    clock.advance(CUSTOMER_TOKEN_LIFETIME.renewEveryMs / 2);
    expect(await details(token)).toBe(200);
    expect(await lastUsed(token)).toBe(recorded);
    clock.advance(CUSTOMER_TOKEN_LIFETIME.renewEveryMs);
    expect(await details(token)).toBe(200);
    expect(await lastUsed(token)).toBe(clock.now().toISOString());

    // Used every 20 days it outlives the idle lifetime many times over, never the absolute one.
    while (clock.now().getTime() + 20 * DAY < loggedInAt + CUSTOMER_TOKEN_LIFETIME.absoluteMs) {
      clock.advance(20 * DAY);
      expect(await details(token)).toBe(200);
    }
    clock.set(new Date(loggedInAt + CUSTOMER_TOKEN_LIFETIME.absoluteMs + 60_000).toISOString());
    expect(await details(token)).toBe(401);
  });

  it('logs the customer out of every device, and nobody else', async () => {
    const phone = await login();
    const laptop = await login();
    const omar = await login(OMAR);
    const answer = await customerCall(api, SUFRA, phone, AUTH_PATHS.logoutEverywhere, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(logoutEverywhereResponseSchema.parse(answer.body).data).toEqual({ logged_out: true, revoked: expect.any(Number) });
    expect(logoutEverywhereResponseSchema.parse(answer.body).data.revoked).toBeGreaterThanOrEqual(2);
    expect(await details(phone)).toBe(401);
    expect(await details(laptop)).toBe(401);
    expect(await details(omar)).toBe(200);
    expect((await customerCall(api, SUFRA, phone, AUTH_PATHS.logoutEverywhere, { method: 'POST' })).status).toBe(401);
    expect((await customerCall(api, SUFRA, null, AUTH_PATHS.logoutEverywhere, { method: 'POST' })).status).toBe(401);
    // A new login works again.
    expect(await details(await login())).toBe(200);
  });
});
