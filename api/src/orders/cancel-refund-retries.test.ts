import { PAYMENT_PATHS, operatorOrderResponseSchema, orderResponseSchema, ORDER_PATHS } from '@storefront/shared/contracts';
import type { PaymentProvider, RefundRequest } from '../payments/payment-provider';
import { PAYMENT_PROVIDERS } from '../payments/payment-providers';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { refundSweep, sandboxRefundDeps } from '../testing/refund-steps';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import type { CancelRefundRow } from './cancel-refund-row';
import { sendCardRefund } from './cancel-refund-service';

const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };
const PARALLEL = 20;
const LOST_ANSWER = 'The provider did not answer in time.';

// Every refund the api asks of the payment adapter. The next one can lose its answer (the provider
// refunds, the api hears a timeout), or be held on its way until the test lets it go.
const requests: RefundRequest[] = [];
let loseNextAnswer = false;
let holdNext: { arrived: () => void; release: Promise<void> } | null = null;
const sandbox = PAYMENT_PROVIDERS.sandbox;
jest.spyOn(PAYMENT_PROVIDERS, 'sandbox').mockImplementation((context): PaymentProvider => {
  const real = sandbox(context);
  return {
    ...real,
    refund: async (request) => {
      requests.push(request);
      const held = holdNext;
      holdNext = null;
      if (held) {
        held.arrived();
        await held.release;
      }
      await real.refund(request);
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new Error(LOST_ANSWER);
      }
    },
  };
});

describe.each(testDatabases())('a card refund sent to the provider again on $label', (database) => {
  let sara: string;
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  let calls: ReturnType<typeof orderCalls>;

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
    sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
  }, DATABASE_SETUP_TIMEOUT_MS);
  beforeEach(() => {
    requests.length = 0;
  });

  /** An online order paid through the sandbox: 73.60 SAR. */
  const paidOrder = async (key: string) => {
    const { order, payment } = await calls.placedPickup(sara, key, { payment_method: 'hosted' }, [HUMMUS]);
    if (!payment) throw new Error('no payment session');
    await calls.decide(payment.id, 'approve');
    expect((await calls.post(sara, PAYMENT_PATHS.confirm(payment.id))).status).toBe(200);
    return { order, payment };
  };
  const storedRefundOf = async (orderId: number) =>
    (await suite.db.query<CancelRefundRow>('SELECT * FROM order_cancel_refunds WHERE order_id = $1', [orderId]))[0];
  const storedKeyOf = async (orderId: number) => (await storedRefundOf(orderId))?.refund_key;
  /** What the sandbox gave back of the payment, and how many refunds it made for it. */
  const providerMoneyOf = async (sessionId: string) =>
    (
      await suite.db.query<{ refunded_minor: number; refund_calls: number }>(
        'SELECT refunded_minor, refund_calls FROM sandbox_payments WHERE session_id = $1',
        [sessionId],
      )
    )[0];
  /** The sandbox's refunds of the payment by key, and how many requests named each. */
  const providerRefundsOf = (sessionId: string) =>
    suite.db.query<{ idempotency_key: string; requests: number }>(
      'SELECT r.idempotency_key, r.requests FROM sandbox_refunds r JOIN sandbox_payments p ON p.ref = r.ref WHERE p.session_id = $1',
      [sessionId],
    );
  const refundSeen = async (orderId: number) =>
    orderResponseSchema.parse((await calls.get(sara, ORDER_PATHS.order(orderId))).body).data.refund;

  it(`sends a refund whose answer was lost again with its key: ${PARALLEL} parallel retries of the restaurant give the money back once`, async () => {
    const { order, payment } = await paidOrder('refund-retry-lost-answer');
    loseNextAnswer = true;
    const canceled = operatorOrderResponseSchema.parse((await calls.operator(order.id, 'cancel')).body).data;
    expect(canceled.refund).toMatchObject({ status: 'failed', message: LOST_ANSWER });

    const retries = await Promise.all(Array.from({ length: PARALLEL }, () => calls.operator(order.id, 'refund')));
    for (const retry of retries) expect([200, 409]).toContain(retry.status);
    expect(await providerMoneyOf(payment.id)).toEqual({ refunded_minor: 7360, refund_calls: 1 });
    const key = await storedKeyOf(order.id);
    expect(requests.map((request) => request.idempotencyKey)).toEqual([key, key]);
    expect(await providerRefundsOf(payment.id)).toEqual([{ idempotency_key: key, requests: 2 }]);
    expect(await refundSeen(order.id)).toMatchObject({ status: 'refunded', amount: 73.6 });
  });

  it(`sends a claim taken as lost with the same key while its first send is still on the way, beside ${PARALLEL} sweeps and retries`, async () => {
    const { order, payment } = await paidOrder('refund-retry-lost-claim');
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      holdNext = { arrived: resolve, release: new Promise((done) => (release = done)) };
    });
    const cancel = calls.operator(order.id, 'cancel');
    await arrived;
    // Past the claim's 5 minutes: the api that sent it counts as stopped, and the refund may be claimed again.
    clock.advance(6 * 60_000);
    const sweep = refundSweep(suite, clock.now);
    const [sweeps, retries] = await Promise.all([
      Promise.all(Array.from({ length: PARALLEL }, sweep)),
      Promise.all(Array.from({ length: PARALLEL }, () => calls.operator(order.id, 'refund'))),
    ]);
    release();
    for (const retry of retries) expect([200, 409]).toContain(retry.status);
    expect(sweeps.reduce((sum, sent) => sum + sent, 0)).toBeLessThanOrEqual(1);
    expect((await cancel).status).toBe(200);

    expect(await providerMoneyOf(payment.id)).toEqual({ refunded_minor: 7360, refund_calls: 1 });
    const key = await storedKeyOf(order.id);
    expect(requests.map((request) => request.idempotencyKey)).toEqual([key, key]);
    expect(await providerRefundsOf(payment.id)).toEqual([{ idempotency_key: key, requests: 2 }]);
    expect(await refundSeen(order.id)).toMatchObject({ status: 'refunded', amount: 73.6 });
  });

  it('a send that lost its claim to the caller that made the refund says it sent nothing, so a sweep does not count it', async () => {
    const { order, payment } = await paidOrder('refund-claim-lost-to-retry');
    loseNextAnswer = true;
    await calls.operator(order.id, 'cancel');
    const seen = await storedRefundOf(order.id);
    if (!seen) throw new Error('no refund stored');
    expect(seen.status).toBe('failed');
    expect((await calls.operator(order.id, 'refund')).status).toBe(200);

    const late = await sendCardRefund(sandboxRefundDeps(suite, clock.now), seen);
    expect(late).toMatchObject({ sent: false, refund: { status: 'refunded' } });
    expect(requests).toHaveLength(2);
    expect(await providerMoneyOf(payment.id)).toEqual({ refunded_minor: 7360, refund_calls: 1 });
  });
});
