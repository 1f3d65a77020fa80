import { PAYMENT_FAILED_MESSAGE } from '@storefront/shared/contracts';
import {
  MOYASAR_DECLINED_CARD,
  MOYASAR_STC_PAY,
  MOYASAR_TEST_KEYS,
  moyasarWebhookEvent,
  postCardForm,
  postStcPayCode,
  postStcPayForm,
  startMoyasarStandIn,
  type MoyasarStandIn,
} from '../testing/moyasar-stand-in';
import type { BrowserCardPayment, PaymentProvider } from './payment-provider';
import { cardFormOf } from './card-form';
import { moyasarProvider } from './moyasar-provider';
import { ProviderCallError } from './provider-http';
import { verifySessionPayment } from './verified-payment';

const RETURN_URL = 'http://sufra.localhost:8080/check-payment?order=7&session=ps_0123456789abcdef0123456789abcdef';
const SESSION = 'ps_0123456789abcdef0123456789abcdef';

describe('the Moyasar adapter against a stand-in of its API', () => {
  let stand: MoyasarStandIn;
  let moyasar: PaymentProvider;

  beforeAll(async () => {
    stand = await startMoyasarStandIn();
    moyasar = moyasarProvider({ apiUrl: stand.url, ...MOYASAR_TEST_KEYS, timeoutMs: 2000 });
  });
  afterAll(() => stand.close());
  afterEach(() => {
    stand.fault = null;
  });

  const open = async (amountMinor = 7360, currency = 'SAR') => {
    const created = await moyasar.createSession({
      sessionId: SESSION,
      amountMinor,
      currency,
      method: 'card',
      orderNumber: 1001,
      tenantName: 'sufra',
      returnUrl: RETURN_URL,
    });
    if (!created.browserCard) throw new Error('no browser card payment');
    return { ...created, browserCard: created.browserCard };
  };

  /** What the storefront's card form does: posts the card to Moyasar with the publishable key. */
  const postCard = (card: BrowserCardPayment, number: string) =>
    postCardForm(stand.url, cardFormOf({ providerRef: card.givenId, redirectUrl: card.callbackUrl, browserCard: card })!, { number });
  const threeDSecure = async (answer: Response, result: 'pass' | 'fail') => {
    const payment = (await answer.json()) as { source: { transaction_url: string } };
    const back = await fetch(`${payment.source.transaction_url}?result=${result}`, { redirect: 'manual' });
    return new URL(back.headers.get('location') ?? '');
  };

  it('hands the browser the publishable key and the given id, and verifies a paid card with the secret key', async () => {
    const { providerRef, browserCard } = await open();
    expect(browserCard).toMatchObject({
      publishableKey: MOYASAR_TEST_KEYS.publishableKey,
      givenId: providerRef,
      amountMinor: 7360,
      currency: 'SAR',
    });
    expect(await moyasar.verify(providerRef)).toEqual({ status: 'pending', message: null, amountMinor: null, currency: null });

    const back = await threeDSecure(await postCard(browserCard, '4111111111111111'), 'pass');
    expect(back.searchParams.get('id')).toBe(providerRef);
    expect(back.searchParams.get('session')).toBe(SESSION);
    expect(await moyasar.verify(providerRef)).toEqual({ status: 'paid', message: null, amountMinor: 7360, currency: 'SAR' });
    const asked = stand.requests.filter((request) => request.method === 'GET' && request.path === `/v1/payments/${providerRef}`);
    expect(asked.at(-1)?.headers.authorization).toBe(`Basic ${Buffer.from(`${MOYASAR_TEST_KEYS.secretKey}:`).toString('base64')}`);
  });

  it('creates one payment however often the browser sends its given id', async () => {
    const { providerRef, browserCard } = await open();
    await postCard(browserCard, '4111111111111111');
    await postCard(browserCard, '4111111111111111');
    expect([...stand.payments.keys()].filter((id) => id === providerRef)).toHaveLength(1);
  });

  it('answers a declined card and a failed 3-D Secure as failed payments', async () => {
    const declined = await open();
    await threeDSecure(await postCard(declined.browserCard, MOYASAR_DECLINED_CARD), 'pass');
    expect(await moyasar.verify(declined.providerRef)).toMatchObject({ status: 'failed', message: PAYMENT_FAILED_MESSAGE });

    const unauthenticated = await open();
    await threeDSecure(await postCard(unauthenticated.browserCard, '4111111111111111'), 'fail');
    expect(await moyasar.verify(unauthenticated.providerRef)).toMatchObject({ status: 'failed', message: PAYMENT_FAILED_MESSAGE });
  });

  describe('STC Pay, on an account that has it', () => {
    let withStcPay: PaymentProvider;
    beforeAll(() => {
      withStcPay = moyasarProvider({ apiUrl: stand.url, ...MOYASAR_TEST_KEYS, stcPay: true, timeoutMs: 2000 });
    });
    const openStcPay = async (currency = 'SAR') => {
      const created = await withStcPay.createSession({
        sessionId: SESSION,
        amountMinor: 7360,
        currency,
        method: 'card',
        orderNumber: 1002,
        tenantName: 'sufra',
        returnUrl: RETURN_URL,
      });
      return { ref: created.providerRef, form: cardFormOf(created)! };
    };
    const initiated = async (answer: Response) => {
      expect(answer.status).toBe(201);
      const payment = (await answer.json()) as { status: string; source: { type: string; transaction_url: string | null } };
      expect(payment).toMatchObject({ status: 'initiated', source: { type: 'stcpay' } });
      return payment.source.transaction_url!;
    };

    it('is offered in riyals only, and never by an account without it', async () => {
      expect((await openStcPay()).form.stc_pay).toBe(true);
      expect((await openStcPay('EGP')).form.stc_pay).toBe(false);
      expect(cardFormOf(await open())!.stc_pay).toBe(false);
    });

    it('verifies a payment paid with the texted code, as a card payment is', async () => {
      const { ref, form } = await openStcPay();
      const transactionUrl = await initiated(await postStcPayForm(stand.url, form, MOYASAR_STC_PAY.mobile));
      expect(await withStcPay.verify(ref)).toEqual({ status: 'pending', message: null, amountMinor: 7360, currency: 'SAR' });
      expect(await (await postStcPayCode(transactionUrl, '123456')).json()).toMatchObject({ id: ref, status: 'paid' });
      expect(await withStcPay.verify(ref)).toEqual({ status: 'paid', message: null, amountMinor: 7360, currency: 'SAR' });
      expect((await verifySessionPayment(withStcPay, { provider_ref: ref, amount_minor: 7360, currency: 'SAR' })).status).toBe('paid');
    });

    it('answers a wrong code, a refused code and a refused mobile as failed payments', async () => {
      for (const code of ['999999', '111111']) {
        const { ref, form } = await openStcPay();
        const transactionUrl = await initiated(await postStcPayForm(stand.url, form, MOYASAR_STC_PAY.mobile));
        expect(await (await postStcPayCode(transactionUrl, code)).json()).toMatchObject({ status: 'failed' });
        expect(await withStcPay.verify(ref)).toMatchObject({ status: 'failed', message: PAYMENT_FAILED_MESSAGE });
      }
      const { ref, form } = await openStcPay();
      const refused = await postStcPayForm(stand.url, form, '0515555555');
      expect(await refused.json()).toMatchObject({ status: 'failed', source: { message: MOYASAR_STC_PAY.failingMobiles['0515555555'] } });
      expect(await withStcPay.verify(ref)).toMatchObject({ status: 'failed' });
    });
  });

  it('takes a paid payment only at the session amount and currency', async () => {
    const { providerRef, browserCard } = await open();
    await threeDSecure(await postCard(browserCard, '4111111111111111'), 'pass');
    const session = { provider_ref: providerRef, amount_minor: 7360, currency: 'SAR' };
    expect((await verifySessionPayment(moyasar, session)).status).toBe('paid');
    expect(await verifySessionPayment(moyasar, { ...session, amount_minor: 7361 })).toMatchObject({
      status: 'failed',
      message: PAYMENT_FAILED_MESSAGE,
    });
    expect((await verifySessionPayment(moyasar, { ...session, currency: 'EGP' })).status).toBe('failed');
    // The browser charged less than the order's amount: not paid.
    const less = await open();
    await threeDSecure(await postCard({ ...less.browserCard, amountMinor: 100 }, '4111111111111111'), 'pass');
    expect((await verifySessionPayment(moyasar, { provider_ref: less.providerRef, amount_minor: 7360, currency: 'SAR' })).status).toBe(
      'failed',
    );
  });

  it('throws when Moyasar does not answer in time or answers 5xx', async () => {
    const { providerRef } = await open();
    stand.fault = 'stall';
    await expect(moyasar.verify(providerRef)).rejects.toThrow(new ProviderCallError('Moyasar', 0, 'Moyasar did not answer in time.'));
    stand.fault = 'server_error';
    await expect(moyasar.verify(providerRef)).rejects.toThrow('Moyasar answered 503.');
    await expect(moyasar.refund({ providerRef, amountMinor: 100, idempotencyKey: 'rk-fault' })).rejects.toThrow('Moyasar answered 503.');
  });

  it('refunds in part and in full with amount, and refuses more than was paid', async () => {
    const { providerRef, browserCard } = await open();
    await threeDSecure(await postCard(browserCard, '4111111111111111'), 'pass');
    await moyasar.refund({ providerRef, amountMinor: 1000, idempotencyKey: 'rk-part' });
    await moyasar.refund({ providerRef, amountMinor: 6360, idempotencyKey: 'rk-rest' });
    expect(stand.payments.get(providerRef)).toMatchObject({ refunded: 7360, status: 'refunded' });
    const sent = stand.requests.filter((request) => request.path === `/v1/payments/${providerRef}/refund`);
    expect(sent.map((request) => request.body)).toEqual([{ amount: 1000 }, { amount: 6360 }]);
    await expect(moyasar.refund({ providerRef, amountMinor: 1, idempotencyKey: 'rk-more' })).rejects.toThrow(
      'Refunded amount exceeds payment amount',
    );
  });

  it('refunds once when parallel requests carry one idempotency key', async () => {
    const { providerRef, browserCard } = await open();
    await threeDSecure(await postCard(browserCard, '4111111111111111'), 'pass');
    stand.refundDelayMs = 100;
    await Promise.all(Array.from({ length: 5 }, () => moyasar.refund({ providerRef, amountMinor: 7360, idempotencyKey: 'rk-once' })));
    stand.refundDelayMs = 0;
    expect(stand.refundsMade.get(providerRef)).toBe(1);
    expect(stand.payments.get(providerRef)?.refunded).toBe(7360);
  });

  it('takes a webhook only with its secret token, and names its event so a replay is refused', async () => {
    const { providerRef, browserCard } = await open();
    await threeDSecure(await postCard(browserCard, '4111111111111111'), 'pass');
    const event = moyasarWebhookEvent(stand, providerRef, MOYASAR_TEST_KEYS.webhookSecret, 'evt-1');
    expect(await moyasar.parseWebhook(event, {})).toEqual({ sessionId: SESSION, deliveryId: 'evt-1' });
    // The same event sent again names the same delivery (the api's webhook events refuse it: 409).
    expect(await moyasar.parseWebhook(event, {})).toEqual({ sessionId: SESSION, deliveryId: 'evt-1' });
    expect(await moyasar.parseWebhook(moyasarWebhookEvent(stand, providerRef, 'another-token'), {})).toBeNull();
    expect(await moyasar.parseWebhook('not json', {})).toBeNull();
  });
});
