import { randomBytes } from 'node:crypto';
import {
  PAYMENT_FAILED_MESSAGE,
  ORDER_PATHS,
  PAYMENT_PATHS,
  RESERVATION_PATHS,
  orderResponseSchema,
  paymentConfirmResponseSchema,
  reservationBranchesResponseSchema,
  reservationPaymentResponseSchema,
  type PaymentSession,
} from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import {
  MOYASAR_TEST_KEYS,
  moyasarWebhookEvent,
  postCardForm,
  startMoyasarStandIn,
  type MoyasarStandIn,
} from '../testing/moyasar-stand-in';
import { customerCall } from '../testing/account-calls';
import { orderCalls } from '../testing/order-calls';
import { reservationCalls } from '../testing/reservation-calls';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { sweepUnpaidOrders } from '../orders/unpaid-order-service';
import { DEFAULT_PAYMENT_SETTINGS, paymentProviderOf } from './payment-providers';
import { DEFAULT_SANDBOX_SECRET } from './sandbox-provider';
import { askOpenSessionsBeforeExpiry } from './unpaid-session-check';
import { openCredentials } from './credentials-seal';
import { clearTenantPaymentProvider, setTenantPaymentProvider } from './tenant-payment-service';

const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };
const SECRETS_KEY = randomBytes(32);
const MOYASAR_KEYS = {
  secret_key: MOYASAR_TEST_KEYS.secretKey,
  publishable_key: MOYASAR_TEST_KEYS.publishableKey,
  webhook_secret: MOYASAR_TEST_KEYS.webhookSecret,
};

describe.each(testDatabases())('a tenant paying through its own Moyasar account on $label', (database) => {
  let stand: MoyasarStandIn;
  let sara: string;
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, async () => {
    stand = await startMoyasarStandIn();
    return {
      clock: clock.now,
      devOutbox: true,
      paymentSettings: {
        ...DEFAULT_PAYMENT_SETTINGS,
        secretsKey: SECRETS_KEY,
        apiUrls: { ...DEFAULT_PAYMENT_SETTINGS.apiUrls, moyasar: stand.url },
      },
    };
  });
  let calls: ReturnType<typeof orderCalls>;

  beforeAll(async () => {
    const [sufra] = await suite.db.query<{ id: number }>('SELECT id FROM tenants WHERE name = $1', [SUFRA.name]);
    await setTenantPaymentProvider(suite.db, SECRETS_KEY, sufra?.id ?? 0, 'moyasar', MOYASAR_KEYS, clock.now());
    calls = orderCalls(suite.api, SUFRA);
    sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(() => stand?.close());

  const sessionRow = async (id: string) =>
    (
      await suite.db.query<{ provider: string; provider_ref: string; redirect_url: string }>(
        'SELECT provider, provider_ref, redirect_url FROM payment_sessions WHERE id = $1',
        [id],
      )
    )[0];
  /** The storefront's card form: the card goes to Moyasar as the session's `card_form` says, then 3-D Secure. */
  /** `result` null: the customer closes the bank's page, and the payment stays `initiated`. */
  const payInBrowser = async (
    payment: Pick<PaymentSession, 'card_form'> | null,
    amount?: number,
    result: 'pass' | 'fail' | null = 'pass',
  ) => {
    const form = payment?.card_form;
    if (!form) throw new Error('no card form');
    const created = await postCardForm(stand.url, form, { number: '4111111111111111', ...(amount === undefined ? {} : { amount }) });
    const made = (await created.json()) as { id: string; source: { transaction_url: string } };
    if (result === null) return made.id;
    const back = await fetch(`${made.source.transaction_url}?result=${result}`, { redirect: 'manual' });
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('id')).toBe(form.given_id);
    return made.id;
  };
  const confirm = async (sessionId: string) =>
    paymentConfirmResponseSchema.parse((await calls.post(sara, PAYMENT_PATHS.confirm(sessionId))).body).data;
  const webhook = (body: string) =>
    fetch(`${suite.api.url}/api/v1/payment/webhooks/moyasar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('stores the credentials sealed for the tenant, and opens a card session of Moyasar for it only', async () => {
    const [row] = await suite.db.query<{ tenant_id: number; credentials: string }>(
      "SELECT tenant_id, credentials FROM tenant_payment_providers WHERE provider = 'moyasar'",
    );
    expect(row?.credentials).not.toContain(MOYASAR_TEST_KEYS.secretKey);
    expect(JSON.parse(openCredentials(SECRETS_KEY, row?.tenant_id ?? 0, row?.credentials ?? '') ?? '{}')).toEqual(MOYASAR_KEYS);
    expect(openCredentials(randomBytes(32), row?.tenant_id ?? 0, row?.credentials ?? '')).toBeNull();
    expect(openCredentials(SECRETS_KEY, (row?.tenant_id ?? 0) + 1, row?.credentials ?? '')).toBeNull();

    const { order, payment } = await calls.placedPickup(sara, 'moyasar-own-0001', { payment_method: 'card' }, [HUMMUS]);
    const stored = await sessionRow(payment?.id ?? '');
    expect(stored).toMatchObject({ provider: 'moyasar', provider_ref: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The browser is handed what it posts to Moyasar: the publishable key (never the secret one) and the given id.
    expect(payment?.card_form).toEqual({
      provider: 'moyasar',
      api_url: stand.url,
      publishable_key: MOYASAR_TEST_KEYS.publishableKey,
      given_id: stored?.provider_ref,
      amount_minor: 7360,
      currency: 'SAR',
      description: `${SUFRA.name} order #${order.number}`,
      callback_url: stored?.redirect_url,
      metadata: { session_id: payment?.id },
      stc_pay: false,
      apple_pay: false,
    });
    // Without its own provider the tenant pays through PAYMENT_PROVIDER (the sandbox) again; its Moyasar session stays Moyasar's.
    await clearTenantPaymentProvider(suite.db, row?.tenant_id ?? 0);
    const fallback = await calls.placedPickup(sara, 'moyasar-own-0005', { payment_method: 'card' }, [HUMMUS]);
    expect(await sessionRow(fallback.payment?.id ?? '')).toMatchObject({
      provider: 'sandbox',
      provider_ref: expect.stringMatching(/^sbx_/),
    });
    await setTenantPaymentProvider(suite.db, SECRETS_KEY, row?.tenant_id ?? 0, 'moyasar', MOYASAR_KEYS, clock.now());
  });

  it('pays the order when Moyasar says paid at its amount, through confirm or a webhook with the tenant secret, once', async () => {
    const { payment } = await calls.placedPickup(sara, 'moyasar-own-0002', { payment_method: 'card' }, [HUMMUS]);
    const sessionId = payment?.id ?? '';
    expect(await confirm(sessionId)).toMatchObject({ paid: false, message: null });
    const paymentId = await payInBrowser(payment);

    expect((await webhook(moyasarWebhookEvent(stand, paymentId, 'not-the-tenant-secret'))).status).toBe(401);
    const event = moyasarWebhookEvent(stand, paymentId, MOYASAR_TEST_KEYS.webhookSecret);
    expect((await webhook(event)).status).toBe(200);
    expect((await webhook(event)).status).toBe(409);
    expect(await confirm(sessionId)).toMatchObject({ paid: true, order_status: 'created' });
  });

  it('answers 502 while Moyasar cannot be reached, and confirms the payment once it can', async () => {
    const { payment } = await calls.placedPickup(sara, 'moyasar-own-0006', { payment_method: 'card' }, [HUMMUS]);
    await payInBrowser(payment);
    stand.fault = 'server_error';
    try {
      const refused = await calls.post(sara, PAYMENT_PATHS.confirm(payment?.id ?? ''));
      expect(refused.status).toBe(502);
      expect(refused.body).toMatchObject({ code: 'payment_provider_unavailable' });
    } finally {
      stand.fault = null;
    }
    expect(await confirm(payment?.id ?? '')).toMatchObject({ paid: true });
  });

  it('refuses a payment of another amount than the order', async () => {
    const { payment } = await calls.placedPickup(sara, 'moyasar-own-0003', { payment_method: 'card' }, [HUMMUS]);
    await payInBrowser(payment, 100);
    expect(await confirm(payment?.id ?? '')).toMatchObject({ paid: false, message: PAYMENT_FAILED_MESSAGE, payable: true });
  });

  it('refunds a canceled order once through Moyasar, however many cancels and refunds arrive together', async () => {
    const { order, payment } = await calls.placedPickup(sara, 'moyasar-own-0004', { payment_method: 'card' }, [HUMMUS]);
    const paymentId = await payInBrowser(payment);
    expect(await confirm(payment?.id ?? '')).toMatchObject({ paid: true });
    stand.refundDelayMs = 50;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        calls.operator(order.id, index % 2 === 0 ? 'cancel' : 'refund', { reason: 'Closing early' }),
      ),
    );
    stand.refundDelayMs = 0;
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(stand.refundsMade.get(paymentId)).toBe(1);
    expect(stand.payments.get(paymentId)?.refunded).toBe(7360);
  });

  it("takes a reservation's deposit by card on the storefront too, and refunds it through Moyasar when the restaurant cancels", async () => {
    const reservations = reservationCalls(suite.api, SUFRA);
    const branches = reservationBranchesResponseSchema.parse(
      (await call(suite.api, RESERVATION_PATHS.branches, { headers: storefrontHeaders(SUFRA) })).body,
    ).data;
    const kingFahd = branches.find((branch) => branch.names.en === 'Sufra - King Fahd Road')?.id ?? 0;
    const held = await reservations.hold(sara, kingFahd, '2026-11-25', '19:00');
    const booked = reservations.parse(await reservations.confirm(sara, held.id));
    const form = booked.card_form;
    expect(form).toMatchObject({
      provider: 'moyasar',
      api_url: stand.url,
      amount_minor: Math.round(Number(booked.cost) * 100),
      metadata: { session_id: expect.any(String) },
    });
    // The same form on a reload (`pay` again while it is open): one Moyasar payment for the deposit.
    const again = reservations.parse(await customerCall(suite.api, SUFRA, sara, RESERVATION_PATHS.pay(held.id), { method: 'POST' }));
    expect(again.card_form).toEqual(form);

    const paymentId = await payInBrowser(booked);
    const sessionId = form?.metadata.session_id ?? '';
    const paid = await customerCall(suite.api, SUFRA, sara, RESERVATION_PATHS.confirmPayment(held.id, sessionId), { method: 'POST' });
    expect(reservationPaymentResponseSchema.parse(paid.body).data.reservation).toMatchObject({ status: 'confirmed', paid: true });

    expect((await reservations.staff(held.id, 'cancel', { reason: 'Kitchen maintenance' })).status).toBe(200);
    expect(stand.refundsMade.get(paymentId)).toBe(1);
    expect(stand.payments.get(paymentId)?.refunded).toBe(form?.amount_minor);
  });

  it("asks Moyasar about a payment left at the bank's page before the unpaid order expires: initiated, the order expires", async () => {
    const left = await calls.placedPickup(sara, 'moyasar-own-0007', { payment_method: 'card' }, [HUMMUS]);
    const paymentId = await payInBrowser(left.payment, undefined, null);
    const provider = paymentProviderOf(
      'sandbox',
      { db: suite.db, clock: clock.now, publicUrl: suite.api.url, sandboxSecret: DEFAULT_SANDBOX_SECRET },
      { ...DEFAULT_PAYMENT_SETTINGS, secretsKey: SECRETS_KEY, apiUrls: { ...DEFAULT_PAYMENT_SETTINGS.apiUrls, moyasar: stand.url } },
    );
    const sweepDeps = { db: suite.db, clock: clock.now, realtime: suite.api.app.realtime };
    const asked = () => stand.requests.filter((request) => request.method === 'GET' && request.path === `/v1/payments/${paymentId}`).length;
    const before = asked();
    clock.advance(16 * 60_000);
    try {
      expect(await askOpenSessionsBeforeExpiry({ ...sweepDeps, provider })).toBeGreaterThanOrEqual(1);
      expect(asked()).toBe(before + 1);
      await sweepUnpaidOrders(sweepDeps);
      const order = orderResponseSchema.parse((await calls.get(sara, ORDER_PATHS.order(left.order.id))).body).data;
      expect(order.status).toBe('canceled');
    } finally {
      clock.set('2026-11-22T09:00:00Z');
    }
  });
});
