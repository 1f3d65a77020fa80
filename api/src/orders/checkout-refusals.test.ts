import { CHECKOUT_PATHS, FRAME_PATHS, paymentMethodsResponseSchema, pointsBalanceResponseSchema } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };

describe.each(testDatabases())('what the checkout may not ask on $label', (database) => {
  // Sunday 12:00 in Riyadh: Sufra - Olaya (branch 1) is open.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  let calls: ReturnType<typeof orderCalls>;
  let sara: string;
  let khalid: string;

  const body = async (orderType: string, overrides: Record<string, unknown> = {}) => ({
    cart_id: await calls.cart({ branch_id: 1, order_type: orderType, lines: [HUMMUS] }),
    delivery_time: 'asap',
    payment_method: 'cash',
    human_check: await calls.humanCheck(),
    ...overrides,
  });
  const methods = async (query: Record<string, string>) =>
    paymentMethodsResponseSchema
      .parse((await call(suite.api, CHECKOUT_PATHS.paymentMethods, { headers: storefrontHeaders(SUFRA), query })).body)
      .data.map((method) => method.code);

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
    sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
    khalid = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551114455' })).token;
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('offers card on delivery for delivery orders only, and refuses it for the others', async () => {
    expect(await methods({})).toEqual(['cash', 'card_on_delivery', 'hosted', 'card']);
    expect(await methods({ order_type: 'delivery' })).toEqual(['cash', 'card_on_delivery', 'hosted', 'card']);
    for (const type of ['pickup', 'curbside', 'dine_in']) expect(await methods({ order_type: type })).toEqual(['cash', 'hosted', 'card']);
    expect(
      (await call(suite.api, CHECKOUT_PATHS.paymentMethods, { headers: storefrontHeaders(SUFRA), query: { order_type: 'boat' } })).status,
    ).toBe(400);

    const refused = await calls.place(sara, await body('pickup', { payment_method: 'card_on_delivery' }), 'card-pickup-0001');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      code: 'payment_method_unavailable',
      message: 'This payment method is not available: card on delivery is for delivery orders only.',
    });
    const { human_check: _, ...preview } = await body('pickup', { payment_method: 'card_on_delivery' });
    expect((await calls.post(sara, CHECKOUT_PATHS.preview, preview)).status).toBe(422);
    expect((await calls.placed(sara, await body('pickup'), 'card-pickup-0002')).order.payment_method).toBe('cash');
  });

  it('says with the balance whether points can pay, and refuses them below the minimum with the minimum', async () => {
    const points = async (token: string) =>
      pointsBalanceResponseSchema.parse((await calls.get(token, FRAME_PATHS.pointsBalance)).body).data;
    expect(await points(sara)).toEqual({ balance: 340, min_balance: 500, usable: false });
    expect(await points(khalid)).toEqual({ balance: 600, min_balance: 500, usable: true });

    const refused = await calls.place(sara, await body('pickup', { use_points: true }), 'points-low-0001');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      code: 'points_not_enough',
      message: 'Points balance is not enough: more than 500 points are needed to pay with points.',
      min_balance: 500,
    });
  });
});
