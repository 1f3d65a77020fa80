import {
  ORDER_PATHS,
  PAYMENT_PATHS,
  operatorOrderGetPath,
  operatorOrderResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
  trackingResponseSchema,
  HEADERS,
  OPERATOR_KEY_HEADER,
} from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { call } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { refundSweep, setRefundDestination } from '../testing/refund-steps';
import { useTestApi } from '../testing/test-suite';
import { recordCancelRefund } from './cancel-refund-service';
import { findOrder } from './order-repository';

const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };
const PARALLEL = 20;

describe.each(testDatabases())('a restaurant cancel refunds a paid order on $label', (database) => {
  let sara: string;
  let saraId: number;
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  let calls: ReturnType<typeof orderCalls>;

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
    const login = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' });
    sara = login.token;
    saraId = login.customer.id;
  }, DATABASE_SETUP_TIMEOUT_MS);

  const place = (key: string, method: 'hosted' | 'cash') => calls.placedPickup(sara, key, { payment_method: method }, [HUMMUS]);
  const approve = (sessionId: string) => calls.decide(sessionId, 'approve');
  const confirm = (sessionId: string) => calls.post(sara, PAYMENT_PATHS.confirm(sessionId));
  /** An online order paid through the sandbox: 73.60 SAR. */
  const paidOrder = async (key: string) => {
    const { order, payment } = await place(key, 'hosted');
    if (!payment) throw new Error('no payment session');
    await approve(payment.id);
    expect((await confirm(payment.id)).status).toBe(200);
    return { order, payment };
  };
  const orderOf = async (id: number) => orderResponseSchema.parse((await calls.get(sara, ORDER_PATHS.order(id))).body).data;
  const sandboxOf = async (sessionId: string) =>
    (
      await suite.db.query<{ refunded_minor: number; refund_calls: number }>(
        'SELECT refunded_minor, refund_calls FROM sandbox_payments WHERE session_id = $1',
        [sessionId],
      )
    )[0];
  const refundsOf = (orderId: number) =>
    suite.db.query<{ amount_minor: number; destination: string; status: string }>(
      'SELECT amount_minor, destination, status FROM order_cancel_refunds WHERE order_id = $1',
      [orderId],
    );
  const walletEntries = (orderNumber: number) =>
    suite.db.query<{ amount: number }>(`SELECT amount::float8 AS amount FROM wallet_ledger WHERE customer_id = $1 AND reference = $2`, [
      saraId,
      `#${orderNumber}`,
    ]);
  const lastSms = async () =>
    (await suite.db.query<{ text: string }>('SELECT text FROM sms_outbox ORDER BY id DESC LIMIT 1'))[0]?.text ?? '';

  it('gives the whole payment back to the card in the same action, and the customer reads why, how much and where', async () => {
    const { order, payment } = await paidOrder('cancel-refund-card-0001');
    expect((await calls.operator(order.id, 'accept')).status).toBe(200);
    const canceled = await calls.operator(order.id, 'cancel', { reason: 'Out of hummus' });
    expect(operatorOrderResponseSchema.parse(canceled.body).data).toMatchObject({
      status: 'canceled',
      payment_status: 'refunded',
      refunded_amount: 73.6,
      refund: { amount: 73.6, to: 'card', status: 'refunded', message: null },
    });
    expect(await sandboxOf(payment.id)).toEqual({ refunded_minor: 7360, refund_calls: 1 });

    const seen = await orderOf(order.id);
    expect(seen).toMatchObject({
      status: 'canceled',
      payment_status: 'refunded',
      cancel_reason: 'Out of hummus',
      estimated_at: null,
      refund: { amount: 73.6, to: 'card', status: 'refunded', at: clock.now().toISOString() },
    });
    const tracking = trackingResponseSchema.parse((await calls.get(sara, ORDER_PATHS.tracking(order.id))).body).data;
    expect(tracking).toMatchObject({ status: 'canceled', estimated_at: null, steps: [] });
    const mine = orderListResponseSchema.parse((await calls.get(sara, ORDER_PATHS.orders)).body).data;
    expect(mine.find((summary) => summary.id === order.id)).toMatchObject({ status: 'canceled', payment_status: 'refunded' });
    expect(await lastSms()).toBe(`سفرة: ألغى المطعم طلبك رقم ${order.number}. السبب: Out of hummus. سيُعاد 73.60 ر.س إلى بطاقتك.`);
    // The restaurant's view says the same.
    const operatorView = await call(suite.api, operatorOrderGetPath(order.id), {
      headers: { [HEADERS.tenant]: SUFRA.name, [OPERATOR_KEY_HEADER]: SUFRA.operatorKey },
    });
    expect(operatorOrderResponseSchema.parse(operatorView.body).data.refund).toMatchObject({ status: 'refunded', amount: 73.6 });
  });

  it(`refunds once when ${PARALLEL} cancels and refunds of the restaurant race`, async () => {
    const { order, payment } = await paidOrder('cancel-refund-race-0001');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        calls.operator(order.id, index % 4 === 3 ? 'refund' : 'cancel', { reason: 'Closing early' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(
      answers.filter((answer) => answer.status === 200 && operatorOrderResponseSchema.parse(answer.body).data.status === 'canceled'),
    ).not.toHaveLength(0);
    expect(await refundsOf(order.id)).toEqual([{ amount_minor: 7360, destination: 'card', status: 'refunded' }]);
    expect(await sandboxOf(payment.id)).toEqual({ refunded_minor: 7360, refund_calls: 1 });
    expect(await orderOf(order.id)).toMatchObject({ status: 'canceled', refunded_amount: 73.6, payment_status: 'refunded' });
  });

  it(`gives the money back once when the customer's payment confirmations race ${PARALLEL / 2} cancels`, async () => {
    const { order, payment } = await place('cancel-refund-confirm-0001', 'hosted');
    if (!payment) throw new Error('no payment session');
    await approve(payment.id);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) => (index % 2 === 0 ? confirm(payment.id) : calls.operator(order.id, 'cancel'))),
    );
    expect(answers.map((answer) => answer.status).every((status) => status === 200 || status === 409)).toBe(true);
    // Paid first and refunded by the cancel, or canceled first and the late payment refunded as an incident: once either way.
    expect(await sandboxOf(payment.id)).toEqual({ refunded_minor: 7360, refund_calls: 1 });
    const incidents = await suite.db.query('SELECT id FROM payment_incidents WHERE order_id = $1', [order.id]);
    expect((await refundsOf(order.id)).length + incidents.length).toBe(1);
    expect((await orderOf(order.id)).status).toBe('canceled');
  });

  it(`sends the refund to the wallet when the tenant says so, once under ${PARALLEL} parallel cancels`, async () => {
    await setRefundDestination(suite, SUFRA, 'wallet');
    try {
      const { order, payment } = await paidOrder('cancel-refund-wallet-0001');
      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => calls.operator(order.id, 'cancel')));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(PARALLEL - 1);
      expect(await walletEntries(order.number)).toEqual([{ amount: 73.6 }]);
      expect(await sandboxOf(payment.id)).toEqual({ refunded_minor: 0, refund_calls: 0 });
      expect((await orderOf(order.id)).refund).toMatchObject({ amount: 73.6, to: 'wallet', status: 'refunded' });
      expect(await lastSms()).toContain('سيُعاد 73.60 ر.س إلى محفظتك.');
    } finally {
      await setRefundDestination(suite, SUFRA, 'card');
    }
  });

  it('keeps a refund the provider refused on the way, and the restaurant sends it again with a refund', async () => {
    const { order, payment } = await paidOrder('cancel-refund-refused-0001');
    // The provider no longer knows the payment as approved (e.g. still settling): it refuses the refund.
    await suite.db.query(`UPDATE sandbox_payments SET outcome = NULL WHERE session_id = $1`, [payment.id]);
    const canceled = operatorOrderResponseSchema.parse((await calls.operator(order.id, 'cancel')).body).data;
    expect(canceled.refund).toEqual({
      amount: 73.6,
      to: 'card',
      status: 'failed',
      message: 'The sandbox has no approved payment to refund.',
    });
    expect((await orderOf(order.id)).refund).toMatchObject({ status: 'pending', amount: 73.6 });

    await suite.db.query(`UPDATE sandbox_payments SET outcome = 'approved' WHERE session_id = $1`, [payment.id]);
    const retries = await Promise.all(Array.from({ length: 4 }, () => calls.operator(order.id, 'refund')));
    // One retry sends it; a retry that reads the order once that one has finished finds nothing left to give back:
    // 409, as documented (docs/api.md, "Cancels and refunds"). Which retries come after depends on timing; the money never.
    expect(retries.filter((retry) => retry.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const retry of retries) expect([200, 409]).toContain(retry.status);
    expect((await orderOf(order.id)).refund).toMatchObject({ status: 'refunded', amount: 73.6 });
    expect((await refundsOf(order.id)).map((refund) => refund.status)).toEqual(['refunded']);
    expect((await sandboxOf(payment.id))?.refunded_minor).toBe(7360);
  });

  it('refunds nothing for an order to pay at the door, and still tells the customer why', async () => {
    const { order } = await place('cancel-refund-cash-0001', 'cash');
    expect((await calls.operator(order.id, 'cancel', { reason: 'Kitchen closed' })).status).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ cancel_reason: 'Kitchen closed', refund: null, payment_status: 'not_paid' });
    expect(await lastSms()).toBe(`سفرة: ألغى المطعم طلبك رقم ${order.number}. السبب: Kitchen closed.`);
  });

  it(`sends a card refund an api left unsent (it stopped right after the cancel committed) once, beside ${PARALLEL} retries`, async () => {
    const { order, payment } = await paidOrder('cancel-refund-unsent-0001');
    // The state a cancel commits before the provider is asked: canceled, its card refund recorded.
    await suite.db.transaction(async (tx) => {
      const [row] = await tx.query<{ tenant_id: number }>(`UPDATE orders SET status = 'canceled' WHERE id = $1 RETURNING tenant_id`, [
        order.id,
      ]);
      const paid = row && (await findOrder(tx, row.tenant_id, order.id));
      if (!row || !paid || !(await recordCancelRefund(tx, row.tenant_id, paid, 'card', clock.now()))) throw new Error('nothing to refund');
    });
    const sweep = refundSweep(suite, clock.now);
    expect(await sweep()).toBe(0);
    expect((await orderOf(order.id)).refund).toMatchObject({ status: 'pending', amount: 73.6 });
    clock.advance(61_000);
    // The restaurant's terminal reads the order first (its key is then known right for a minute).
    const seen = await call(suite.api, operatorOrderGetPath(order.id), {
      headers: { [HEADERS.tenant]: SUFRA.name, [OPERATOR_KEY_HEADER]: SUFRA.operatorKey },
    });
    expect(operatorOrderResponseSchema.parse(seen.body).data.refund).toMatchObject({ status: 'pending' });
    const [sweeps, retries] = await Promise.all([
      Promise.all(Array.from({ length: PARALLEL }, sweep)),
      Promise.all(Array.from({ length: PARALLEL }, () => calls.operator(order.id, 'refund'))),
    ]);
    // A retry that finds it sent asks to refund a canceled order with nothing left to give back: 409.
    for (const retry of retries) expect([200, 409]).toContain(retry.status);
    expect(sweeps.reduce((sum, sent) => sum + sent, 0)).toBeLessThanOrEqual(1);
    expect(await sandboxOf(payment.id)).toEqual({ refunded_minor: 7360, refund_calls: 1 });
    expect((await orderOf(order.id)).refund).toMatchObject({ status: 'refunded', amount: 73.6 });
  });
});
