import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_PATHS,
  ORDER_PATHS,
  RESERVATION_PATHS,
  apiErrorSchema,
  paymentMethodsResponseSchema,
  reservationBranchesResponseSchema,
} from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { MOYASAR_TEST_KEYS } from '../testing/moyasar-stand-in';
import { orderCalls } from '../testing/order-calls';
import { reservationCalls } from '../testing/reservation-calls';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { DEPOSIT_NOT_PAYABLE_MESSAGE, ONLINE_PAYMENT_NOT_OFFERED_MESSAGE } from './no-online-payment-provider';
import { DEFAULT_PAYMENT_SETTINGS } from './payment-providers';
import { clearTenantPaymentProvider, setTenantPaymentProvider } from './tenant-payment-service';

const HUMMUS = { item_id: 131, quantity: 1, option_ids: [], notes: '' };
const SECRETS_KEY = randomBytes(32);
/** Sunday 1 March 2026, 12:00 in Riyadh. */
const START = '2026-03-01T12:00:00+03:00';

describe.each(testDatabases())('PAYMENT_PROVIDER=none on $label', (database) => {
  const clock = createTestClock(START);
  const suite = useTestApi(database, {
    clock: clock.now,
    devOutbox: true,
    paymentProvider: 'none',
    paymentSettings: { ...DEFAULT_PAYMENT_SETTINGS, secretsKey: SECRETS_KEY },
  });
  let sara: string;
  let sufraId: number;
  let kingFahd: number;
  const orders = () => orderCalls(suite.api, SUFRA);

  beforeAll(async () => {
    sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
    sufraId = (await suite.db.query<{ id: number }>('SELECT id FROM tenants WHERE name = $1', [SUFRA.name]))[0]?.id ?? 0;
    const branches = reservationBranchesResponseSchema.parse(
      (await call(suite.api, RESERVATION_PATHS.branches, { headers: storefrontHeaders(SUFRA) })).body,
    ).data;
    kingFahd = branches.find((branch) => branch.names.en === 'Sufra - King Fahd Road')?.id ?? 0;
  }, DATABASE_SETUP_TIMEOUT_MS);

  const methods = async () =>
    paymentMethodsResponseSchema
      .parse((await call(suite.api, CHECKOUT_PATHS.paymentMethods, { headers: storefrontHeaders(SUFRA) })).body)
      .data.map((method) => `${method.code}:${method.provider ?? '-'}`);

  it('offers a tenant without its own provider cash and card on delivery only, and refuses an online order with a reason', async () => {
    expect(await methods()).toEqual(['cash:-', 'card_on_delivery:-']);
    const cart = await orders().cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] });
    for (const [method, key] of [
      ['hosted', 'none-0001'],
      ['card', 'none-0002'],
    ] as const) {
      const placed = await orders().place(sara, { cart_id: cart, delivery_time: 'asap', payment_method: method }, key);
      expect(placed.status).toBe(422);
      expect(apiErrorSchema.parse(placed.body)).toEqual({
        code: 'payment_method_unavailable',
        message: ONLINE_PAYMENT_NOT_OFFERED_MESSAGE,
      });
    }
    // Nothing was placed: the cart still orders in cash.
    expect((await orders().get(sara, ORDER_PATHS.orders)).body).toMatchObject({ data: [] });
    const cash = await orders().place(sara, { cart_id: cart, delivery_time: 'asap', payment_method: 'cash' }, 'none-0003');
    expect(cash.status).toBe(201);
  });

  it('refuses to confirm a reservation whose deposit nobody can take online, and keeps the hold as it was', async () => {
    const reservations = reservationCalls(suite.api, SUFRA);
    const held = await reservations.hold(sara, kingFahd, '2026-03-03', '19:00');
    const refused = await reservations.confirm(sara, held.id);
    expect(refused.status).toBe(422);
    expect(apiErrorSchema.parse(refused.body)).toEqual({ code: 'payment_method_unavailable', message: DEPOSIT_NOT_PAYABLE_MESSAGE });
    const after = await reservations.get(sara, held.id);
    expect(after).toMatchObject({ status: held.status, paid: false, hold_expires_at: held.hold_expires_at });
    const sessions = await suite.db.query('SELECT id FROM reservation_payments WHERE reservation_id = $1', [held.id]);
    expect(sessions).toEqual([]);
  });

  it('offers online payment, through its provider, to a tenant that connected its own', async () => {
    const keys = {
      secret_key: MOYASAR_TEST_KEYS.secretKey,
      publishable_key: MOYASAR_TEST_KEYS.publishableKey,
      webhook_secret: MOYASAR_TEST_KEYS.webhookSecret,
    };
    await setTenantPaymentProvider(suite.db, SECRETS_KEY, sufraId, 'moyasar', keys, clock.now());
    try {
      expect(await methods()).toEqual(expect.arrayContaining(['hosted:moyasar', 'card:moyasar', 'cash:-']));
    } finally {
      await clearTenantPaymentProvider(suite.db, sufraId);
    }
    expect(await methods()).toEqual(['cash:-', 'card_on_delivery:-']);
  });
});
