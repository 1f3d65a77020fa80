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

  it('answers unknown, expired, switched-off and future codes alike, so codes cannot be found by trying', async () => {
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
    expect(answers).toEqual(Array.from({ length: 4 }, () => [422, invalid, 422, invalid]));
  });
});
