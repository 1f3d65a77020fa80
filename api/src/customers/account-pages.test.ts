import {
  ADDRESS_PATHS,
  AUTH_PATHS,
  CHALLENGE_PATHS,
  FRAME_PATHS,
  LEDGER_PATHS,
  POINTS_NOT_ENOUGH_MESSAGE,
  PROFILE_PATHS,
  REFERRAL_MESSAGES,
  REWARD_PATHS,
  VEHICLE_PATHS,
  addressListResponseSchema,
  addressResponseSchema,
  apiErrorSchema,
  challengeDetailsResponseSchema,
  challengeListResponseSchema,
  ledgerPageResponseSchema,
  pointsBalanceResponseSchema,
  profileResponseSchema,
  redeemResponseSchema,
  referralResponseSchema,
  rewardListResponseSchema,
  vehicleBrandsResponseSchema,
  vehicleColorsResponseSchema,
  vehicleListResponseSchema,
  vehicleResponseSchema,
  walletBalanceResponseSchema,
} from '@storefront/shared/contracts';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { loginWithCode, type TestMobile } from '../testing/customer-login';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const SARA: TestMobile = { country_code: 'SA', mobile: '551234567' };
const OMAR: TestMobile = { country_code: 'SA', mobile: '559876543' };
const LAYLA: TestMobile = { country_code: 'SA', mobile: '551112222' };
const MONA: TestMobile = { country_code: 'EG', mobile: '01012345678' };

const ADDRESS = {
  street_name: 'شارع العليا',
  building_type: 'office',
  building_number: '12',
  floor_number: '',
  apartment_number: null,
  special_mark: 'Blue door',
  description: 'Ring twice',
  latitude: 24.7,
  longitude: 46.68,
};

/** Every call of a logged-in customer, with a body where it needs one (ids of rows that exist at sufra). */
const CUSTOMER_CALLS: Array<{ method: string; path: string; body?: unknown }> = [
  { method: 'GET', path: FRAME_PATHS.customerDetails },
  { method: 'GET', path: FRAME_PATHS.walletBalance },
  { method: 'GET', path: FRAME_PATHS.pointsBalance },
  { method: 'POST', path: AUTH_PATHS.logout, body: {} },
  { method: 'PUT', path: PROFILE_PATHS.update, body: { name: 'Mallory' } },
  { method: 'POST', path: PROFILE_PATHS.referralCode, body: { referral_code: 'MONA25' } },
  { method: 'GET', path: `${ADDRESS_PATHS.list}?pagination=false` },
  { method: 'POST', path: ADDRESS_PATHS.create, body: ADDRESS },
  { method: 'PUT', path: ADDRESS_PATHS.update(1), body: ADDRESS },
  { method: 'DELETE', path: ADDRESS_PATHS.remove(1) },
  { method: 'GET', path: VEHICLE_PATHS.list },
  { method: 'POST', path: VEHICLE_PATHS.create, body: { brand_id: 1, color_id: 1, plate_number: 'X 1' } },
  { method: 'PUT', path: VEHICLE_PATHS.update(1), body: { brand_id: 1, color_id: 1, plate_number: 'X 1' } },
  { method: 'DELETE', path: VEHICLE_PATHS.remove(1) },
  { method: 'GET', path: LEDGER_PATHS.walletLogs },
  { method: 'GET', path: LEDGER_PATHS.pointsLogs },
  { method: 'GET', path: REWARD_PATHS.list },
  { method: 'POST', path: REWARD_PATHS.redeem(1), body: {} },
  { method: 'GET', path: CHALLENGE_PATHS.list },
  { method: 'GET', path: CHALLENGE_PATHS.details(1) },
];

describe.each(testDatabases())('account pages on $label', (database) => {
  const clock = createTestClock('2025-03-01T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  beforeEach(() => clock.advance(2 * 60 * 60_000));

  const login = async (tenant: DemoTenant, mobile: TestMobile) => (await loginWithCode(suite.api, tenant, mobile)).token;
  const send = (tenant: DemoTenant, token: string | null, path: string, method = 'GET', body?: unknown) => {
    const [pathname, search] = path.split('?');
    return customerCall(suite.api, tenant, token, pathname!, {
      method,
      ...(body === undefined ? {} : { body }),
      ...(search ? { query: Object.fromEntries(new URLSearchParams(search)) } : {}),
    });
  };

  describe('tenant isolation', () => {
    it('a token of one tenant gets 401 on every customer call of another, and changes nothing there', async () => {
      const sufraToken = await login(SUFRA, SARA);
      const nileToken = await login(NILE, MONA);
      const before = await suite.db.query('SELECT count(*)::int AS n FROM customer_addresses');
      for (const { method, path, body } of CUSTOMER_CALLS) {
        expect([path, (await send(NILE, sufraToken, path, method, body)).status]).toEqual([path, 401]);
        expect([path, (await send(SUFRA, nileToken, path, method, body)).status]).toEqual([path, 401]);
        expect([path, (await send(SUFRA, null, path, method, body)).status]).toEqual([path, 401]);
      }
      expect(await suite.db.query('SELECT count(*)::int AS n FROM customer_addresses')).toEqual(before);
      expect((await send(SUFRA, sufraToken, FRAME_PATHS.customerDetails)).status).toBe(200);
    });

    it("never shows or changes another customer's address or vehicle", async () => {
      const sara = await login(SUFRA, SARA);
      const omar = await login(SUFRA, OMAR);
      const saraAddress = addressListResponseSchema.parse((await send(SUFRA, sara, `${ADDRESS_PATHS.list}?pagination=false`)).body)
        .data[0]!;
      const saraVehicle = vehicleListResponseSchema.parse((await send(SUFRA, sara, VEHICLE_PATHS.list)).body).data[0]!;
      expect((await send(SUFRA, omar, ADDRESS_PATHS.update(saraAddress.id), 'PUT', ADDRESS)).status).toBe(404);
      expect((await send(SUFRA, omar, ADDRESS_PATHS.remove(saraAddress.id), 'DELETE')).status).toBe(404);
      expect((await send(SUFRA, omar, VEHICLE_PATHS.remove(saraVehicle.id), 'DELETE')).status).toBe(404);
      expect(addressListResponseSchema.parse((await send(SUFRA, omar, `${ADDRESS_PATHS.list}?pagination=false`)).body).data).toEqual([]);
    });
  });

  describe('my info and referral', () => {
    it('updates my info with the shared rules and keeps the mobile', async () => {
      const token = await login(SUFRA, OMAR);
      const refused = await send(SUFRA, token, PROFILE_PATHS.update, 'PUT', { name: '', email: 'bad', birth_date: '31/12/1990' });
      expect(refused.status).toBe(400);
      expect(apiErrorSchema.parse(refused.body).errors).toEqual({
        name: ['validation.required'],
        email: ['validation.email'],
        birth_date: ['validation.birthDate'],
      });
      const taken = await send(SUFRA, token, PROFILE_PATHS.update, 'PUT', { name: 'Omar', email: 'sara.qahtani@example.com' });
      expect(taken.status).toBe(409);
      const updated = await send(SUFRA, token, PROFILE_PATHS.update, 'PUT', {
        name: 'Omar Al-Harbi',
        email: 'omar@example.com',
        gender: 'male',
        birth_date: '١٩٩٠-٠١-٠٢',
      });
      expect(updated.status).toBe(200);
      expect(profileResponseSchema.parse(updated.body).data).toMatchObject({
        email: 'omar@example.com',
        birthDate: '1990-01-02',
        mobile: '559876543',
        referral_code: 'OMAR77',
      });
    });

    it('takes a friend’s code once, never one’s own, never an unknown one', async () => {
      const token = await login(NILE, MONA);
      const own = await send(NILE, token, PROFILE_PATHS.referralCode, 'POST', { referral_code: 'mona25' });
      expect([own.status, apiErrorSchema.parse(own.body).message]).toEqual([422, REFERRAL_MESSAGES.own]);
      const unknown = await send(NILE, token, PROFILE_PATHS.referralCode, 'POST', { referral_code: 'SARA10' });
      expect([unknown.status, apiErrorSchema.parse(unknown.body).message]).toEqual([422, REFERRAL_MESSAGES.invalid]);

      const omar = await login(SUFRA, OMAR);
      const walletBefore = walletBalanceResponseSchema.parse((await send(SUFRA, omar, FRAME_PATHS.walletBalance)).body).data.balance;
      const used = await send(SUFRA, omar, PROFILE_PATHS.referralCode, 'POST', { referral_code: ' layla5 ' });
      expect(used.status).toBe(200);
      expect(referralResponseSchema.parse(used.body).data).toEqual({ referral_code: 'LAYLA5', wallet_amount: 10, points: 0 });
      expect(walletBalanceResponseSchema.parse((await send(SUFRA, omar, FRAME_PATHS.walletBalance)).body).data.balance).toBe(
        walletBefore + 10,
      );
      const again = await send(SUFRA, omar, PROFILE_PATHS.referralCode, 'POST', { referral_code: 'SARA10' });
      expect([again.status, apiErrorSchema.parse(again.body).message]).toEqual([422, REFERRAL_MESSAGES.used]);
    });
  });

  describe('addresses', () => {
    it('adds, lists unpaged, edits and deletes an address', async () => {
      const token = await login(SUFRA, OMAR);
      const created = await send(SUFRA, token, ADDRESS_PATHS.create, 'POST', ADDRESS);
      expect(created.status).toBe(201);
      const address = addressResponseSchema.parse(created.body).data;
      expect(address).toMatchObject({ street_name: 'شارع العليا', floor_number: null, apartment_number: null, latitude: 24.7 });
      const list = addressListResponseSchema.parse((await send(SUFRA, token, `${ADDRESS_PATHS.list}?pagination=false`)).body);
      expect(list.data.map((row) => row.id)).toContain(address.id);
      expect(list.meta).toEqual({ current_page: 1, last_page: 1, per_page: list.data.length, total: list.data.length });

      const edited = await send(SUFRA, token, ADDRESS_PATHS.update(address.id), 'PUT', {
        ...ADDRESS,
        building_type: 'villa',
        latitude: null,
        longitude: null,
      });
      expect(addressResponseSchema.parse(edited.body).data).toMatchObject({ id: address.id, building_type: 'villa', latitude: null });
      expect((await send(SUFRA, token, ADDRESS_PATHS.remove(address.id), 'DELETE')).status).toBe(200);
      expect((await send(SUFRA, token, ADDRESS_PATHS.remove(address.id), 'DELETE')).status).toBe(404);
      expect((await send(SUFRA, token, ADDRESS_PATHS.remove('abc'), 'DELETE')).status).toBe(404);
    });

    it('answers the address rules per field', async () => {
      const token = await login(SUFRA, OMAR);
      const response = await send(SUFRA, token, ADDRESS_PATHS.create, 'POST', {
        ...ADDRESS,
        street_name: ' ',
        building_type: 'castle',
        description: 'x'.repeat(301),
        latitude: 91,
      });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).errors).toEqual({
        street_name: ['validation.required'],
        building_type: ['validation.choose'],
        description: ['validation.tooLong'],
        latitude: ['validation.coordinates'],
      });
    });
  });

  describe('vehicles', () => {
    it('serves the catalogues with logos and colour codes, and adds, edits and deletes a vehicle', async () => {
      const brands = vehicleBrandsResponseSchema.parse((await send(SUFRA, null, VEHICLE_PATHS.brands)).body).data;
      const colors = vehicleColorsResponseSchema.parse((await send(SUFRA, null, VEHICLE_PATHS.colors)).body).data;
      expect(brands.find((brand) => brand.names.en === 'Kia')).toEqual({
        id: 4,
        names: { ar: 'كيا', en: 'Kia' },
        logo: '/media/vehicles/kia.svg',
      });
      expect(colors.find((color) => color.id === 2)).toEqual({ id: 2, names: { ar: 'أسود', en: 'Black' }, code: '#111111' });

      const token = await login(SUFRA, OMAR);
      const created = await send(SUFRA, token, VEHICLE_PATHS.create, 'POST', { brand_id: 4, color_id: 2, plate_number: ' ABC ١٢٣ ' });
      expect(created.status).toBe(201);
      const vehicle = vehicleResponseSchema.parse(created.body).data;
      expect(vehicle).toMatchObject({
        brand_name: 'Kia',
        brand_logo: '/media/vehicles/kia.svg',
        color_name: 'Black',
        color_code: '#111111',
        plate_number: 'ABC 123',
        brand_names: { en: 'Kia', ar: 'كيا' },
        color_names: { en: 'Black', ar: 'أسود' },
      });
      const edited = await send(SUFRA, token, VEHICLE_PATHS.update(vehicle.id), 'PUT', { brand_id: 1, color_id: 5, plate_number: 'XYZ 9' });
      expect(vehicleResponseSchema.parse(edited.body).data).toMatchObject({ brand_name: 'Toyota', color_name: 'Red' });
      const unknown = await send(SUFRA, token, VEHICLE_PATHS.update(vehicle.id), 'PUT', {
        brand_id: 999,
        color_id: 5,
        plate_number: 'XYZ 9',
      });
      expect(unknown.status).toBe(400);
      const long = await send(SUFRA, token, VEHICLE_PATHS.create, 'POST', { brand_id: 1, color_id: 1, plate_number: 'x'.repeat(21) });
      expect(apiErrorSchema.parse(long.body).errors).toEqual({ plate_number: ['validation.tooLong'] });
      expect((await send(SUFRA, token, VEHICLE_PATHS.remove(vehicle.id), 'DELETE')).status).toBe(200);
      expect(vehicleListResponseSchema.parse((await send(SUFRA, token, VEHICLE_PATHS.list)).body).data).toEqual([]);
    });
  });

  describe('ledgers, rewards and challenges', () => {
    it('pages the logs newest first, and the balance is the sum of the entries', async () => {
      const token = await login(SUFRA, LAYLA);
      const first = ledgerPageResponseSchema.parse((await send(SUFRA, token, `${LEDGER_PATHS.pointsLogs}?page=1&per_page=10`)).body);
      const second = ledgerPageResponseSchema.parse((await send(SUFRA, token, `${LEDGER_PATHS.pointsLogs}?page=2&per_page=10`)).body);
      // 14 seeded entries, and maybe a referral credit of an earlier test.
      expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: expect.any(Number) });
      expect(first.meta.total).toBeGreaterThanOrEqual(14);
      expect(first.data).toHaveLength(10);
      expect(second.data).toHaveLength(first.meta.total - 10);
      expect(second.meta.current_page).toBe(2);
      const all = [...first.data, ...second.data];
      expect(all.map((entry) => entry.created_at)).toEqual([...all.map((entry) => entry.created_at)].sort().reverse());
      const balance = pointsBalanceResponseSchema.parse((await send(SUFRA, token, FRAME_PATHS.pointsBalance)).body).data.balance;
      expect(balance).toBe(all.reduce((sum, entry) => sum + entry.amount, 0));
      expect((await send(SUFRA, token, `${LEDGER_PATHS.walletLogs}?per_page=51`)).status).toBe(400);
    });

    it('redeems a reward with points as new ledger entries; not enough points is explained', async () => {
      const token = await login(SUFRA, LAYLA);
      const rewards = rewardListResponseSchema.parse((await send(SUFRA, token, REWARD_PATHS.list)).body).data;
      expect(rewards.map((reward) => reward.names.en)).toEqual(['Free Arabic coffee', 'Kunafa with cream', '25 SAR wallet credit']);
      expect(rewardListResponseSchema.parse((await send(SUFRA, token, `${REWARD_PATHS.list}?provider=reservation`)).body).data).toEqual([]);
      const credit = rewards[2]!;
      const pointsBefore = pointsBalanceResponseSchema.parse((await send(SUFRA, token, FRAME_PATHS.pointsBalance)).body).data.balance;
      const walletBefore = walletBalanceResponseSchema.parse((await send(SUFRA, token, FRAME_PATHS.walletBalance)).body).data.balance;
      const redeemed = await send(SUFRA, token, REWARD_PATHS.redeem(credit.id), 'POST', {});
      expect(redeemed.status).toBe(201);
      expect(redeemResponseSchema.parse(redeemed.body).data).toMatchObject({
        points: 500,
        wallet_amount: 25,
        points_balance: pointsBefore - 500,
      });
      expect(walletBalanceResponseSchema.parse((await send(SUFRA, token, FRAME_PATHS.walletBalance)).body).data.balance).toBe(
        walletBefore + 25,
      );
      // The entries name the voucher, not the reward's English name (the Arabic storefront shows the reference as is).
      const { code } = redeemResponseSchema.parse(redeemed.body).data;
      const rewardEntries = async (path: string) =>
        ledgerPageResponseSchema
          .parse((await send(SUFRA, token, `${path}?per_page=50`)).body)
          .data.filter((entry) => entry.reason_code === 'reward')
          .map(({ amount, reference }) => ({ amount, reference }));
      expect(await rewardEntries(LEDGER_PATHS.pointsLogs)).toEqual([{ amount: -500, reference: code }]);
      expect(await rewardEntries(LEDGER_PATHS.walletLogs)).toEqual([{ amount: 25, reference: code }]);

      const refused = await send(SUFRA, token, REWARD_PATHS.redeem(credit.id), 'POST', {});
      expect([refused.status, apiErrorSchema.parse(refused.body).message]).toEqual([422, POINTS_NOT_ENOUGH_MESSAGE]);
      expect(pointsBalanceResponseSchema.parse((await send(SUFRA, token, FRAME_PATHS.pointsBalance)).body).data.balance).toBe(
        pointsBefore - 500,
      );
      expect((await send(SUFRA, token, REWARD_PATHS.redeem(99999), 'POST', {})).status).toBe(404);
    });

    it('never changes a ledger entry in place', async () => {
      await expect(suite.db.query('UPDATE points_ledger SET amount = 1000000')).rejects.toThrow(/never changed/);
      await expect(suite.db.query('UPDATE wallet_ledger SET amount = 1000000')).rejects.toThrow(/never changed/);
    });

    it('lists challenges with the customer’s progress and their reward, and the details of one', async () => {
      const sara = await login(SUFRA, SARA);
      const list = challengeListResponseSchema.parse((await send(SUFRA, sara, CHALLENGE_PATHS.list)).body);
      expect(list.data.map((challenge) => [challenge.names.en, challenge.progress, challenge.target, challenge.completed])).toEqual([
        ['Order 5 times', 3, 5, false],
        ['Big spender', 380, 500, false],
      ]);
      expect(list.meta.total).toBe(2);
      const details = challengeDetailsResponseSchema.parse((await send(SUFRA, sara, CHALLENGE_PATHS.details(list.data[0]!.id))).body).data;
      expect(details).toMatchObject({ reward_type: 'points', reward_amount: 100 });
      expect(details.entries.map((entry) => entry.reference)).toEqual(['#1063', '#1057', '#1042']);
      const layla = await login(SUFRA, LAYLA);
      const laylas = challengeListResponseSchema.parse((await send(SUFRA, layla, CHALLENGE_PATHS.list)).body).data;
      expect(laylas.find((challenge) => challenge.goal_type === 'orders_amount')).toMatchObject({ progress: 500, completed: true });
      const mona = await login(NILE, MONA);
      expect((await send(NILE, mona, CHALLENGE_PATHS.details(list.data[0]!.id))).status).toBe(404);
    });
  });
});
