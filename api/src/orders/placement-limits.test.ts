import { CHECKOUT_PATHS, checkoutPreviewResponseSchema, placeOrderResponseSchema } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };
const PARALLEL = 20;

describe.each(testDatabases())('placement limits under parallel requests on $label', (database) => {
  let calls: ReturnType<typeof orderCalls>;
  // Sunday 12:00 in Riyadh: Sufra - Olaya (branch 1) is open.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  const customer = async (mobile: string) => {
    const login = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile });
    return { token: login.token, id: login.customer.id };
  };
  const pickupCart = () => calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] });
  const placeBody = async (cartId: string, extra: Record<string, unknown> = {}) => ({
    cart_id: cartId,
    delivery_time: 'asap',
    payment_method: 'cash',
    human_check: await calls.humanCheck(),
    ...extra,
  });
  const count = async (sql: string, params: unknown[]): Promise<number> =>
    (await suite.db.query<{ count: number }>(sql, params))[0]?.count ?? 0;

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
  }, DATABASE_SETUP_TIMEOUT_MS);

  it(`makes one order of one cart when ${PARALLEL} placements with ${PARALLEL} keys race`, async () => {
    const sara = await customer('551240001');
    const cartId = await pickupCart();
    const bodies = await Promise.all(Array.from({ length: PARALLEL }, () => placeBody(cartId)));
    const answers = await Promise.all(
      bodies.map((body, index) => calls.place(sara.token, body, `race-cart-${String(index).padStart(4, '0')}`)),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(1);
    const orderId = placeOrderResponseSchema.parse(placed[0]?.body).data.order.id;
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body])).toEqual(
      Array.from({ length: PARALLEL - 1 }, () => [
        409,
        { code: 'cart_ordered', message: 'This cart was already ordered.', order_id: orderId },
      ]),
    );
    expect(await count('SELECT count(*)::int AS count FROM orders WHERE cart_id = $1', [cartId])).toBe(1);
  });

  it(`lets one customer use a once-per-customer coupon once under ${PARALLEL} parallel orders`, async () => {
    const omar = await customer('551240002');
    const carts = await Promise.all(Array.from({ length: PARALLEL }, () => pickupCart()));
    const bodies = await Promise.all(carts.map((cartId) => placeBody(cartId, { coupon_code: 'WELCOME10' })));
    const answers = await Promise.all(
      bodies.map((body, index) => calls.place(omar.token, body, `race-coupon-${String(index).padStart(4, '0')}`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => [answer.status, answer.body])).toEqual(
      Array.from({ length: PARALLEL - 1 }, () => [422, { code: 'coupon_unavailable', message: 'Coupon is not available or expired.' }]),
    );
    expect(await count(`SELECT count(*)::int AS count FROM orders WHERE customer_id = $1 AND coupon_code = 'WELCOME10'`, [omar.id])).toBe(
      1,
    );

    // Used: the check and the checkout say so to this customer; another customer may still use it.
    const cartId = await pickupCart();
    expect((await calls.post(omar.token, CHECKOUT_PATHS.couponCheck, { cart_id: cartId, code: 'WELCOME10' })).body).toEqual({
      code: 'coupon_unavailable',
      message: 'Coupon is not available or expired.',
    });
    const preview = await calls.post(omar.token, CHECKOUT_PATHS.preview, {
      cart_id: cartId,
      delivery_time: 'asap',
      payment_method: 'cash',
      coupon_code: 'WELCOME10',
    });
    expect(checkoutPreviewResponseSchema.parse(preview.body).data).toMatchObject({
      discount: 0,
      coupon_message: 'Coupon is not available or expired.',
      coupon_refusal: 'coupon_unavailable',
    });
    const layla = await customer('551240003');
    expect(
      (await calls.placed(layla.token, await placeBody(await pickupCart(), { coupon_code: 'WELCOME10' }), 'coupon-other-0001')).order,
    ).toMatchObject({ coupon_code: 'WELCOME10', discount: 7.36 });
  });

  it(`holds a coupon's total use limit under ${PARALLEL} parallel orders of different customers`, async () => {
    await suite.db.query(
      `INSERT INTO coupons (tenant_id, code, kind, value, max_uses) SELECT id, 'FIRST3', 'fixed', 5, 3 FROM tenants WHERE name = 'sufra'`,
    );
    const buyers: Array<{ token: string; id: number }> = [];
    for (const index of [4, 5, 6, 7]) buyers.push(await customer(`55124000${index}`));
    const bodies = await Promise.all(
      Array.from({ length: PARALLEL }, async () => placeBody(await pickupCart(), { coupon_code: 'FIRST3' })),
    );
    const answers = await Promise.all(
      bodies.map((body, index) => calls.place(buyers[index % buyers.length]!.token, body, `race-first3-${String(index).padStart(4, '0')}`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(await count(`SELECT count(*)::int AS count FROM orders WHERE coupon_code = 'FIRST3'`, [])).toBe(3);
  });

  it(`gives ${PARALLEL} parallel orders of different customers consecutive numbers, none twice`, async () => {
    const buyers: Array<{ token: string; id: number }> = [];
    // One at a time: a login reads the latest code of the outbox.
    for (const index of [0, 1, 2, 3]) buyers.push(await customer(`55124010${index}`));
    const bodies = await Promise.all(Array.from({ length: PARALLEL }, async () => placeBody(await pickupCart())));
    const answers = await Promise.all(
      bodies.map((body, index) => calls.place(buyers[index % buyers.length]!.token, body, `race-number-${String(index).padStart(4, '0')}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: PARALLEL }, () => 201));
    const numbers = answers.map((answer) => placeOrderResponseSchema.parse(answer.body).data.order.number).sort((a, b) => a - b);
    const first = numbers[0]!;
    expect(numbers).toEqual(Array.from({ length: PARALLEL }, (_, index) => first + index));
  });

  it(`fills a scheduled slot to its capacity and no further under ${PARALLEL} parallel orders`, async () => {
    const hana = await customer('551240110');
    const bodies = await Promise.all(
      Array.from({ length: PARALLEL }, async () =>
        placeBody(await pickupCart(), { delivery_time: 'schedule', scheduled_day: '2026-11-23', scheduled_period: '14:00' }),
      ),
    );
    const answers = await Promise.all(
      bodies.map((body, index) => calls.place(hana.token, body, `race-slot-${String(index).padStart(4, '0')}`)),
    );
    // Sufra's slots take 3 orders each (`order.slot_capacity`).
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => [answer.status, answer.body])).toEqual(
      Array.from({ length: PARALLEL - 3 }, () => [422, { code: 'slot_invalid', message: 'The selected slot is invalid.' }]),
    );
  });

  it(`never spends more points or wallet than the customer has under ${PARALLEL} parallel orders`, async () => {
    const rami = await customer('551240120');
    await suite.db.query(
      `INSERT INTO points_ledger (tenant_id, customer_id, amount, reason, reason_code) SELECT tenant_id, id, 1000, 'Test', 'other' FROM customers WHERE id = $1`,
      [rami.id],
    );
    await suite.db.query(
      `INSERT INTO wallet_ledger (tenant_id, customer_id, amount, reason, reason_code) SELECT tenant_id, id, 100, 'Test', 'other' FROM customers WHERE id = $1`,
      [rami.id],
    );
    const bodies = await Promise.all(
      Array.from({ length: PARALLEL }, async () =>
        placeBody(await pickupCart(), { use_points: true, use_wallet: true, payment_method: 'hosted' }),
      ),
    );
    const answers = await Promise.all(
      bodies.map((body, index) => calls.place(rami.token, body, `race-spend-${String(index).padStart(4, '0')}`)),
    );
    const orders = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => placeOrderResponseSchema.parse(answer.body).data.order);
    expect(orders.length).toBeGreaterThan(0);
    const balance = async (ledger: string) =>
      (
        await suite.db.query<{ balance: number }>(
          `SELECT COALESCE(SUM(amount), 0)::float8 AS balance FROM ${ledger} WHERE customer_id = $1`,
          [rami.id],
        )
      )[0]!.balance;
    const pointsLeft = await balance('points_ledger');
    const walletLeft = await balance('wallet_ledger');
    expect(pointsLeft).toBeGreaterThanOrEqual(0);
    expect(walletLeft).toBeGreaterThanOrEqual(0);
    // What the orders say they used is what left the ledgers, and no more than was there.
    expect(orders.reduce((sum, order) => sum + order.points_used, 0)).toBe(1000 - pointsLeft);
    expect(Math.round(orders.reduce((sum, order) => sum + order.wallet_discount, 0) * 100)).toBe(Math.round((100 - walletLeft) * 100));
    expect(orders.filter((order) => order.points_used > 0)).toHaveLength(1);
  });

  it('answers an unknown code invalid, and expired, switched-off and future codes not available or expired (spec section 8), at the check and the placing alike', async () => {
    const sara = await customer('551240008');
    await suite.db.query(
      `INSERT INTO coupons (tenant_id, code, kind, value, starts_at, active)
       SELECT id, code, 'fixed', 5, starts_at::timestamptz, active FROM tenants,
         (VALUES ('SOON5', '2027-01-01T00:00:00Z', true), ('OFF5', NULL, false)) AS extra (code, starts_at, active)
        WHERE name = 'sufra'`,
    );
    const cartId = await pickupCart();
    const answers = [];
    for (const code of ['NOSUCHCODE42', 'OLD5', 'SOON5', 'OFF5']) {
      const check = await calls.post(sara.token, CHECKOUT_PATHS.couponCheck, { cart_id: cartId, code });
      const placing = await calls.place(sara.token, await placeBody(cartId, { coupon_code: code }), `enumerate-${code}`);
      answers.push([check.status, check.body, placing.status, placing.body]);
    }
    const invalid = { code: 'coupon_invalid', message: 'The coupon code is invalid.' };
    const unavailable = { code: 'coupon_unavailable', message: 'Coupon is not available or expired.' };
    expect(answers).toEqual([[422, invalid, 422, invalid], ...Array.from({ length: 3 }, () => [422, unavailable, 422, unavailable])]);
  });
});
