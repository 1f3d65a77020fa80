import { AUTH_PATHS, ORDER_UPDATED_EVENT, type SocketAuth } from '@storefront/shared/contracts';
import type { Socket } from 'socket.io-client';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { connectSocket, nextEvent, recordEvents } from '../testing/socket-client';
import { startTestApi, type TestApi } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const HUMMUS = { item_id: 131, quantity: 1, option_ids: [], notes: '' };
const MARKER = 'privacy_marker';

describe.each(testDatabases())('order events reach only their owner on $label', (database) => {
  let sara: string;
  let omar: string;
  const sockets: Socket[] = [];
  // Sunday 12:00 in Riyadh: Sufra - Olaya (branch 1) is open.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  const auth = (extra: Partial<SocketAuth> = {}): SocketAuth => ({ tenant: SUFRA.name, app_token: SUFRA.appToken, ...extra });
  const connect = async (url: string, extra: Partial<SocketAuth> = {}): Promise<Socket> => {
    const socket = await connectSocket(url, auth(extra));
    sockets.push(socket);
    return socket;
  };
  /** The marker goes to every storefront socket after the order event: once it arrived, so did anything sent before it. */
  const flushAll = async (instance: TestApi, listeners: Socket[]): Promise<void> => {
    const arrived = Promise.all(listeners.map((socket) => nextEvent(socket, MARKER)));
    instance.app.realtime.emit(SUFRA.name, 'client_frontend', MARKER);
    await arrived;
  };
  const placeAndAccept = async (instance: TestApi, token: string, key: string): Promise<number> => {
    const calls = orderCalls(instance, SUFRA);
    const body = {
      cart_id: await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] }),
      delivery_time: 'asap',
      payment_method: 'cash',
      notes: '',
      human_check: await calls.humanCheck(),
    };
    const { order } = await calls.placed(token, body, key);
    expect((await calls.operator(order.id, 'accept', { estimated_minutes: 20 })).status).toBe(200);
    return order.id;
  };
  const orderEventsIn = (events: Array<{ event: string; payload: unknown }>, id: number) =>
    events
      .filter((event) => event.event === ORDER_UPDATED_EVENT && (event.payload as { id: number }).id === id)
      .map((event) => event.payload);

  beforeAll(async () => {
    sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
    omar = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '559876543' })).token;
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  it('an anonymous socket, a dead token and another customer hear nothing; the owner and the restaurant hear every change', async () => {
    const anonymous = await connect(suite.api.url);
    const forged = await connect(suite.api.url, { customer_token: 'not-a-token' });
    const other = await connect(suite.api.url, { customer_token: omar });
    const owner = await connect(suite.api.url, { customer_token: sara });
    const operator = await connect(suite.api.url, { operator_key: SUFRA.operatorKey });
    const anonymousEvents = recordEvents(anonymous);
    const forgedEvents = recordEvents(forged);
    const otherEvents = recordEvents(other);
    const ownerEvents = recordEvents(owner);
    const operatorEvents = recordEvents(operator);

    const id = await placeAndAccept(suite.api, sara, 'privacy-order-0001');
    await flushAll(suite.api, [anonymous, forged, other, owner, operator]);

    expect(orderEventsIn(anonymousEvents, id)).toEqual([]);
    expect(orderEventsIn(forgedEvents, id)).toEqual([]);
    expect(otherEvents.filter((event) => event.event === ORDER_UPDATED_EVENT)).toEqual([]);
    const expected = [
      { id, status: 'created', estimated_at: expect.any(String) },
      { id, status: 'accepted', estimated_at: '2026-11-22T09:20:00.000Z' },
    ];
    expect(orderEventsIn(ownerEvents, id)).toEqual(expected);
    expect(orderEventsIn(operatorEvents, id)).toEqual(expected);
  });

  it('refuses a socket with a wrong operator key', async () => {
    await expect(connectSocket(suite.api.url, auth({ operator_key: 'guess' }))).rejects.toThrow('unauthorized');
    await expect(connectSocket(suite.api.url, auth({ operator_key: SUFRA.appToken }))).rejects.toThrow('unauthorized');
  });

  it("stops the owner's open sockets hearing their orders once they log out of every device", async () => {
    clock.advance(2 * 60_000);
    const again = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
    const owner = await connect(suite.api.url, { customer_token: again });
    const events = recordEvents(owner);
    expect((await customerCall(suite.api, SUFRA, again, AUTH_PATHS.logoutEverywhere, { method: 'POST' })).status).toBe(200);
    // Placed through a fresh login: the first sockets' tokens are dead, the room is left.
    clock.advance(2 * 60_000);
    const fresh = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
    const id = await placeAndAccept(suite.api, fresh, 'privacy-order-0002');
    await flushAll(suite.api, [owner]);
    expect(orderEventsIn(events, id)).toEqual([]);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? describe : describe.skip)('across two api instances through redis', () => {
    let first: TestApi;
    let second: TestApi;

    beforeAll(async () => {
      first = await startTestApi(suite.db, { clock: clock.now, redisUrl, devOutbox: true });
      second = await startTestApi(suite.db, { clock: clock.now, redisUrl });
    });

    afterAll(async () => {
      await first?.app.close();
      await second?.app.close();
    });

    it('sends an order event from one instance to its owner on the other, and to nobody else', async () => {
      clock.advance(2 * 60_000);
      const token = (await loginWithCode(first, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
      const anonymous = await connect(second.url);
      const other = await connect(second.url, { customer_token: omar });
      const owner = await connect(second.url, { customer_token: token });
      const anonymousEvents = recordEvents(anonymous);
      const otherEvents = recordEvents(other);
      const ownerEvents = recordEvents(owner);
      const id = await placeAndAccept(first, token, 'privacy-order-0003');
      await flushAll(first, [anonymous, other, owner]);
      expect(orderEventsIn(anonymousEvents, id)).toEqual([]);
      expect(orderEventsIn(otherEvents, id)).toEqual([]);
      expect(orderEventsIn(ownerEvents, id).map((payload) => (payload as { status: string }).status)).toEqual(['created', 'accepted']);

      // Logging out everywhere on the first instance empties the owner's room on the second.
      expect((await customerCall(first, SUFRA, token, AUTH_PATHS.logoutEverywhere, { method: 'POST' })).status).toBe(200);
      clock.advance(2 * 60_000);
      const fresh = (await loginWithCode(first, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
      const later = await placeAndAccept(first, fresh, 'privacy-order-0004');
      await flushAll(first, [owner]);
      expect(orderEventsIn(ownerEvents, later)).toEqual([]);
    });
  });
});
