import { CART_PATHS, CHECKOUT_PATHS, IDEMPOTENCY_KEY_HEADER, ORDER_PATHS } from '@storefront/shared/contracts';
import { CLOSED } from '../seed/tenants/closed';
import { SUFRA } from '../seed/tenants/sufra';
import { call, storefrontHeaders } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

describe.each(testDatabases())('a tenant whose website is off on $label', (database) => {
  const suite = useTestApi(database);

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
    const response = await call(suite.api, path, {
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
    await call(suite.api, CART_PATHS.carts, { method: 'POST', headers: storefrontHeaders(CLOSED) });
    const [carts] = await suite.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM carts WHERE tenant_id = (SELECT id FROM tenants WHERE name = 'closed')",
    );
    expect(carts?.count).toBe(0);
    expect((await call(suite.api, CART_PATHS.carts, { method: 'POST', headers: storefrontHeaders(SUFRA) })).status).toBe(201);
  });
});
