import { CHECKOUT_PATHS, checkoutHumanCheckResponseSchema } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { HUMAN_CHECK_PASS_MS, RECENT_PAYMENT_FAILURES_LIMIT, UNUSUAL_BASKET_UNITS } from './order-risk';
import { useTestApi } from '../testing/test-suite';

const HUMMUS = { item_id: 131, quantity: 1, option_ids: [], notes: '' };
// More units than a first order usually holds: hummus, laban and vimto (at most 10, 20 and 20 per purchase).
const UNUSUAL = [
  { ...HUMMUS, quantity: 10 },
  { item_id: 164, quantity: 10, option_ids: [], notes: '' },
  { item_id: 165, quantity: UNUSUAL_BASKET_UNITS - 19, option_ids: [], notes: '' },
];
const WRONG_DATA = 'Wrong Data, Please complete the human validation';

describe.each(testDatabases())('the human check at checkout, only where the risk is, on $label', (database) => {
  let calls: ReturnType<typeof orderCalls>;
  // Sunday 12:00 in Riyadh: Sufra - Olaya (branch 1) is open.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
  }, DATABASE_SETUP_TIMEOUT_MS);

  const pickup = async (lines: unknown[] = [HUMMUS]) => ({
    cart_id: await calls.cart({ branch_id: 1, order_type: 'pickup', lines }),
    delivery_time: 'asap',
    payment_method: 'cash',
  });
  const announced = async (token: string): Promise<boolean> =>
    checkoutHumanCheckResponseSchema.parse((await calls.get(token, CHECKOUT_PATHS.humanCheck)).body).data.required;
  const orderCount = async (customerId: number): Promise<number> =>
    (await suite.db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders WHERE customer_id = $1', [customerId]))[0]!.count;
  const failPayments = async (orderId: number, from: number) => {
    for (let failure = from; failure < from + RECENT_PAYMENT_FAILURES_LIMIT; failure += 1)
      await suite.db.query(
        `INSERT INTO payment_sessions (id, tenant_id, order_id, provider, provider_ref, method, status, amount_minor, currency, redirect_url, expires_at, created_at)
         SELECT $1, tenant_id, id, 'sandbox', $1, 'card', 'failed', 100, 'SAR', 'https://pay.invalid', $3, $3 FROM orders WHERE id = $2`,
        [`risk-failed-${orderId}-${failure}`, orderId, clock.now().toISOString()],
      );
  };

  it('does not ask a logged-in customer (a mobile proven by a code) with a normal basket, new as they are', async () => {
    const { token } = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551112233' });
    expect(await announced(token)).toBe(false);
    expect((await calls.place(token, await pickup(), 'risk-0001')).status).toBe(201);
  });

  it('asks a new customer with an unusual basket: 20 parallel placements without an answer are all refused', async () => {
    const { token, customer } = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551112234' });
    const body = await pickup(UNUSUAL);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, at) => calls.place(token, body, `risk-par-${String(at).padStart(4, '0')}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 400));
    for (const answer of answers) expect(answer.body).toMatchObject({ message: WRONG_DATA, errors: { human_check: [expect.any(String)] } });
    expect(await orderCount(customer.id)).toBe(0);
    const wrong = await calls.place(token, { ...body, human_check: { key: 'nope', answer: '1' } }, 'risk-0102');
    expect(wrong.status).toBe(400);
    expect((await calls.place(token, { ...body, human_check: await calls.humanCheck() }, 'risk-0103')).status).toBe(201);
  });

  it('keeps an answer good across a failed placement, until it is 30 minutes old', async () => {
    const { token } = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551112235' });
    const answer = await calls.humanCheck();
    // Answered, then refused for something else (an unknown coupon): the same answer is taken again.
    const refused = await calls.place(token, { ...(await pickup(UNUSUAL)), coupon_code: 'NO-SUCH-CODE', human_check: answer }, 'risk-0201');
    expect(refused.status).toBe(422);
    expect((await calls.place(token, { ...(await pickup(UNUSUAL)), human_check: answer }, 'risk-0202')).status).toBe(201);
    clock.advance(HUMAN_CHECK_PASS_MS);
    await suite.db.query(
      "UPDATE orders SET status = 'cancelled' WHERE customer_id = (SELECT id FROM customers WHERE mobile = '551112235')",
    );
    expect((await calls.place(token, await pickup(UNUSUAL), 'risk-0203')).body).toMatchObject({ message: WRONG_DATA });
  });

  it('asks anyone again after repeated failed payments (card testing), and an answer holds until as many fail again', async () => {
    const { token } = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551112236' });
    const { order } = await calls.placed(token, await pickup(), 'risk-0301');
    for (const action of ['accept', 'ready', 'deliver'] as const) expect((await calls.operator(order.id, action)).status).toBe(200);
    // Collected: an unusual basket is not asked of them.
    expect((await calls.place(token, await pickup(UNUSUAL), 'risk-0302')).status).toBe(201);

    await failPayments(order.id, 0);
    expect(await announced(token)).toBe(true);
    expect((await calls.place(token, await pickup(), 'risk-0303')).body).toMatchObject({ message: WRONG_DATA });
    expect((await calls.place(token, { ...(await pickup()), human_check: await calls.humanCheck() }, 'risk-0304')).status).toBe(201);
    // One more declined card does not ask again; as many as the limit do.
    clock.advance(1000);
    expect(await announced(token)).toBe(false);
    await failPayments(order.id, RECENT_PAYMENT_FAILURES_LIMIT);
    expect(await announced(token)).toBe(true);
  });
});
