import {
  ACCOUNT_AUTH_PATHS,
  DEV_OUTBOX_PATH,
  FRAME_PATHS,
  ORDER_UPDATED_EVENT,
  PASSWORD_RESET_PATHS,
  PUSH_PATHS,
  accountLoginResponseSchema,
  devOutboxResponseSchema,
} from '@storefront/shared/contracts';
import type { Socket } from 'socket.io-client';
import webPush from 'web-push';
import { DEMO_PASSWORD } from '../seed/accounts/demo-accounts';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { postJson } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { startPushServiceStandIn, type PushServiceStandIn, type TestBrowser } from '../testing/push-service-stand-in';
import { connectSocket, nextEvent, recordEvents } from '../testing/socket-client';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const SARA_EMAIL = 'sara.qahtani@example.com';
const HUMMUS = { item_id: 131, quantity: 1, option_ids: [], notes: '' };
const MARKER = 'reset_marker';
const VAPID = { ...webPush.generateVAPIDKeys(), subject: 'mailto:push-test@storefront.invalid' };

describe.each(testDatabases())('a password reset signs the old devices out on $label', (database) => {
  let service: PushServiceStandIn;
  const sockets: Socket[] = [];
  // Sunday 12:00 in Riyadh: Sufra - Olaya (branch 1) is open.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true, vapid: VAPID, pushLoopbackHttp: true });

  beforeAll(async () => {
    service = await startPushServiceStandIn();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await service?.close();
  });

  const post = (path: string, body: unknown) => postJson(suite.api, SUFRA, path, body);
  const passwordLogin = async (password: string): Promise<string> =>
    accountLoginResponseSchema.parse((await post(ACCOUNT_AUTH_PATHS.emailLogin, { email: SARA_EMAIL, password })).body).data.token;
  const resetTo = async (password: string): Promise<string> => {
    expect((await post(PASSWORD_RESET_PATHS.request, { email: SARA_EMAIL })).status).toBe(200);
    // The mail goes after the answer.
    await suite.api.app.background.settled();
    const outbox = devOutboxResponseSchema.parse((await call(suite.api, DEV_OUTBOX_PATH, { headers: storefrontHeaders(SUFRA) })).body);
    const code = outbox.data.find((entry) => entry.to === SARA_EMAIL && entry.code)?.code;
    const answer = await post(PASSWORD_RESET_PATHS.reset, { email: SARA_EMAIL, code, password });
    expect(answer.status).toBe(200);
    return accountLoginResponseSchema.parse(answer.body).data.token;
  };
  const connect = async (token: string): Promise<Socket> => {
    const socket = await connectSocket(suite.api.url, { tenant: SUFRA.name, app_token: SUFRA.appToken, customer_token: token });
    sockets.push(socket);
    return socket;
  };
  const placeOrder = async (token: string, key: string): Promise<number> => {
    const calls = orderCalls(suite.api, SUFRA);
    const cart = await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] });
    const body = { cart_id: cart, delivery_time: 'asap', payment_method: 'cash', notes: '', human_check: await calls.humanCheck() };
    return (await calls.placed(token, body, key)).order.id;
  };
  const subscribe = (token: string, browser: TestBrowser, orderId: number) =>
    customerCall(suite.api, SUFRA, token, PUSH_PATHS.subscriptions, {
      method: 'POST',
      body: { subscription: browser.subscription, target: { kind: 'order', order_id: orderId }, lang: 'en' },
    });
  const accept = async (orderId: number) =>
    expect((await orderCalls(suite.api, SUFRA).operator(orderId, 'accept', { estimated_minutes: 20 })).status).toBe(200);
  const orderEvents = (events: Array<{ event: string; payload: unknown }>) =>
    events.filter((event) => event.event === ORDER_UPDATED_EVENT).map((event) => (event.payload as { id: number }).id);

  it("stops the old token's sockets and push subscriptions, as signing out on every device does", async () => {
    const oldToken = await passwordLogin(DEMO_PASSWORD);
    const oldSocket = await connect(oldToken);
    const oldHeard = recordEvents(oldSocket);
    const before = await placeOrder(oldToken, 'reset-devices-0001');
    const oldPhone = service.browser('old-phone');
    expect((await subscribe(oldToken, oldPhone, before)).status).toBe(201);

    const newToken = await resetTo('a-brand-new-secret');
    expect((await customerCall(suite.api, SUFRA, oldToken, FRAME_PATHS.customerDetails)).status).toBe(401);
    const newSocket = await connect(newToken);
    const newHeard = recordEvents(newSocket);
    const after = await placeOrder(newToken, 'reset-devices-0002');
    const newPhone = service.browser('new-phone');
    expect((await subscribe(newToken, newPhone, after)).status).toBe(201);
    await accept(before);
    await accept(after);

    // The marker follows the order events to every storefront socket: once it arrived, so did they.
    const flushed = Promise.all([oldSocket, newSocket].map((socket) => nextEvent(socket, MARKER)));
    suite.api.app.realtime.emit(SUFRA.name, 'client_frontend', MARKER);
    await flushed;
    await suite.api.app.realtime.push.settled();
    expect(orderEvents(newHeard)).toEqual(expect.arrayContaining([before, after]));
    expect(orderEvents(oldHeard).filter((id) => id === after)).toEqual([]);
    expect(orderEvents(oldHeard).filter((id) => id === before)).toEqual([before]);
    expect((await service.nth(newPhone, 1)).message.url).toBe(`/en/order/${after}`);
    expect(service.received.filter((push) => push.browser === 'old-phone')).toEqual([]);
    expect(service.refused).toEqual([]);

    // Sara's demo password comes back for the other tests.
    await resetTo(DEMO_PASSWORD);
  });
});
