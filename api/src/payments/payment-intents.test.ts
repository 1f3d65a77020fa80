import {
  CHECKOUT_PATHS,
  OPERATOR_KEY_HEADER,
  OPERATOR_PAYMENT_INCIDENTS_PATH,
  ORDER_PATHS,
  PAYMENT_PATHS,
  HEADERS,
  orderResponseSchema,
  paymentConfirmResponseSchema,
  paymentIncidentListResponseSchema,
  paymentSessionResponseSchema,
  slotsResponseSchema,
} from '@storefront/shared/contracts';
import { sweepUnpaidOrders } from '../orders/unpaid-order-service';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { recordSandboxOutcome, SANDBOX_SIGNATURE_HEADER } from './sandbox-provider';
import { signWebhook, tenantWebhookSecret } from './webhook-signature';
import { useTestApi } from '../testing/test-suite';

const SECRET = 'test-webhook-secret';
const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };
const MINUTE = 60_000;
const PARALLEL = 20;

describe.each(testDatabases())('one payment intent per order on $label', (database) => {
  let sara: string;
  let khalid: string;
  let khalidId: number;
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true, paymentSandboxSecret: SECRET });
  let calls: ReturnType<typeof orderCalls>;

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
    sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
    const login = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551114455' });
    khalid = login.token;
    khalidId = login.customer.id;
  }, DATABASE_SETUP_TIMEOUT_MS);

  const placeOnline = (key: string, token = sara, extra: Record<string, unknown> = {}) =>
    calls.placedPickup(token, key, { payment_method: 'hosted', ...extra }, [HUMMUS]);
  const decide = (sessionId: string, decision: 'approve' | 'decline') =>
    fetch(`${suite.api.url}${PAYMENT_PATHS.sandboxPage(sessionId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision }).toString(),
      redirect: 'manual',
    });
  const confirm = async (sessionId: string, token = sara) =>
    paymentConfirmResponseSchema.parse((await calls.post(token, PAYMENT_PATHS.confirm(sessionId))).body).data;
  const pay = (orderId: number, token = sara) => calls.post(token, ORDER_PATHS.pay(orderId));
  const sessionsOf = (orderId: number) =>
    suite.db.query<{ id: string; status: string }>('SELECT id, status FROM payment_sessions WHERE order_id = $1 ORDER BY created_at, id', [
      orderId,
    ]);
  const orderOf = async (orderId: number, token = sara) =>
    orderResponseSchema.parse((await calls.get(token, ORDER_PATHS.order(orderId))).body).data;
  const incidents = async () =>
    paymentIncidentListResponseSchema.parse(
      (
        await call(suite.api, OPERATOR_PAYMENT_INCIDENTS_PATH, {
          headers: { [HEADERS.tenant]: SUFRA.name, [OPERATOR_KEY_HEADER]: SUFRA.operatorKey },
        })
      ).body,
    ).data;
  const webhook = (sessionId: string, options: { secret?: string; at?: Date; body?: string } = {}) => {
    const body = options.body ?? JSON.stringify({ session_id: sessionId });
    const timestamp = Math.floor((options.at ?? clock.now()).getTime() / 1000);
    return call(suite.api, PAYMENT_PATHS.sandboxWebhook, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signWebhook(options.secret ?? tenantWebhookSecret(SECRET, SUFRA.name), timestamp, body),
      },
      body,
    });
  };
  const wallet = async (customerId: number) =>
    (
      await suite.db.query<{ balance: number }>(
        'SELECT COALESCE(SUM(amount), 0)::float8 AS balance FROM wallet_ledger WHERE customer_id = $1',
        [customerId],
      )
    )[0]?.balance ?? 0;

  it(`answers ${PARALLEL} parallel "pay" calls with one live session`, async () => {
    const { order, payment } = await placeOnline('intent-parallel-0001');
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => pay(order.id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(201));
    const ids = new Set(answers.map((answer) => paymentSessionResponseSchema.parse(answer.body).data.id));
    expect([...ids]).toEqual([payment?.id]);
    expect((await sessionsOf(order.id)).filter((session) => session.status === 'pending')).toHaveLength(1);
  });

  it('gives a new session only when the open one was declined, all parallel calls the same one', async () => {
    const { order, payment } = await placeOnline('intent-declined-0001');
    if (!payment) throw new Error('no payment session');
    await decide(payment.id, 'decline');
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => pay(order.id)));
    const ids = new Set(answers.map((answer) => paymentSessionResponseSchema.parse(answer.body).data.id));
    expect(ids.size).toBe(1);
    expect(ids.has(payment.id)).toBe(false);
    expect((await sessionsOf(order.id)).map((session) => session.status).sort()).toEqual(['failed', 'pending']);
  });

  it('refuses to start a second payment of an order approved on the provider’s page, and pays it once', async () => {
    const { order, payment } = await placeOnline('intent-approved-0001');
    if (!payment) throw new Error('no payment session');
    await decide(payment.id, 'approve');
    // Not confirmed yet: asking to pay again settles the approved session instead of opening a second one.
    const again = await Promise.all(Array.from({ length: PARALLEL }, () => pay(order.id)));
    expect(again.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(409));
    expect(again[0]?.body).toEqual({ code: 'order_already_paid', message: 'Order is already paid.' });
    expect(await sessionsOf(order.id)).toEqual([{ id: payment.id, status: 'paid' }]);
    expect(await confirm(payment.id)).toMatchObject({ paid: true, order_status: 'created' });
    const events = await suite.db.query('SELECT status FROM order_status_events WHERE order_id = $1', [order.id]);
    expect(events).toEqual([{ status: 'callcenter_pending' }, { status: 'created' }]);
  });

  it('refunds and flags a payment made on a session voided by a newer one, once the order was paid', async () => {
    await suite.db.query(
      `INSERT INTO settings (tenant_id, key, value) SELECT id, 'order.unpaid_expiry_minutes', '60' FROM tenants WHERE name = $1
       ON CONFLICT (tenant_id, key) DO UPDATE SET value = EXCLUDED.value`,
      [SUFRA.name],
    );
    try {
      const { order, payment: first } = await placeOnline('intent-double-0001');
      if (!first) throw new Error('no payment session');
      clock.advance(31 * MINUTE);
      const second = paymentSessionResponseSchema.parse((await pay(order.id)).body).data;
      expect(second.id).not.toBe(first.id);
      await decide(second.id, 'approve');
      expect(await confirm(second.id)).toMatchObject({ paid: true, order_status: 'created' });
      // The provider still took the first (voided) one, e.g. from a tab left open.
      const [ref] = await suite.db.query<{ provider_ref: string }>('SELECT provider_ref FROM payment_sessions WHERE id = $1', [first.id]);
      await recordSandboxOutcome(suite.db, ref?.provider_ref ?? '', 'approved', clock.now());
      const hooked = await Promise.all([webhook(first.id), confirm(first.id), confirm(first.id)]);
      expect(hooked[0].status).toBe(200);
      expect(hooked[1]).toMatchObject({ paid: false, message: 'This payment was refunded: the order was already paid or canceled.' });
      const sandbox = await suite.db.query<{ refunded_minor: number }>(
        'SELECT refunded_minor FROM sandbox_payments WHERE session_id = $1',
        [first.id],
      );
      expect(sandbox).toEqual([{ refunded_minor: 7360 }]);
      expect((await incidents()).filter((incident) => incident.order_id === order.id)).toEqual([
        expect.objectContaining({ session_id: first.id, reason: 'order_already_paid', amount: 73.6, refund_status: 'refunded' }),
      ]);
      expect((await orderOf(order.id)).payment_status).toBe('paid');
    } finally {
      await suite.db.query(`DELETE FROM settings WHERE key = 'order.unpaid_expiry_minutes'`);
    }
  });

  it('voids the open session when the operator cancels, and refunds and flags a payment that still lands', async () => {
    const { order, payment } = await placeOnline('intent-cancel-0001');
    if (!payment) throw new Error('no payment session');
    // Approved on the provider's page, but the return never reached the api before the cancel.
    await decide(payment.id, 'approve');
    expect((await calls.operator(order.id, 'cancel')).status).toBe(200);
    expect(await sessionsOf(order.id)).toEqual([{ id: payment.id, status: 'expired' }]);
    const answers = await Promise.all([confirm(payment.id), confirm(payment.id), webhook(payment.id)]);
    expect(answers[0]).toMatchObject({ paid: false, order_status: 'canceled', payable: false });
    expect(answers[1]).toMatchObject({ paid: false, order_status: 'canceled' });
    expect((await orderOf(order.id)).payment_status).not.toBe('paid');
    expect((await incidents()).filter((incident) => incident.order_id === order.id)).toEqual([
      expect.objectContaining({ reason: 'order_canceled', refund_status: 'refunded', amount: 73.6 }),
    ]);
    expect((await pay(order.id)).status).toBe(422);
  });

  it('takes only fresh webhooks signed with the tenant’s secret, each once', async () => {
    const { payment } = await placeOnline('intent-webhook-0001');
    if (!payment) throw new Error('no payment session');
    expect((await webhook(payment.id, { secret: SECRET })).status).toBe(401);
    expect((await webhook(payment.id, { secret: tenantWebhookSecret(SECRET, 'nile') })).status).toBe(401);
    expect((await webhook(payment.id, { at: new Date(clock.now().getTime() - 6 * MINUTE) })).status).toBe(401);
    expect((await webhook(payment.id, { at: new Date(clock.now().getTime() + 6 * MINUTE) })).status).toBe(401);
    const unsigned = await call(suite.api, PAYMENT_PATHS.sandboxWebhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: payment.id }),
    });
    expect(unsigned.status).toBe(401);
    const at = clock.now();
    expect((await webhook(payment.id, { at })).status).toBe(200);
    expect((await webhook(payment.id, { at })).status).toBe(409);
  });

  it('holds the wallet through a declined payment and gives it back exactly once when the order expires', async () => {
    const before = await wallet(khalidId);
    const { order, payment } = await placeOnline('intent-wallet-0001', khalid, { use_wallet: true });
    if (!payment) throw new Error('no payment session');
    expect(order).toMatchObject({ wallet_discount: 40, amount_due: 33.6, status: 'callcenter_pending' });
    expect(await wallet(khalidId)).toBe(before - 40);
    await decide(payment.id, 'decline');
    const declined = await Promise.all(Array.from({ length: PARALLEL }, () => confirm(payment.id, khalid)));
    for (const answer of declined) {
      expect(answer).toMatchObject({
        paid: false,
        message: 'Payment failed.',
        payable: true,
        tenders: { wallet: 40, points: 0, state: 'held', held_until: new Date(clock.now().getTime() + 15 * MINUTE).toISOString() },
      });
    }
    expect(await wallet(khalidId)).toBe(before - 40);

    clock.advance(16 * MINUTE);
    const late = await Promise.all([
      ...Array.from({ length: PARALLEL }, () => confirm(payment.id, khalid)),
      sweepUnpaidOrders({ db: suite.db, clock: clock.now, realtime: suite.api.app.realtime }),
    ]);
    expect(late[0]).toMatchObject({
      order_status: 'canceled',
      payable: false,
      tenders: { wallet: 40, state: 'returned', held_until: null },
    });
    expect(await wallet(khalidId)).toBe(before);
    const givenBack = await suite.db.query(
      'SELECT amount::float8 AS amount FROM wallet_ledger WHERE customer_id = $1 AND reference = $2 AND amount > 0',
      [khalidId, `#${order.number}`],
    );
    expect(givenBack).toEqual([{ amount: 40 }]);
    const retry = await pay(order.id, khalid);
    expect(retry.status).toBe(422);
    expect(retry.body).toEqual({ code: 'order_expired', message: 'This order was not paid in time and was canceled.' });
  });

  it('gives the slot of an order never paid back once it expires, in the slot list, the placement and the sweep', async () => {
    const slots = async () =>
      slotsResponseSchema.parse(
        (
          await call(suite.api, CHECKOUT_PATHS.slots, {
            headers: storefrontHeaders(SUFRA),
            query: { branch_id: '1', order_type: 'pickup', day: '2026-11-23' },
          })
        ).body,
      ).data.slots;
    const scheduled = { delivery_time: 'schedule', scheduled_day: '2026-11-23', scheduled_period: '22:00' };
    const remaining = async () => (await slots()).find((slot) => slot.period === '22:00')?.remaining ?? 0;
    const capacity = await remaining();
    const unpaid = [];
    for (let index = 0; index < capacity; index += 1) unpaid.push((await placeOnline(`intent-slot-000${index}`, sara, scheduled)).order);
    expect(await remaining()).toBe(0);
    const refused = await calls.place(
      khalid,
      {
        cart_id: await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] }),
        payment_method: 'cash',
        human_check: await calls.humanCheck(),
        ...scheduled,
      },
      'intent-slot-late-0001',
    );
    expect(refused.status).toBe(422);

    clock.advance(15 * MINUTE);
    expect(await remaining()).toBe(capacity);
    const taken = await calls.place(
      khalid,
      {
        cart_id: await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] }),
        payment_method: 'cash',
        human_check: await calls.humanCheck(),
        ...scheduled,
      },
      'intent-slot-late-0002',
    );
    expect(taken.status).toBe(201);
    expect(await sweepUnpaidOrders({ db: suite.db, clock: clock.now, realtime: suite.api.app.realtime })).toBeGreaterThanOrEqual(capacity);
    for (const order of unpaid) expect((await orderOf(order.id)).status).toBe('canceled');
    expect(await remaining()).toBe(capacity - 1);
  });

  it('creates the payment session on the replay of a placement committed without one', async () => {
    const key = 'intent-replay-0001';
    const body = {
      cart_id: await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] }),
      delivery_time: 'asap',
      payment_method: 'hosted',
      human_check: await calls.humanCheck(),
    };
    const first = await calls.place(sara, body, key);
    expect(first.status).toBe(201);
    const orderId = (first.body as { data: { order: { id: number } } }).data.order.id;
    // As if the api was killed between the order's commit and its payment session.
    await suite.db.query('DELETE FROM payment_sessions WHERE order_id = $1', [orderId]);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => calls.place(sara, { ...body, human_check: { key: 'x', answer: '0' } }, key)),
    );
    const payments = replays.map((replay) => (replay.body as { data: { payment: { id: string; status: string } | null } }).data.payment);
    expect(payments[0]).toMatchObject({ status: 'pending' });
    expect(new Set(payments.map((payment) => payment?.id)).size).toBe(1);
    expect((await sessionsOf(orderId)).filter((session) => session.status === 'pending')).toHaveLength(1);
  });
});
