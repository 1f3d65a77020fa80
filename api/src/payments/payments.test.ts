import {
  HEADERS,
  ORDER_PATHS,
  PAYMENT_PATHS,
  orderResponseSchema,
  paymentConfirmResponseSchema,
  paymentSessionResponseSchema,
} from '@storefront/shared/contracts';
import type { Socket } from 'socket.io-client';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { connectSocket, eventMatching, recordEvents } from '../testing/socket-client';
import { call } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-provider';
import { signWebhook, tenantWebhookSecret } from './webhook-signature';
import { useTestApi } from '../testing/test-suite';

const SECRET = 'test-webhook-secret';
const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };

describe.each(testDatabases())('payments on $label', (database) => {
  let sara: string;
  let socket: Socket;
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, {
    clock: clock.now,
    devOutbox: true,
    paymentSandboxSecret: SECRET,
    storefrontUrl: 'http://{host}:8080',
  });
  let calls: ReturnType<typeof orderCalls>;

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
    sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
    // The owner's socket: order events reach only the customer who owns the order (and the restaurant).
    socket = await connectSocket(suite.api.url, { tenant: SUFRA.name, app_token: SUFRA.appToken, customer_token: sara });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    socket?.close();
  });

  const placeOnline = (key: string, method: 'hosted' | 'card' = 'hosted') =>
    calls.placedPickup(sara, key, { payment_method: method }, [HUMMUS]);
  const pagePath = (redirect: string) => new URL(redirect).pathname;
  const decide = (sessionId: string, form: Record<string, string>) =>
    fetch(`${suite.api.url}${PAYMENT_PATHS.sandboxPage(sessionId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
  const confirm = async (sessionId: string) =>
    paymentConfirmResponseSchema.parse((await calls.post(sara, PAYMENT_PATHS.confirm(sessionId))).body).data;
  const webhook = (sessionId: string, secret = tenantWebhookSecret(SECRET, SUFRA.name)) => {
    const body = JSON.stringify({ session_id: sessionId });
    const signature = signWebhook(secret, Math.floor(clock.now().getTime() / 1000), body);
    return call(suite.api, PAYMENT_PATHS.sandboxWebhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      body,
    });
  };

  it('confirms on the server once, even when the return and the webhook arrive together', async () => {
    const { order, payment } = await placeOnline('pay-approve-0001');
    expect(order).toMatchObject({ status: 'callcenter_pending', payment_status: 'not_paid', amount_due: 73.6 });
    expect(payment).toMatchObject({ provider: 'sandbox', method: 'hosted', status: 'pending', amount: 73.6, currency: 'SAR' });
    if (!payment) throw new Error('no payment session');
    expect((await calls.get(sara, ORDER_PATHS.tracking(order.id))).body).toEqual({
      code: 'tracking_not_available',
      message: 'Tracking is not available.',
    });

    // The redirect alone proves nothing: before a decision the provider says pending.
    expect(await confirm(payment.id)).toMatchObject({ paid: false, message: null, order_status: 'callcenter_pending' });

    const page = await fetch(`${suite.api.url}${pagePath(payment.redirect_url)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Approve');
    const back = await decide(payment.id, { decision: 'approve' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`http://sufra.localhost:8080/check-payment?order=${order.id}&session=${payment.id}`);

    const events = recordEvents(socket);
    const [confirmed, hooked] = await Promise.all([confirm(payment.id), webhook(payment.id)]);
    expect(hooked.status).toBe(200);
    expect(confirmed).toMatchObject({ paid: true, message: null, order_status: 'created', order_id: order.id });
    expect(await confirm(payment.id)).toMatchObject({ paid: true, order_status: 'created' });
    // The restaurant accepts it: once that event is here, any event the payment sent has arrived before it.
    const accepted = eventMatching(socket, 'order.updated', (payload) => (payload as { status: string }).status === 'accepted');
    expect((await calls.operator(order.id, 'accept')).status).toBe(200);
    await accepted;
    expect(events.filter((event) => event.event === 'order.updated' && (event.payload as { id: number }).id === order.id)).toEqual([
      { event: 'order.updated', payload: { id: order.id, status: 'created', estimated_at: expect.any(String) } },
      { event: 'order.updated', payload: { id: order.id, status: 'accepted', estimated_at: expect.any(String) } },
    ]);
    const moves = await suite.db.query<{ status: string }>('SELECT status FROM order_status_events WHERE order_id = $1 ORDER BY id', [
      order.id,
    ]);
    expect(moves.map((move) => move.status)).toEqual(['callcenter_pending', 'created', 'accepted']);
    const details = orderResponseSchema.parse((await calls.get(sara, ORDER_PATHS.order(order.id))).body).data;
    expect(details.payment_status).toBe('paid');
    expect((await calls.post(sara, ORDER_PATHS.pay(order.id))).status).toBe(409);
  });

  it('leaves a declined order unpaid and offers a new session', async () => {
    const { order, payment } = await placeOnline('pay-decline-0001');
    if (!payment) throw new Error('no payment session');
    await decide(payment.id, { decision: 'decline' });
    expect(await confirm(payment.id)).toMatchObject({ paid: false, message: 'Payment failed.', order_status: 'callcenter_pending' });
    // Paying again from the English site comes back to the English page.
    const again = await calls.post(sara, ORDER_PATHS.pay(order.id), undefined, { [HEADERS.localization]: 'en' });
    expect(again.status).toBe(201);
    const session = paymentSessionResponseSchema.parse(again.body).data;
    expect(session.id).not.toBe(payment.id);
    const back = await decide(session.id, { decision: 'approve' });
    expect(back.headers.get('location')).toBe(`http://sufra.localhost:8080/en/check-payment?order=${order.id}&session=${session.id}`);
    expect(await confirm(session.id)).toMatchObject({ paid: true, order_status: 'created' });
  });

  it('refuses invalid card details and expired sessions with their messages', async () => {
    const card = await placeOnline('pay-card-0001', 'card');
    if (!card.payment) throw new Error('no payment session');
    expect(card.payment.method).toBe('card');
    await decide(card.payment.id, { decision: 'approve', card_number: '4111 1111 1111 1112', card_expiry: '12/30', card_cvc: '123' });
    expect(await confirm(card.payment.id)).toMatchObject({ paid: false, message: 'Card details are invalid or missing!' });
    const retry = paymentSessionResponseSchema.parse((await calls.post(sara, ORDER_PATHS.pay(card.order.id))).body).data;
    await decide(retry.id, { decision: 'approve', card_number: '4000 0000 0000 0002', card_expiry: '12/30', card_cvc: '123' });
    expect(await confirm(retry.id)).toMatchObject({ paid: false, message: 'Payment failed.' });
    const good = paymentSessionResponseSchema.parse((await calls.post(sara, ORDER_PATHS.pay(card.order.id))).body).data;
    await decide(good.id, { decision: 'approve', card_number: '4111 1111 1111 1111', card_expiry: '12/30', card_cvc: '123' });
    expect(await confirm(good.id)).toMatchObject({ paid: true });

    const late = await placeOnline('pay-expired-0001');
    if (!late.payment) throw new Error('no payment session');
    clock.advance(31 * 60_000);
    expect((await fetch(`${suite.api.url}${PAYMENT_PATHS.sandboxPage(late.payment.id)}`)).status).toBe(410);
    expect(await confirm(late.payment.id)).toMatchObject({
      paid: false,
      message: 'The payment session is invalid or expired, please refresh the page and retry.',
    });
  });

  it('accepts only signed webhooks and never another customer’s confirmation', async () => {
    const { payment } = await placeOnline('pay-webhook-0001');
    if (!payment) throw new Error('no payment session');
    expect((await webhook(payment.id, 'wrong-secret')).status).toBe(401);
    const omar = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '559876543' })).token;
    expect((await calls.post(omar, PAYMENT_PATHS.confirm(payment.id))).body).toEqual({
      code: 'order_not_available',
      message: 'Order not available.',
    });
  });
});
