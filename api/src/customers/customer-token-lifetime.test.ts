import { AUTH_PATHS, FRAME_PATHS, logoutEverywhereResponseSchema } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { loginWithCode } from '../testing/customer-login';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { customerTokenHash } from './customer-token';
import { CUSTOMER_TOKEN_LIFETIME } from './customer-token-rules';
import { useTestApi } from '../testing/test-suite';

const DAY = 24 * 60 * 60_000;
const SARA = { country_code: 'SA', mobile: '551234567' } as const;
const OMAR = { country_code: 'SA', mobile: '559876543' } as const;

describe.each(testDatabases())('customer token lifetime on $label', (database) => {
  const clock = createTestClock('2026-01-01T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  // Codes to one mobile are a minute apart at least.
  beforeEach(() => clock.advance(2 * 60 * 60_000));

  const login = async (mobile: typeof SARA | typeof OMAR = SARA): Promise<string> => {
    clock.advance(2 * 60_000);
    return (await loginWithCode(suite.api, SUFRA, mobile)).token;
  };
  const details = async (token: string): Promise<number> =>
    (await customerCall(suite.api, SUFRA, token, FRAME_PATHS.customerDetails)).status;
  const lastUsed = async (token: string): Promise<string> => {
    const [row] = await suite.db.query<{ last_used_at: Date }>('SELECT last_used_at FROM customer_tokens WHERE token_hash = $1', [
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
    const answer = await customerCall(suite.api, SUFRA, phone, AUTH_PATHS.logoutEverywhere, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(logoutEverywhereResponseSchema.parse(answer.body).data).toEqual({ logged_out: true, revoked: expect.any(Number) });
    expect(logoutEverywhereResponseSchema.parse(answer.body).data.revoked).toBeGreaterThanOrEqual(2);
    expect(await details(phone)).toBe(401);
    expect(await details(laptop)).toBe(401);
    expect(await details(omar)).toBe(200);
    expect((await customerCall(suite.api, SUFRA, phone, AUTH_PATHS.logoutEverywhere, { method: 'POST' })).status).toBe(401);
    expect((await customerCall(suite.api, SUFRA, null, AUTH_PATHS.logoutEverywhere, { method: 'POST' })).status).toBe(401);
    // A new login works again.
    expect(await details(await login())).toBe(200);
  });
});
