import { randomBytes } from 'node:crypto';
import {
  HEADERS,
  OPERATOR_KEY_HEADER,
  PAYMENT_PATHS,
  operatorOrderGetPath,
  operatorOrderResponseSchema,
} from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { startApiProcess, type ApiProcess } from '../testing/api-process';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { call, type ApiAddress } from '../testing/test-app';
import { DATABASE_SETUP_TIMEOUT_MS, sharedTestDatabase, testDatabases, type SharedTestDatabase } from '../testing/test-databases';

const ORDERS = 20;
const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };
/** What each order paid by card: 73.60 SAR. */
const PAID_MINOR = 7360;
const FIRST_START = '2026-11-22T09:00:00Z';
/** The restarted api's clock: past the 5 minutes after which a claim of the killed api counts as lost. */
const RESTART = '2026-11-22T09:10:00Z';

const operatorHeaders = { [HEADERS.tenant]: SUFRA.name, [OPERATOR_KEY_HEADER]: SUFRA.operatorKey };

/** The refund of the order as the restaurant reads it. */
const refundOf = async (api: ApiAddress, orderId: number) =>
  operatorOrderResponseSchema.parse((await call(api, operatorOrderGetPath(orderId), { headers: operatorHeaders })).body).data.refund;

/** The customer approves on the sandbox's card page with a card it takes. */
const approveWithCard = (api: ApiAddress, sessionId: string) =>
  fetch(`${api.url}${PAYMENT_PATHS.sandboxPage(sessionId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      decision: 'approve',
      card_number: '4111 1111 1111 1111',
      card_expiry: '12/30',
      card_cvc: '123',
    }).toString(),
    redirect: 'manual',
  });

/** Resolves once `done` holds, checking every 100 ms. */
const until = async (done: () => Promise<boolean>): Promise<void> => {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 100));
};

describe.each(testDatabases())('card refunds of cancels when the api is killed during them, on $label', (database) => {
  let shared: SharedTestDatabase;
  let api: ApiProcess | undefined;
  const redisName = randomBytes(6).toString('hex');
  const redisUrl = database.label === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
  const startApi = async (clockStart: string, sweepMs: number): Promise<ApiProcess> => {
    api = await startApiProcess({ database: shared.location, clockStart, sweepMs, redisUrl, redisName });
    return api;
  };

  beforeAll(async () => {
    shared = await sharedTestDatabase(database);
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await api?.kill();
    await shared?.remove();
  });

  it(`asks the provider for each of ${ORDERS} refunds once when the api is killed during the cancels and its sweep sends the rest`, async () => {
    const first = await startApi(FIRST_START, 0);
    const calls = orderCalls(first, SUFRA);
    const sara = (await loginWithCode(first, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
    const orders: { id: number; sessionId: string }[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const { order, payment } = await calls.placedPickup(sara, `refund-after-kill-${index}`, { payment_method: 'card' }, [HUMMUS]);
      if (!payment) throw new Error('no payment session');
      await approveWithCard(first, payment.id);
      expect((await calls.post(sara, PAYMENT_PATHS.confirm(payment.id))).status).toBe(200);
      orders.push({ id: order.id, sessionId: payment.id });
    }
    // The restaurant's terminal reads an order first (its key is then known right for a minute).
    expect((await refundOf(first, orders[0]!.id)) ?? null).toBeNull();

    // The api is killed as soon as one cancel has answered. The others are then on their way: not committed yet, committed
    // and not sent, or sent and the provider's answer not heard (a refund the provider made that the api never recorded).
    const cancels = orders.map(({ id }) =>
      calls.operator(id, 'cancel', { reason: 'Kitchen closed' }).then(
        (answer) => answer.status,
        () => 0,
      ),
    );
    await new Promise<void>((resolve) => {
      for (const cancel of cancels) void cancel.then((status) => status === 200 && resolve());
    });
    await first.kill();
    const answered = await Promise.all(cancels);

    const restarted = await startApi(RESTART, 200);
    // The terminal sends again the cancels it heard no answer to; a cancel that had committed answers 409.
    const terminal = orderCalls(restarted, SUFRA);
    const resent = await Promise.all(
      orders.map(async ({ id }, index) => (answered[index] === 200 ? 200 : (await terminal.operator(id, 'cancel')).status)),
    );
    for (const status of resent) expect([200, 409]).toContain(status);
    // The restarted api's sweep sends the refunds the killed one left unsent or unanswered.
    await until(async () =>
      (await Promise.all(orders.map(({ id }) => refundOf(restarted, id)))).every((refund) => refund?.status === 'refunded'),
    );
    await restarted.stop();

    const db = await shared.open();
    try {
      const provider = await db.query<{ session_id: string; refund_calls: number; refunded_minor: number }>(
        'SELECT session_id, refund_calls, refunded_minor FROM sandbox_payments WHERE session_id = ANY($1::text[]) ORDER BY session_id',
        [orders.map(({ sessionId }) => sessionId)],
      );
      expect(provider.map(({ refund_calls, refunded_minor }) => ({ refund_calls, refunded_minor }))).toEqual(
        orders.map(() => ({ refund_calls: 1, refunded_minor: PAID_MINOR })),
      );
      // Each is the refund sent with the key the order's refund stored: the sweep sent again with it what the killed api never heard answered.
      const refunds = await db.query<{ same_key: boolean }>(
        `SELECT s.idempotency_key = r.refund_key AS same_key
           FROM order_cancel_refunds r
           JOIN payment_sessions p ON p.tenant_id = r.tenant_id AND p.order_id = r.order_id AND p.status = 'paid'
           JOIN sandbox_refunds s ON s.ref = p.provider_ref
          WHERE r.order_id = ANY($1::int[])`,
        [orders.map(({ id }) => id)],
      );
      expect(refunds.map(({ same_key }) => same_key)).toEqual(orders.map(() => true));
    } finally {
      await db.close();
    }
  }, 300_000);
});
