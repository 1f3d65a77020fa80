import {
  AUTH_PATHS,
  FRAME_PATHS,
  HEADERS,
  PROFILE_PATHS,
  apiErrorSchema,
  customerDetailsResponseSchema,
  logoutResponseSchema,
  pointsBalanceResponseSchema,
  walletBalanceResponseSchema,
} from '@storefront/shared/contracts';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { customerHeaders, loginWithCode, type TestMobile } from '../testing/customer-login';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { customerTokenHash } from './customer-token';
import { CUSTOMER_TOKEN_LIFETIME } from './customer-token-rules';
import { useTestApi } from '../testing/test-suite';

const SARA: TestMobile = { country_code: 'SA', mobile: '551234567' };
const OMAR: TestMobile = { country_code: 'SA', mobile: '559876543' };
const MONA: TestMobile = { country_code: 'EG', mobile: '01012345678' };
const CUSTOMER_PATHS = [FRAME_PATHS.customerDetails, FRAME_PATHS.walletBalance, FRAME_PATHS.pointsBalance];

describe.each(testDatabases())('customer calls on $label', (database) => {
  const clock = createTestClock('2025-03-01T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  // Two logins of one number are a minute apart at least; an hour keeps every limit window clear.
  beforeEach(() => clock.advance(60 * 60_000));

  const login = async (tenant: DemoTenant, mobile: TestMobile): Promise<string> => (await loginWithCode(suite.api, tenant, mobile)).token;
  const get = (path: string, tenant: DemoTenant, token: string) => call(suite.api, path, { headers: customerHeaders(tenant, token) });
  const details = async (tenant: DemoTenant, token: string) => {
    const response = await get(FRAME_PATHS.customerDetails, tenant, token);
    expect(response.status).toBe(200);
    return customerDetailsResponseSchema.parse(response.body).data;
  };
  const wallet = async (tenant: DemoTenant, token: string) =>
    walletBalanceResponseSchema.parse((await get(FRAME_PATHS.walletBalance, tenant, token)).body).data;
  const points = async (tenant: DemoTenant, token: string) =>
    pointsBalanceResponseSchema.parse((await get(FRAME_PATHS.pointsBalance, tenant, token)).body).data;
  const logout = (tenant: DemoTenant, token: string) =>
    call(suite.api, AUTH_PATHS.logout, { method: 'POST', headers: customerHeaders(tenant, token) });

  describe('details', () => {
    it('answers the customer with their group, addresses and vehicles', async () => {
      const sara = await details(SUFRA, await login(SUFRA, SARA));
      expect(sara).toMatchObject({
        avatar: null,
        customer_group_name: 'Gold',
        group_id: 3,
        name: 'Sara Al-Qahtani',
        mobile: '551234567',
        email: 'sara.qahtani@example.com',
        gender: 'female',
        referral_code: 'SARA10',
        birthDate: '1993-04-18',
        countryCode: 'SA',
      });
      expect(sara.customer_addresses.map((address) => [address.building_type, address.street_name])).toEqual([
        ['villa', 'شارع التحلية'],
        ['office', 'طريق الملك فهد'],
      ]);
      for (const address of sara.customer_addresses) {
        expect(address.latitude).toBeGreaterThan(24.5);
        expect(address.longitude).toBeGreaterThan(46.5);
      }
      expect(sara.vehicles).toEqual([
        {
          id: expect.any(Number),
          brand_id: 1,
          brand_name: 'Toyota',
          brand_names: { ar: 'تويوتا', en: 'Toyota' },
          brand_logo: '/media/vehicles/toyota.svg',
          color_id: 1,
          color_name: 'White',
          color_names: { ar: 'أبيض', en: 'White' },
          color_code: '#ffffff',
          plate_number: 'ABC 1234',
        },
      ]);
    });

    it('answers a customer without history', async () => {
      expect(await details(SUFRA, await login(SUFRA, OMAR))).toMatchObject({
        name: 'Omar Al-Harbi',
        customer_group_name: null,
        group_id: null,
        referral_code: 'OMAR77',
        birthDate: null,
        customer_addresses: [],
        vehicles: [],
      });
    });
  });

  describe('balances', () => {
    it('sums the ledgers, with the wallet minimum order amount of the tenant', async () => {
      const token = await login(SUFRA, SARA);
      expect(await wallet(SUFRA, token)).toEqual({ balance: 125.5, min_order_amount: 50 });
      // 340 points are not above sufra's minimum of 500: they cannot pay an order yet.
      expect(await points(SUFRA, token)).toEqual({ balance: 340, min_balance: 500, usable: false });
    });

    it('follows a new ledger entry', async () => {
      const token = await login(SUFRA, OMAR);
      expect(await wallet(SUFRA, token)).toEqual({ balance: 0, min_order_amount: 50 });
      const [omar] = await suite.db.query<{ id: number; tenant_id: number }>(
        "SELECT id, tenant_id FROM customers WHERE mobile = '559876543'",
      );
      await suite.db.query("INSERT INTO wallet_ledger (tenant_id, customer_id, amount, reason) VALUES ($1, $2, 19.99, 'Goodwill credit')", [
        omar?.tenant_id,
        omar?.id,
      ]);
      expect((await wallet(SUFRA, token)).balance).toBe(19.99);
      expect(await points(SUFRA, token)).toEqual({ balance: 0, min_balance: 500, usable: false });
    });

    it('answers the Egyptian customer in her own tenant, minimum 0 when unset', async () => {
      const token = await login(NILE, MONA);
      expect(await wallet(NILE, token)).toEqual({ balance: 215, min_order_amount: 0 });
      // nile's points never pay an order (payment.allow_points is off).
      expect(await points(NILE, token)).toEqual({ balance: 120, min_balance: null, usable: false });
      expect(await details(NILE, token)).toMatchObject({ name: 'Mona Hassan', customer_group_name: 'Silver', countryCode: 'EG' });
    });
  });

  describe('tokens', () => {
    it('works for its own tenant only', async () => {
      const token = await login(SUFRA, SARA);
      for (const path of CUSTOMER_PATHS) {
        const response = await get(path, NILE, token);
        expect(response.status).toBe(401);
        expect(apiErrorSchema.parse(response.body).message).toBe('Unknown or revoked customer token');
      }
    });

    it('makes the same mobile another customer in another tenant', async () => {
      const atSufra = await loginWithCode(suite.api, SUFRA, SARA);
      const atNile = await loginWithCode(suite.api, NILE, SARA);
      expect(atNile.is_new).toBe(true);
      expect(atNile.customer.id).not.toBe(atSufra.customer.id);
      expect(await wallet(NILE, atNile.token)).toEqual({ balance: 0, min_order_amount: 0 });
    });

    it.each([
      ['no token', {}],
      ['a token that was never given', { [HEADERS.authorization]: 'Bearer not-a-real-token' }],
      ['another scheme', { [HEADERS.authorization]: 'Token abc' }],
      ['an empty bearer', { [HEADERS.authorization]: 'Bearer ' }],
    ])('answers 401 with %s', async (_case, headers) => {
      for (const path of CUSTOMER_PATHS) {
        const response = await call(suite.api, path, { headers: { ...storefrontHeaders(SUFRA), ...headers } });
        expect(response.status).toBe(401);
        expect(apiErrorSchema.parse(response.body).message.length).toBeGreaterThan(0);
      }
    });

    it('needs the tenant credentials before the customer token', async () => {
      const token = await login(SUFRA, SARA);
      const response = await call(suite.api, FRAME_PATHS.customerDetails, { headers: { [HEADERS.authorization]: `Bearer ${token}` } });
      expect(response.status).toBe(401);
      expect(apiErrorSchema.parse(response.body).message).toMatch(/x-tenant/);
    });

    it('is stored as a hash and records when it was last used, once the renewal step has passed since its creation', async () => {
      const token = await login(SUFRA, SARA);
      const hash = customerTokenHash(token);
      const lastUsed = async () =>
        (await suite.db.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM customer_tokens WHERE token_hash = $1', [hash]))[0]
          ?.last_used_at;
      // Its first calls (a customer who logs in at checkout places at once) write nothing: it is as fresh as its creation.
      await details(SUFRA, token);
      expect(await lastUsed()).toBeNull();
      clock.advance(CUSTOMER_TOKEN_LIFETIME.renewEveryMs);
      await details(SUFRA, token);
      expect(await lastUsed()).toEqual(clock.now());
      const [plain] = await suite.db.query('SELECT id FROM customer_tokens WHERE token_hash = $1', [token]);
      expect(plain).toBeUndefined();
    });
  });

  describe('logout', () => {
    it('revokes the token it was sent with, and only that one', async () => {
      const token = await login(SUFRA, SARA);
      clock.advance(60_000);
      const other = await login(SUFRA, SARA);
      const response = await logout(SUFRA, token);
      expect(response.status).toBe(200);
      expect(logoutResponseSchema.parse(response.body)).toEqual({ data: { logged_out: true } });
      for (const path of CUSTOMER_PATHS) expect((await get(path, SUFRA, token)).status).toBe(401);
      expect((await logout(SUFRA, token)).status).toBe(401);
      expect((await details(SUFRA, other)).name).toBe('Sara Al-Qahtani');
    });

    it('answers 401 without a token', async () => {
      expect((await call(suite.api, AUTH_PATHS.logout, { method: 'POST', headers: storefrontHeaders(SUFRA) })).status).toBe(401);
    });

    it("checks the token before the body: a guest's bad body is a 401, a customer's the body's 400", async () => {
      const bad = { method: 'PUT', body: JSON.stringify({ email: 'not an e-mail' }) };
      const json = { 'content-type': 'application/json' };
      const asGuest = await call(suite.api, PROFILE_PATHS.update, { ...bad, headers: { ...storefrontHeaders(SUFRA), ...json } });
      expect(asGuest.status).toBe(401);
      const token = await login(SUFRA, SARA);
      const asSara = await call(suite.api, PROFILE_PATHS.update, { ...bad, headers: { ...customerHeaders(SUFRA, token), ...json } });
      expect(asSara).toMatchObject({ status: 400, body: { code: 'invalid_input', errors: { email: [expect.any(String)] } } });
    });
  });
});
