import { CART_PATHS, CHECKOUT_PATHS, IDEMPOTENCY_KEY_HEADER, ORDER_PATHS } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { CLOSED } from '../seed/tenants/closed';
import { SUFRA } from '../seed/tenants/sufra';
import { call, startTestApi, storefrontHeaders, type TestApi } from '../testing/test-app';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';

describe.each(testDatabases())('a tenant whose website is off on $label', (database) => {
  let db: Db;
  let api: TestApi;

  beforeAll(async () => {
    db = await database.open();
    api = await startTestApi(db);
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await api?.app.close();
    await db?.close();
  });

  const json = { ...storefrontHeaders(CLOSED), 'content-type': 'application/json' };
  const cartId = '00000000-0000-4000-8000-000000000000';
  const orderingCalls: Array<[string, string, string | undefined]> = [
    ['POST', CART_PATHS.carts, undefined],
    ['PUT', CART_PATHS.cart(cartId), JSON.stringify({ branch_id: 1, order_type: 'pickup', lines: [] })],
    ['GET', CART_PATHS.cart(cartId), undefined],
    ['POST', CHECKOUT_PATHS.couponCheck, JSON.stringify({ cart_id: cartId, code: 'ANY' })],
    ['POST', CHECKOUT_PATHS.preview, JSON.stringify({ cart_id: cartId, delivery_time: 'asap', payment_method: 'card' })],
    ['GET', CHECKOUT_PATHS.paymentMethods, undefined],
    ['POST', ORDER_PATHS.orders, JSON.stringify({ cart_id: cartId })],
    ['POST', ORDER_PATHS.pay(1), undefined],
    ['POST', '/api/v1/payment/sessions/any-session/confirm', undefined],
  ];

  it.each(orderingCalls)('refuses %s %s with "Order service is not available."', async (method, path, body) => {
    const response = await call(api, path, {
      method,
      headers:
        body === undefined
          ? { ...storefrontHeaders(CLOSED), [IDEMPOTENCY_KEY_HEADER]: 'closed-0001' }
          : { ...json, [IDEMPOTENCY_KEY_HEADER]: 'closed-0001' },
      ...(body === undefined ? {} : { body }),
    });
    expect([response.status, response.body]).toEqual([
      403,
      { code: 'order_service_unavailable', message: 'Order service is not available.' },
    ]);
  });

  it('creates no cart for it, and still takes carts of an open tenant', async () => {
    await call(api, CART_PATHS.carts, { method: 'POST', headers: storefrontHeaders(CLOSED) });
    const [carts] = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM carts WHERE tenant_id = (SELECT id FROM tenants WHERE name = 'closed')",
    );
    expect(carts?.count).toBe(0);
    expect((await call(api, CART_PATHS.carts, { method: 'POST', headers: storefrontHeaders(SUFRA) })).status).toBe(201);
  });
});
