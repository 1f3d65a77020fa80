import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_AUTH_PATHS,
  API_ERRORS,
  API_PATHS,
  AUTH_PATHS,
  PAYMENT_PATHS,
  PUSH_PATHS,
  apiErrorSchema,
  healthDownSchema,
  healthSchema,
} from '@storefront/shared/contracts';
import webPush from 'web-push';
import type { Db } from '../db/db';
import { LIMITS_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../limits/limits-unavailable';
import { DEMO_PASSWORD } from '../seed/accounts/demo-accounts';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { loginWithCode, postJson } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { startPushServiceStandIn, type PushServiceStandIn } from '../testing/push-service-stand-in';
import { startRedisServer, type TestRedisServer } from '../testing/redis-server';
import { connectSocket } from '../testing/socket-client';
import { call, startTestApi, type TestApi, type TestResponse } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, openAgain, testDatabases } from '../testing/test-databases';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_STARTUP_TIMEOUT_MS } from './redis-timeouts';

// Every call of a hung redis waits REDIS_COMMAND_TIMEOUT_MS; a restarted one is reconnected within 5 s.
jest.setTimeout(60_000);

/** "A couple of seconds": the command deadline, and the time a busy machine takes to answer around it. */
const ANSWERED_WITHIN_MS = REDIS_COMMAND_TIMEOUT_MS + 2000;
const VAPID = { ...webPush.generateVAPIDKeys(), subject: 'mailto:redis-outage@storefront.invalid' };
const SARA = { email: 'sara.qahtani@example.com', mobile: { country_code: 'SA', mobile: '551234567' } } as const;
const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };

/** Resolves once `done` holds, asking again every 100 ms. */
const until = async (done: () => Promise<boolean>): Promise<void> => {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 100));
};

const timed = async (answer: Promise<TestResponse>): Promise<TestResponse & { ms: number }> => {
  const started = performance.now();
  const response = await answer;
  return { ...response, ms: performance.now() - started };
};

const expectLimitsUnavailable = (response: TestResponse & { ms: number }) => {
  expect({ status: response.status, body: apiErrorSchema.parse(response.body) }).toEqual({
    status: 503,
    body: { code: 'limits_unavailable', message: API_ERRORS.limits_unavailable },
  });
  expect(response.headers.get('retry-after')).toBe(String(LIMITS_UNAVAILABLE_RETRY_AFTER_SECONDS));
  expect(response.ms).toBeLessThan(ANSWERED_WITHIN_MS);
};

describe.each(testDatabases())('two api instances when their redis hangs or stops, on $label', (database) => {
  const clock = createTestClock('2026-11-22T09:00:00Z');
  let redis: TestRedisServer;
  let service: PushServiceStandIn;
  let db: Db;
  let closeAgain: () => Promise<void>;
  let apis: [TestApi, TestApi];
  let sara: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    service = await startPushServiceStandIn();
    db = await database.open();
    // The second instance reaches the same database through its own connections (PostgreSQL), as a second process would.
    const again = await openAgain(db);
    closeAgain = again.close;
    const name = randomBytes(6).toString('hex');
    const options = {
      clock: clock.now,
      devOutbox: true,
      redisUrl: redis.url,
      limitsRedisPrefix: `test-limits:${name}:`,
      socketRedisKey: `test-socket.io:${name}`,
      vapid: VAPID,
      pushLoopbackHttp: true,
    };
    apis = [await startTestApi(db, options), await startTestApi(again.db, options)];
    sara = (await loginWithCode(apis[0], SUFRA, SARA.mobile)).token;
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    for (const api of apis ?? []) await api.app.close();
    await closeAgain?.();
    await db?.close();
    await service?.close();
    await redis?.close();
  });

  const health = (api: TestApi) => call(api, API_PATHS.health);
  const healthy = async () => (await Promise.all(apis.map(health))).every((answer) => answer.status === 200);
  const parts = () => ({ database: database.label, socket_adapter: 'redis' });
  const expectHealth = async (status: 200 | 503) => {
    const answers = await Promise.all(apis.map((api) => timed(health(api))));
    for (const answer of answers) {
      expect(answer.ms).toBeLessThan(ANSWERED_WITHIN_MS);
      expect({ status: answer.status, health: (status === 200 ? healthSchema : healthDownSchema).parse(answer.body) }).toEqual(
        status === 200
          ? { status, health: { status: 'ok', ...parts(), redis: 'ok' } }
          : { status, health: { code: 'service_unavailable', message: 'Redis unavailable', status: 'down', ...parts(), redis: 'down' } },
      );
    }
  };

  const login = (api: TestApi) => postJson(api, SUFRA, ACCOUNT_AUTH_PATHS.emailLogin, { email: SARA.email, password: DEMO_PASSWORD });
  const sendCode = (api: TestApi, mobile: string) => postJson(api, SUFRA, AUTH_PATHS.otpSend, { country_code: 'SA', mobile });
  const subscribe = (api: TestApi, orderId: number, browser: string) =>
    customerCall(api, SUFRA, sara, PUSH_PATHS.subscriptions, {
      method: 'POST',
      body: { subscription: service.browser(browser).subscription, target: { kind: 'order', order_id: orderId }, lang: 'ar' },
    });
  /** A pickup paid online through the sandbox (73.60 SAR), placed through the first instance. */
  const paidOrder = async (key: string) => {
    const calls = orderCalls(apis[0], SUFRA);
    const { order, payment } = await calls.placedPickup(sara, key, { payment_method: 'hosted' }, [HUMMUS]);
    if (!payment) throw new Error('no payment session');
    await calls.decide(payment.id, 'approve');
    expect((await calls.post(sara, PAYMENT_PATHS.confirm(payment.id))).status).toBe(200);
    return { order, payment };
  };
  const refundsOf = async (orderId: number, sessionId: string) => ({
    refunds: await db.query<{ status: string }>('SELECT status FROM order_cancel_refunds WHERE order_id = $1', [orderId]),
    provider: await db.query<{ refund_calls: number }>('SELECT refund_calls FROM sandbox_payments WHERE session_id = $1', [sessionId]),
  });
  const handshakeWithWrongKey = (api: TestApi) =>
    connectSocket(api.url, { tenant: SUFRA.name, app_token: SUFRA.appToken, operator_key: 'not-the-key' }).then(
      (socket) => {
        socket.close();
        return 'connected';
      },
      (error: Error) => error.message,
    );

  it('refuses login, login codes, push subscriptions and a refund with 503 and Retry-After while redis hangs, and runs them once it answers again', async () => {
    const { order, payment } = await paidOrder('redis-outage-hang-0001');
    await expectHealth(200);

    await redis.pause();
    const [refused, cancel] = await Promise.all([
      Promise.all(
        apis.flatMap((api, index) => [
          timed(login(api)),
          timed(sendCode(api, `55111000${index}`)),
          timed(subscribe(api, order.id, `hang-${index}`)),
        ]),
      ),
      // The restaurant's cancel through the second instance, whose operator key was not checked before: the check refuses it.
      timed(orderCalls(apis[1], SUFRA).operator(order.id, 'cancel', { reason: 'Out of hummus' })),
    ]);
    for (const answer of [...refused, cancel]) expectLimitsUnavailable(answer);
    await expectHealth(503);
    expect(await handshakeWithWrongKey(apis[0])).toBe('limits_unavailable');
    // Nothing of the refund ran.
    expect(await refundsOf(order.id, payment.id)).toEqual({ refunds: [], provider: [{ refund_calls: 0 }] });

    await redis.resume();
    await until(healthy);
    await expectHealth(200);
    // The same calls on the same instances: the slots redis took once it answered were given back.
    for (const [index, api] of apis.entries()) {
      expect((await login(api)).status).toBe(200);
      expect((await sendCode(api, `55111000${index}`)).status).toBe(200);
      expect((await subscribe(api, order.id, `hang-${index}`)).status).toBe(201);
    }
    expect(await handshakeWithWrongKey(apis[0])).toBe('unauthorized');
    expect((await orderCalls(apis[1], SUFRA).operator(order.id, 'cancel', { reason: 'Out of hummus' })).status).toBe(200);
    expect(await refundsOf(order.id, payment.id)).toEqual({ refunds: [{ status: 'refunded' }], provider: [{ refund_calls: 1 }] });
  });

  it('refuses to start an instance while redis hangs, within REDIS_STARTUP_TIMEOUT_MS, instead of waiting for it', async () => {
    await redis.pause();
    try {
      const started = performance.now();
      await expect(startTestApi(db, { redisUrl: redis.url })).rejects.toThrow(
        `redis unreachable at ${new URL(redis.url).host}: no answer within ${REDIS_STARTUP_TIMEOUT_MS} ms`,
      );
      expect(performance.now() - started).toBeLessThan(REDIS_STARTUP_TIMEOUT_MS + 2000);
    } finally {
      await redis.resume();
    }
    await until(healthy);
  });

  it('refuses them with 503 and Retry-After at once while redis is down, and answers them again once it is restarted', async () => {
    const { order } = await paidOrder('redis-outage-kill-0001');
    await expectHealth(200);

    await redis.kill();
    await expectHealth(503);
    const refused = await Promise.all(
      apis.flatMap((api, index) => [
        timed(login(api)),
        timed(sendCode(api, `55111001${index}`)),
        timed(subscribe(api, order.id, `kill-${index}`)),
      ]),
    );
    for (const answer of refused) expectLimitsUnavailable(answer);

    await redis.restart();
    await until(healthy);
    await expectHealth(200);
    for (const [index, api] of apis.entries()) {
      expect((await login(api)).status).toBe(200);
      expect((await sendCode(api, `55111001${index}`)).status).toBe(200);
      expect((await subscribe(api, order.id, `kill-${index}`)).status).toBe(201);
    }
  });
});
