import {
  HEADERS,
  OPERATOR_EVENTS_PATH,
  OPERATOR_KEY_HEADER,
  RELOAD_EVENT,
  apiErrorSchema,
  healthSchema,
  socketRooms,
  type SocketAuth,
} from '@storefront/shared/contracts';
import type { Socket } from 'socket.io-client';
import { sendOperatorEvent } from '../cli/send-operator-event';
import type { DemoTenant } from '../seed/demo-tenant';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { call, startTestApi, type TestApi } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { connectSocket, nextEvent, recordEvents } from '../testing/socket-client';
import { useTestApi } from '../testing/test-suite';

const authOf = (tenant: DemoTenant): SocketAuth => ({ tenant: tenant.name, app_token: tenant.appToken });

describe.each(testDatabases())('realtime on $label', (database) => {
  const suite = useTestApi(database);
  const sockets: Socket[] = [];

  const connect = async (url: string, tenant: DemoTenant): Promise<Socket> => {
    const socket = await connectSocket(url, authOf(tenant));
    sockets.push(socket);
    return socket;
  };

  /** Sends `marker` to the socket's tenant and waits for it: whatever was meant for it before has arrived. */
  const flush = async (socket: Socket, emit: () => void): Promise<void> => {
    const marker = nextEvent(socket, 'marker');
    emit();
    await marker;
  };

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  describe('socket handshake', () => {
    it.each([
      ['no auth', undefined],
      ['no app token', { tenant: 'sufra' }],
      ['a wrong app token', { tenant: 'sufra', app_token: 'sufra-web-0000000000000000' }],
      ['the app token of another tenant', { tenant: 'sufra', app_token: NILE.appToken }],
      ['an unknown tenant', { tenant: 'ghost', app_token: SUFRA.appToken }],
    ])('refuses a socket with %s', async (_case, auth) => {
      await expect(connectSocket(suite.api.url, auth)).rejects.toThrow('unauthorized');
    });

    it("joins the public rooms of its tenant, never orders_{tenant} (other customers' orders)", async () => {
      const socket = await connect(suite.api.url, SUFRA);
      const events = recordEvents(socket);
      const rooms = socketRooms('sufra');
      await flush(socket, () => {
        for (const room of rooms) suite.api.app.realtime.emit('sufra', room, 'room_check', { room });
        suite.api.app.realtime.emit('sufra', 'client_frontend', 'marker');
      });
      expect(events.filter((event) => event.event === 'room_check').map((event) => event.payload)).toEqual(
        rooms.filter((room) => room !== 'orders_sufra').map((room) => ({ room })),
      );
    });

    it('joins the six rooms of its tenant with the operator key', async () => {
      const socket = await connectSocket(suite.api.url, { ...authOf(SUFRA), operator_key: SUFRA.operatorKey });
      sockets.push(socket);
      const events = recordEvents(socket);
      const rooms = socketRooms('sufra');
      await flush(socket, () => {
        for (const room of rooms) suite.api.app.realtime.emit('sufra', room, 'room_check', { room });
        suite.api.app.realtime.emit('sufra', 'client_frontend', 'marker');
      });
      expect(events.filter((event) => event.event === 'room_check').map((event) => event.payload)).toEqual(rooms.map((room) => ({ room })));
    });
  });

  describe('events', () => {
    it('reach the sockets of the tenant, never another tenant', async () => {
      const sufra = await connect(suite.api.url, SUFRA);
      const nile = await connect(suite.api.url, NILE);
      const nileEvents = recordEvents(nile);
      const update = nextEvent(sufra, RELOAD_EVENT);
      suite.api.app.realtime.emit('sufra', 'client_frontend', RELOAD_EVENT, { reason: 'menu changed' });
      await expect(update).resolves.toEqual({ reason: 'menu changed' });
      await flush(nile, () => suite.api.app.realtime.emit('nile', 'client_frontend', 'marker'));
      expect(nileEvents).toEqual([{ event: 'marker', payload: {} }]);
    });

    it('refuse a room of another tenant', () => {
      expect(() => suite.api.app.realtime.emit('sufra', 'orders_nile', 'status')).toThrow('orders_nile is not a room of tenant sufra');
    });
  });

  describe('operator events', () => {
    const post = (headers: Record<string, string>, body: object) =>
      call(suite.api, OPERATOR_EVENTS_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    it('sends an event to a room of the operator tenant (as the CLI does)', async () => {
      // orders_{tenant} is the restaurant's room: a socket with the operator key hears it.
      const sufra = await connectSocket(suite.api.url, { ...authOf(SUFRA), operator_key: SUFRA.operatorKey });
      sockets.push(sufra);
      const status = nextEvent(sufra, 'order_status');
      const answer = await sendOperatorEvent({
        apiUrl: suite.api.url,
        tenant: 'sufra',
        key: SUFRA.operatorKey,
        event: { room: 'orders_sufra', event: 'order_status', payload: { order_id: 7, status: 'accepted' } },
      });
      expect(answer).toEqual({ data: { room: 'orders_sufra', event: 'order_status' } });
      await expect(status).resolves.toEqual({ order_id: 7, status: 'accepted' });
    });

    it.each([
      ['no operator key', { [HEADERS.tenant]: 'sufra' }],
      ['no tenant', { [OPERATOR_KEY_HEADER]: SUFRA.operatorKey }],
      ['a wrong operator key', { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: 'guess' }],
      ['the key of another tenant', { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: NILE.operatorKey }],
      ['the app token instead of the key', { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.appToken }],
    ])('answers 401 with %s', async (_case, headers) => {
      const response = await post(headers, { room: 'client_frontend', event: 'update' });
      expect(response.status).toBe(401);
      expect(apiErrorSchema.parse(response.body).message).toMatch(/x-operator-key|wrong operator key/);
    });

    it('answers 400 for a room of another tenant', async () => {
      const headers = { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.operatorKey };
      const response = await post(headers, { room: 'orders_nile', event: 'update' });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).errors?.room?.[0]).toContain('orders_sufra');
    });

    it('explains a refusal in the CLI error', async () => {
      const event = { room: 'client_frontend', event: RELOAD_EVENT };
      await expect(sendOperatorEvent({ apiUrl: suite.api.url, tenant: 'sufra', key: 'guess', event })).rejects.toThrow(
        'api answered 401: Unknown tenant or wrong operator key',
      );
    });
  });

  it('reports an unreachable redis at start', async () => {
    await expect(startTestApi(suite.db, { redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(
      'redis unreachable at 127.0.0.1:1: connect ECONNREFUSED',
    );
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? describe : describe.skip)('across two api instances through redis', () => {
    let first: TestApi;
    let second: TestApi;

    beforeAll(async () => {
      first = await startTestApi(suite.db, { redisUrl });
      second = await startTestApi(suite.db, { redisUrl });
    });

    afterAll(async () => {
      await first?.app.close();
      await second?.app.close();
    });

    it('reports the redis adapter', async () => {
      expect(healthSchema.parse((await call(first, '/api/v1/health')).body).socket_adapter).toBe('redis');
    });

    it('delivers an event emitted on one instance to the sockets of the other, per tenant', async () => {
      const sufra = await connect(second.url, SUFRA);
      const nile = await connect(second.url, NILE);
      const nileEvents = recordEvents(nile);
      const update = nextEvent(sufra, RELOAD_EVENT);
      first.app.realtime.emit('sufra', 'client_frontend', RELOAD_EVENT, { from: 'first' });
      await expect(update).resolves.toEqual({ from: 'first' });
      await flush(nile, () => first.app.realtime.emit('nile', 'client_frontend', 'marker'));
      expect(nileEvents).toEqual([{ event: 'marker', payload: {} }]);
    });
  });
});
