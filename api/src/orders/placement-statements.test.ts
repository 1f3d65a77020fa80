import { HEADERS, OPERATOR_EVENTS_PATH, OPERATOR_KEY_HEADER, RELOAD_EVENT } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { call } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const HUMMUS = { item_id: 131, quantity: 1, option_ids: [], notes: '' };
const operatorHeaders = { [HEADERS.tenant]: SUFRA.name, [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' };

/**
 * What one placement costs the database in a lunch rush (what it locks and why: docs/decisions/placement-locks.md):
 * the statements a cash pickup sends once the tenant's settings are cached.
 */
describe.each(testDatabases())('what a cash placement sends to $label', (database) => {
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  let calls: ReturnType<typeof orderCalls>;
  let token: string;

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
    token = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterEach(() => jest.restoreAllMocks());

  const cashPickup = async () => ({
    cart_id: await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] }),
    delivery_time: 'asap',
    payment_method: 'cash',
    human_check: await calls.humanCheck(),
  });
  /** The tenant's content changed outside the operator routes, then the operator's reload: every cached answer is read again. */
  const changeSetting = async (key: string, value: string) => {
    await suite.db.query('UPDATE settings SET value = $3 WHERE tenant_id = (SELECT id FROM tenants WHERE name = $1) AND key = $2', [
      SUFRA.name,
      key,
      value,
    ]);
    const reload = await call(suite.api, OPERATOR_EVENTS_PATH, {
      method: 'POST',
      headers: operatorHeaders,
      body: JSON.stringify({ room: 'client_frontend', event: RELOAD_EVENT }),
    });
    expect(reload.status).toBe(202);
  };

  it('is seven statements, none in a transaction and none of them reading the settings', async () => {
    await calls.placed(token, await cashPickup(), 'statements-0001');
    const body = await cashPickup();
    const query = jest.spyOn(suite.db, 'query');
    const transaction = jest.spyOn(suite.db, 'transaction');
    expect((await calls.place(token, body, 'statements-0002')).status).toBe(201);
    const sent = query.mock.calls.map(([sql]) => sql);
    expect(transaction).not.toHaveBeenCalled();
    expect(sent.filter((sql) => /\bsettings\b/.test(sql))).toEqual([]);
    // The customer's token, the key's claim, the cart, the branch, its items, the human check, the order.
    expect(sent).toHaveLength(7);
  });

  it("reads the payment methods and the website switch again after the operator's reload", async () => {
    await calls.placed(token, await cashPickup(), 'statements-0003');
    const [methods] = await suite.db.query<{ value: string }>(
      "SELECT value FROM settings WHERE tenant_id = (SELECT id FROM tenants WHERE name = $1) AND key = 'payment.order_methods'",
      [SUFRA.name],
    );
    try {
      await changeSetting('payment.order_methods', '["hosted"]');
      expect((await calls.place(token, await cashPickup(), 'statements-0004')).body).toMatchObject({ code: 'payment_method_unavailable' });
      const body = await cashPickup();
      await changeSetting('website.enabled', '0');
      expect((await calls.place(token, body, 'statements-0005')).body).toMatchObject({ code: 'order_service_unavailable' });
    } finally {
      await changeSetting('website.enabled', '1');
      await changeSetting('payment.order_methods', methods!.value);
    }
    await calls.placed(token, await cashPickup(), 'statements-0006');
  });
});
