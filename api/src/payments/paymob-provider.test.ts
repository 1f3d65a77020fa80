import { PAYMENT_FAILED_MESSAGE } from '@storefront/shared/contracts';
import {
  PAYMOB_TEST_KEYS,
  paymobProcessedCallback,
  paymobResponseQuery,
  startPaymobStandIn,
  type PaymobStandIn,
} from '../testing/paymob-stand-in';
import type { PaymentProvider } from './payment-provider';
import { processedHmacString } from './paymob-hmac';
import { paymobProvider, readPaymobResponseCallback } from './paymob-provider';
import { verifySessionPayment } from './verified-payment';

const SESSION = 'ps_fedcba9876543210fedcba9876543210';
const RETURN_URL = `http://nile.localhost:8080/check-payment?order=9&session=${SESSION}`;
const NOTIFICATION_URL = 'http://localhost:4000/api/v1/payment/webhooks/paymob';

describe('the Paymob adapter against a stand-in of its API', () => {
  let stand: PaymobStandIn;
  let paymob: PaymentProvider;

  beforeAll(async () => {
    stand = await startPaymobStandIn();
    paymob = paymobProvider({ apiUrl: stand.url, ...PAYMOB_TEST_KEYS, notificationUrl: NOTIFICATION_URL, timeoutMs: 2000 });
  });
  afterAll(() => stand.close());
  afterEach(() => {
    stand.fault = null;
  });

  const open = (amountMinor = 25_000, currency = 'EGP') =>
    paymob.createSession({
      sessionId: SESSION,
      amountMinor,
      currency,
      method: 'hosted',
      orderNumber: 1009,
      tenantName: 'nile',
      returnUrl: RETURN_URL,
    });

  it('creates an intention with the secret key and sends the customer to Unified Checkout with its client secret', async () => {
    const { providerRef, redirectUrl } = await open();
    const intention = stand.intentions.get(Number(providerRef));
    expect(intention).toMatchObject({
      amount: 25_000,
      currency: 'EGP',
      special_reference: SESSION,
      redirection_url: RETURN_URL,
      notification_url: NOTIFICATION_URL,
    });
    const sent = stand.requests.find((request) => request.path === '/v1/intention/');
    expect(sent?.headers.authorization).toBe(`Token ${PAYMOB_TEST_KEYS.secretKey}`);
    const checkout = new URL(redirectUrl);
    expect(`${checkout.origin}${checkout.pathname}`).toBe(`${stand.url}/unifiedcheckout/`);
    expect(checkout.searchParams.get('publicKey')).toBe(PAYMOB_TEST_KEYS.publicKey);
    expect(checkout.searchParams.get('clientSecret')).toBe(intention?.client_secret);
    expect((await fetch(redirectUrl)).status).toBe(200);
  });

  it('verifies by asking Paymob for the order transaction: pending, paid, declined', async () => {
    const { providerRef } = await open();
    expect(await paymob.verify(providerRef)).toEqual({ status: 'pending', message: null, amountMinor: null, currency: null });
    stand.pay(Number(providerRef), 'approved');
    expect(await paymob.verify(providerRef)).toEqual({ status: 'paid', message: null, amountMinor: 25_000, currency: 'EGP' });
    const inquiry = stand.requests.filter((request) => request.path === '/api/ecommerce/orders/transaction_inquiry').at(-1);
    expect(inquiry?.body).toEqual({ order_id: Number(providerRef) });
    expect(inquiry?.headers.authorization).toMatch(/^Bearer [0-9a-f]{32}$/);

    const declined = await open();
    stand.pay(Number(declined.providerRef), 'declined');
    expect(await paymob.verify(declined.providerRef)).toMatchObject({ status: 'failed', message: PAYMENT_FAILED_MESSAGE });
  });

  it('takes a paid transaction only at the session amount and currency', async () => {
    const { providerRef } = await open();
    stand.pay(Number(providerRef), 'approved', { amount_cents: 24_999 });
    expect((await verifySessionPayment(paymob, { provider_ref: providerRef, amount_minor: 25_000, currency: 'EGP' })).status).toBe(
      'failed',
    );
    const other = await open();
    stand.pay(Number(other.providerRef), 'approved', { currency: 'USD' });
    expect((await verifySessionPayment(paymob, { provider_ref: other.providerRef, amount_minor: 25_000, currency: 'EGP' })).status).toBe(
      'failed',
    );
  });

  it('throws when Paymob does not answer in time or answers 5xx', async () => {
    stand.fault = 'stall';
    await expect(open()).rejects.toThrow('Paymob did not answer in time.');
    stand.fault = 'server_error';
    await expect(paymob.verify('1')).rejects.toThrow('Paymob answered 503.');
  });

  it('concatenates the documented fields in the documented order (the HMAC docs sample)', () => {
    const sample = {
      amount_cents: 100000,
      created_at: '2024-06-13T11:33:44.592345',
      currency: 'EGP',
      error_occured: false,
      has_parent_transaction: false,
      id: 192036465,
      integration_id: 4097558,
      is_3d_secure: true,
      is_auth: false,
      is_capture: false,
      is_refunded: false,
      is_standalone_payment: true,
      is_voided: false,
      order: { id: 217503754 },
      owner: 302852,
      pending: false,
      source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
      success: true,
    };
    expect(processedHmacString(sample)).toBe(
      '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue',
    );
  });

  it('takes a processed callback only with its HMAC, and names its transaction so a replay is refused', async () => {
    const { providerRef } = await open();
    const transaction = stand.pay(Number(providerRef), 'approved');
    const callback = paymobProcessedCallback(transaction, PAYMOB_TEST_KEYS.hmacSecret);
    const delivery = { sessionId: SESSION, deliveryId: `transaction:${transaction.id}` };
    expect(await paymob.parseWebhook(callback.body, {}, { hmac: callback.hmac })).toEqual(delivery);
    expect(await paymob.parseWebhook(callback.body, {}, { hmac: callback.hmac })).toEqual(delivery);
    const forged = paymobProcessedCallback(transaction, 'another-secret');
    expect(await paymob.parseWebhook(callback.body, {}, { hmac: forged.hmac })).toBeNull();
    expect(await paymob.parseWebhook(callback.body, {}, {})).toBeNull();
    // A field changed after signing (the amount): the HMAC no longer matches.
    const tampered = callback.body.replace(`"amount_cents":${transaction.amount_cents}`, '"amount_cents":1');
    expect(await paymob.parseWebhook(tampered, {}, { hmac: callback.hmac })).toBeNull();
  });

  it('reads a response callback only with its HMAC', async () => {
    const { providerRef } = await open();
    const query = paymobResponseQuery(stand.pay(Number(providerRef), 'approved'), PAYMOB_TEST_KEYS.hmacSecret);
    expect(readPaymobResponseCallback(PAYMOB_TEST_KEYS.hmacSecret, query)).toEqual({ sessionId: SESSION });
    expect(readPaymobResponseCallback(PAYMOB_TEST_KEYS.hmacSecret, { ...query, success: 'false' })).toBeNull();
    expect(readPaymobResponseCallback('another-secret', query)).toBeNull();
  });

  it('refunds in part and in full with amount_cents, and refuses more than was paid', async () => {
    const { providerRef } = await open();
    const transaction = stand.pay(Number(providerRef), 'approved');
    await paymob.refund({ providerRef, amountMinor: 5_000, idempotencyKey: 'rk-part' });
    await paymob.refund({ providerRef, amountMinor: 20_000, idempotencyKey: 'rk-rest' });
    const sent = stand.requests.filter((request) => request.path === '/api/acceptance/void_refund/refund').map((request) => request.body);
    expect(sent).toEqual([
      { transaction_id: transaction.id, amount_cents: 5_000 },
      { transaction_id: transaction.id, amount_cents: 20_000 },
    ]);
    expect(stand.transactions.get(transaction.id)?.refunded_amount_cents).toBe(25_000);
    await expect(paymob.refund({ providerRef, amountMinor: 1, idempotencyKey: 'rk-more' })).rejects.toThrow(
      'Refund amount exceeds the transaction amount.',
    );
  });

  it('refunds once when parallel requests carry one idempotency key', async () => {
    const { providerRef } = await open();
    const transaction = stand.pay(Number(providerRef), 'approved');
    await Promise.all(Array.from({ length: 5 }, () => paymob.refund({ providerRef, amountMinor: 25_000, idempotencyKey: 'rk-once' })));
    expect(stand.refundsMade.get(transaction.id)).toBe(1);
  });
});
