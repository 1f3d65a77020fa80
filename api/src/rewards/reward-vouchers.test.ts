import {
  CHECKOUT_PATHS,
  LEDGER_PATHS,
  REWARD_PATHS,
  couponCheckResponseSchema,
  ledgerPageResponseSchema,
  pointsBalanceResponseSchema,
  FRAME_PATHS,
  redeemResponseSchema,
  rewardListResponseSchema,
  voucherListResponseSchema,
} from '@storefront/shared/contracts';
import { pointsBalance, writePointsEntry } from '../ledgers/ledger-repository';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { sweepExpiredVouchers } from './reward-service';

const COFFEE = { item_id: 161, quantity: 1, option_ids: [], notes: '' };
const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };
const DAY = 24 * 60 * 60_000;
const PARALLEL = 8;

// Each case logs in, redeems and places orders over HTTP: more than the default 5 s on a busy machine.
jest.setTimeout(30_000);

describe.each(testDatabases())('reward vouchers on $label', (database) => {
  let calls: ReturnType<typeof orderCalls>;
  // Sunday 12:00 in Riyadh: Sufra - Olaya (branch 1) is open.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  let mobiles = 0;

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
  }, DATABASE_SETUP_TIMEOUT_MS);
  beforeEach(() => clock.set('2026-11-22T09:00:00Z'));

  /** A new sufra customer with `points` points. */
  const customer = async (points: number) => {
    mobiles += 1;
    const login = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: `5512600${String(mobiles).padStart(2, '0')}` });
    const [tenant] = await suite.db.query<{ id: number }>("SELECT id FROM tenants WHERE name = 'sufra'");
    const tenantId = tenant?.id ?? 0;
    await writePointsEntry(suite.db, {
      tenantId,
      customerId: login.customer.id,
      amount: points,
      reason: 'Test points',
      reasonCode: 'other',
      reference: null,
      now: clock.now(),
    });
    return { token: login.token, id: login.customer.id, tenantId };
  };
  const coffee = async (token: string) => {
    const rewards = rewardListResponseSchema.parse((await calls.get(token, REWARD_PATHS.list)).body).data;
    return rewards.find((reward) => reward.names.en === 'Free Arabic coffee')!;
  };
  const redeemCoffee = async (token: string) => {
    const reward = await coffee(token);
    const answer = await calls.post(token, REWARD_PATHS.redeem(reward.id), {});
    expect([answer.status, answer.body]).toEqual([201, expect.anything()]);
    return redeemResponseSchema.parse(answer.body).data;
  };
  const mine = async (token: string) => voucherListResponseSchema.parse((await calls.get(token, REWARD_PATHS.mine)).body).data;
  const points = async (token: string) =>
    pointsBalanceResponseSchema.parse((await calls.get(token, FRAME_PATHS.pointsBalance)).body).data.balance;
  const check = async (token: string, code: string, lines: unknown[] = [COFFEE, HUMMUS]) => {
    const cartId = await calls.cart({ branch_id: 1, order_type: 'pickup', lines });
    return calls.post(token, CHECKOUT_PATHS.couponCheck, { cart_id: cartId, code });
  };
  const placeBody = async (code: string) => ({
    cart_id: await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [COFFEE, HUMMUS] }),
    delivery_time: 'asap',
    payment_method: 'cash',
    coupon_code: code,
    human_check: await calls.humanCheck(),
  });
  const coffeePrice = async (): Promise<number> =>
    ((await suite.db.query<{ price_minor: number }>('SELECT price_minor FROM menu_items WHERE id = 161'))[0]?.price_minor ?? 0) / 100;

  it('keeps a redeemed voucher in my rewards until used, and takes its dish off at checkout for its customer only', async () => {
    const sara = await customer(150);
    const redemption = await redeemCoffee(sara.token);
    expect(redemption).toMatchObject({
      points: 100,
      points_balance: 50,
      expires_at: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    });
    expect(await mine(sara.token)).toEqual([
      {
        id: redemption.id,
        reward_id: redemption.reward_id,
        names: { ar: 'قهوة عربية مجانية', en: 'Free Arabic coffee' },
        descriptions: expect.objectContaining({ en: 'A pot of Arabic coffee with dates on your next order.' }),
        item_id: 161,
        points: 100,
        code: redemption.code,
        created_at: clock.now().toISOString(),
        expires_at: redemption.expires_at,
      },
    ]);

    const checked = await check(sara.token, redemption.code.toLowerCase());
    expect(checked.status).toBe(200);
    expect(couponCheckResponseSchema.parse(checked.body).data).toMatchObject({
      code: redemption.code,
      item_id: 161,
      discount: await coffeePrice(),
    });
    // Without its dish in the cart the voucher does not apply; another customer's is as unknown as a wrong code.
    expect((await check(sara.token, redemption.code, [HUMMUS])).body).toMatchObject({ code: 'coupon_unavailable' });
    const omar = await customer(0);
    expect((await check(omar.token, redemption.code)).body).toEqual({ code: 'coupon_invalid', message: 'The coupon code is invalid.' });

    const order = await calls.placed(sara.token, await placeBody(redemption.code), 'voucher-used-once');
    expect(order.order).toMatchObject({ coupon_code: redemption.code, discount: await coffeePrice() });
    expect(await mine(sara.token)).toEqual([]);
    expect((await check(sara.token, redemption.code)).body).toMatchObject({ code: 'coupon_unavailable' });
  });

  it(`lets only one of ${PARALLEL} parallel orders with one voucher code have it`, async () => {
    const layla = await customer(100);
    const { code } = await redeemCoffee(layla.token);
    const bodies = await Promise.all(Array.from({ length: PARALLEL }, () => placeBody(code)));
    const answers = await Promise.all(bodies.map((body, index) => calls.place(layla.token, body, `voucher-race-${index}`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => [answer.status, answer.body])).toEqual(
      Array.from({ length: PARALLEL - 1 }, () => [422, { code: 'coupon_unavailable', message: 'Coupon is not available or expired.' }]),
    );
    const used = await suite.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM orders WHERE customer_id = $1 AND coupon_code = $2',
      [layla.id, code],
    );
    expect(used[0]?.count).toBe(1);
  });

  it('gives the points back once when a voucher expires unused (read by the customer, or by the sweep), and never for a used one', async () => {
    const khalid = await customer(300);
    const unused = await redeemCoffee(khalid.token);
    const used = await redeemCoffee(khalid.token);
    await calls.placed(khalid.token, await placeBody(used.code), 'voucher-before-expiry');
    expect(await points(khalid.token)).toBe(100);

    // A minute before the end it is still there and usable.
    clock.advance(30 * DAY - 60_000);
    expect((await mine(khalid.token)).map((voucher) => voucher.code)).toEqual([unused.code]);
    expect((await check(khalid.token, unused.code)).status).toBe(200);

    clock.advance(60_000);
    expect(await mine(khalid.token)).toEqual([]);
    expect(await points(khalid.token)).toBe(200);
    const log = ledgerPageResponseSchema.parse((await calls.get(khalid.token, LEDGER_PATHS.pointsLogs)).body).data;
    expect(log.filter((entry) => entry.reason_code === 'reward').map((entry) => [entry.amount, entry.reference])).toEqual([
      [100, unused.code],
      [-100, used.code],
      [-100, unused.code],
    ]);
    expect((await check(khalid.token, unused.code)).body).toMatchObject({ code: 'coupon_unavailable' });
    expect(await sweepExpiredVouchers({ db: suite.db, clock: clock.now })).toBe(0);
    expect(await points(khalid.token)).toBe(200);

    // Nobody reads (their tokens have even expired): the sweep gives them back, once, even when called twice at once.
    const mona = await customer(100);
    await redeemCoffee(mona.token);
    clock.advance(31 * DAY);
    const pointsOf = (who: { id: number; tenantId: number }) => pointsBalance(suite.db, who.tenantId, who.id);
    const swept = await Promise.all([
      sweepExpiredVouchers({ db: suite.db, clock: clock.now }),
      sweepExpiredVouchers({ db: suite.db, clock: clock.now }),
    ]);
    expect(swept[0]! + swept[1]!).toBe(1);
    expect(await pointsOf(mona)).toBe(100);
    expect(await pointsOf(khalid)).toBe(200);
  });

  it("keeps a voucher as long as the restaurant's rule says", async () => {
    await suite.db.query(
      "INSERT INTO settings (tenant_id, key, value) SELECT id, 'order.reward_voucher_valid_days', '7' FROM tenants WHERE name = 'sufra' ON CONFLICT (tenant_id, key) DO UPDATE SET value = '7'",
    );
    try {
      const sara = await customer(100);
      const redemption = await redeemCoffee(sara.token);
      expect(redemption.expires_at).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());
      clock.advance(7 * DAY);
      expect(await mine(sara.token)).toEqual([]);
      expect(await points(sara.token)).toBe(100);
    } finally {
      await suite.db.query("DELETE FROM settings WHERE key = 'order.reward_voucher_valid_days'");
    }
  });
});
