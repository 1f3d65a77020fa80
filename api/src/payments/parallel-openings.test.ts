import {
  ORDER_PATHS,
  RESERVATION_PATHS,
  paymentSessionResponseSchema,
  reservationBranchesResponseSchema,
  reservationResponseSchema,
} from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { reservationCalls } from '../testing/reservation-calls';
import { call, startTestApi, storefrontHeaders, type TestApi, type TestApiOptions, type TestResponse } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, openAgain, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const PARALLEL = 30;
const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };
jest.setTimeout(60_000);

/**
 * Parallel "pay" calls after a declined payment, half on a second api instance with its own database
 * connections (on PostgreSQL, as a second process would have): every call answers the same new session,
 * and the provider is asked for exactly one (counted in the sandbox adapter's own table).
 */
describe.each(testDatabases())('parallel payment openings across two api instances on $label', (database) => {
  // Sunday 1 March 2026, 12:00 in Riyadh: Sufra - Olaya takes orders, reservations a few days ahead.
  const clock = createTestClock('2026-03-01T09:00:00Z');
  const options: TestApiOptions = { clock: clock.now, devOutbox: true, redisUrl: process.env.TEST_REDIS_URL };
  const suite = useTestApi(database, options);
  let second: TestApi;
  let closeSecond: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    const again = await openAgain(suite.db);
    second = await startTestApi(again.db, options);
    closeSecond = async () => {
      await second.app.close();
      await again.close();
    };
    token = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => closeSecond());

  const both = (make: (api: TestApi) => Promise<TestResponse>) =>
    Promise.all(Array.from({ length: PARALLEL }, (_, index) => make(index % 2 === 0 ? suite.api : second)));
  const providerSessions = async (subject: 'order' | 'reservation', number: number) =>
    (
      await suite.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM sandbox_payments WHERE tenant_name = $1 AND subject = $2 AND order_number = $3',
        [SUFRA.name, subject, number],
      )
    )[0]?.count;

  it(`answers ${PARALLEL} parallel order payments with one new session, one asked of the provider`, async () => {
    const calls = orderCalls(suite.api, SUFRA);
    const { order, payment } = await calls.placedPickup(token, 'opening-order-0001', { payment_method: 'hosted' }, [HUMMUS]);
    if (!payment) throw new Error('no payment session');
    await calls.decide(payment.id, 'decline');
    const answers = await both((api) => orderCalls(api, SUFRA).post(token, ORDER_PATHS.pay(order.id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(201));
    const ids = new Set(answers.map((answer) => paymentSessionResponseSchema.parse(answer.body).data.id));
    expect(ids.size).toBe(1);
    expect(ids.has(payment.id)).toBe(false);
    // The declined one and the one new session.
    expect(await providerSessions('order', order.number)).toBe(2);
  });

  it(`answers ${PARALLEL} parallel deposit payments with one new page, one asked of the provider`, async () => {
    const branches = reservationBranchesResponseSchema.parse(
      (await call(suite.api, RESERVATION_PATHS.branches, { headers: storefrontHeaders(SUFRA) })).body,
    ).data;
    const kingFahd = branches.find((branch) => branch.names.en === 'Sufra - King Fahd Road')?.id ?? 0;
    const reservations = reservationCalls(suite.api, SUFRA);
    const booked = await reservations.book(token, kingFahd, '2026-03-06', '21:00');
    const first = booked.payment_url ?? '';
    await orderCalls(suite.api, SUFRA).decide(new URL(first).pathname.split('/').at(-1) ?? '', 'decline');
    const answers = await both((api) => customerCall(api, SUFRA, token, RESERVATION_PATHS.pay(booked.id), { method: 'POST' }));
    expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
    const urls = new Set(answers.map((answer) => reservationResponseSchema.parse(answer.body).data.payment_url));
    expect(urls.size).toBe(1);
    expect(urls.has(first)).toBe(false);
    expect(await providerSessions('reservation', booked.id)).toBe(2);
  });
});
