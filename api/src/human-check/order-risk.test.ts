import { CHECKOUT_PATHS, checkoutHumanCheckResponseSchema } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { RECENT_PAYMENT_FAILURES_LIMIT } from './order-risk';
import { useTestApi } from '../testing/test-suite';

const HUMMUS = { item_id: 131, quantity: 1, option_ids: [], notes: '' };
const WRONG_DATA = 'Wrong Data, Please complete the human validation';

describe.each(testDatabases())('the human check at checkout, where the risk is, on $label', (database) => {
  let calls: ReturnType<typeof orderCalls>;
  // Sunday 12:00 in Riyadh: Sufra - Olaya (branch 1) is open.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
  }, DATABASE_SETUP_TIMEOUT_MS);

  const pickup = async () => ({
    cart_id: await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] }),
    delivery_time: 'asap',
    payment_method: 'cash',
  });
  const announced = async (token: string): Promise<boolean> =>
    checkoutHumanCheckResponseSchema.parse((await calls.get(token, CHECKOUT_PATHS.humanCheck)).body).data.required;

  it('asks a new customer, not one with a collected order, and again after repeated failed payments', async () => {
    const { token } = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551112233' });
    expect(await announced(token)).toBe(true);
    const unanswered = await calls.place(token, await pickup(), 'risk-0001');
    expect(unanswered.status).toBe(400);
    expect(unanswered.body).toMatchObject({ message: WRONG_DATA, errors: { human_check: [expect.any(String)] } });
    const wrong = await calls.place(token, { ...(await pickup()), human_check: { key: 'nope', answer: '1' } }, 'risk-0002');
    expect(wrong.status).toBe(400);
    const { order } = await calls.placed(token, { ...(await pickup()), human_check: await calls.humanCheck() }, 'risk-0003');

    // Placed but never collected: still a new customer.
    expect(await announced(token)).toBe(true);
    for (const action of ['accept', 'ready', 'deliver'] as const) expect((await calls.operator(order.id, action)).status).toBe(200);
    expect(await announced(token)).toBe(false);
    expect((await calls.place(token, await pickup(), 'risk-0004')).status).toBe(201);

    // Card testing: failed online payments within the hour bring the check back.
    for (let failure = 0; failure < RECENT_PAYMENT_FAILURES_LIMIT; failure += 1)
      await suite.db.query(
        `INSERT INTO payment_sessions (id, tenant_id, order_id, provider, provider_ref, method, status, amount_minor, currency, redirect_url, expires_at, created_at)
         SELECT $1, tenant_id, id, 'sandbox', $1, 'card', 'failed', 100, 'SAR', 'https://pay.invalid', $3, $3 FROM orders WHERE id = $2`,
        [`risk-failed-${failure}`, order.id, clock.now().toISOString()],
      );
    expect(await announced(token)).toBe(true);
    expect((await calls.place(token, await pickup(), 'risk-0005')).body).toMatchObject({ message: WRONG_DATA });
  });
});
