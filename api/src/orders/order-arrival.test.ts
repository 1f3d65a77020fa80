import {
  ORDER_PATHS,
  ORDER_UPDATED_EVENT,
  apiErrorSchema,
  operatorOrderGetPath,
  operatorOrderResponseSchema,
  orderResponseSchema,
  orderUpdatedPayloadSchema,
  type SocketAuth,
} from '@storefront/shared/contracts';
import type { Socket } from 'socket.io-client';
import { parseOperatorCommand } from '../cli/operator-command';
import { runOperatorCommand } from '../cli/run-operator-command';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { connectSocket, eventMatching, nextEvent, recordEvents } from '../testing/socket-client';
import { call, type TestResponse } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

// Each test places and moves orders and makes some 30 calls: on a busy 2-core machine that takes seconds.
jest.setTimeout(30_000);

const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };
const PARALLEL = 10;
const MINUTE = 60_000;
const MARKER = 'arrival_marker';
// Sara's seeded car (sufra-customers.ts), copied onto her curbside orders.
const SARAS_CAR = { brand_name: 'Toyota', color_name: 'White', color_code: '#ffffff', plate_number: 'ABC 1234' };

const expectCode = (response: TestResponse, status: number, code: string) => {
  expect(response.status).toBe(status);
  expect(apiErrorSchema.parse(response.body).code).toBe(code);
};

describe.each(testDatabases())('"I\'ve arrived" at the curb on $label', (database) => {
  // Sunday 12:00 in Riyadh: Sufra - Olaya (branch 1) is open and takes pickups from the car.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  // With TEST_REDIS_URL the restaurant's socket hears the event through the redis adapter, as in production.
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true, redisUrl: process.env.TEST_REDIS_URL });
  let calls: ReturnType<typeof orderCalls>;
  let sara: string;
  let omar: string;
  let vehicleId: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
    const login = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' });
    sara = login.token;
    omar = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '559876543' })).token;
    const [vehicle] = await suite.db.query<{ id: number }>('SELECT id FROM customer_vehicles WHERE customer_id = $1 ORDER BY id LIMIT 1', [
      login.customer.id,
    ]);
    if (!vehicle) throw new Error('Sara has no car');
    vehicleId = vehicle.id;
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  let placements = 0;
  const placed = async (type: 'curbside' | 'pickup'): Promise<number> => {
    placements += 1;
    const { order } = await calls.placed(
      sara,
      {
        cart_id: await calls.cart({ branch_id: 1, order_type: type, lines: [HUMMUS] }),
        delivery_time: 'asap',
        payment_method: 'cash',
        ...(type === 'curbside' ? { vehicle_id: vehicleId } : {}),
        human_check: await calls.humanCheck(),
      },
      `arrived-${type}-${String(placements).padStart(4, '0')}`,
    );
    return order.id;
  };
  const accepted = async (type: 'curbside' | 'pickup'): Promise<number> => {
    const id = await placed(type);
    expect((await calls.operator(id, 'accept', { estimated_minutes: 20 })).status).toBe(200);
    return id;
  };
  const press = (token: string, id: number | string) => calls.post(token, ORDER_PATHS.arrived(id));
  const operatorView = async (id: number) =>
    operatorOrderResponseSchema.parse(
      (
        await call(suite.api, operatorOrderGetPath(id), {
          headers: { 'x-tenant': SUFRA.name, 'x-operator-key': SUFRA.operatorKey },
        })
      ).body,
    ).data;
  const socketOf = async (auth: Partial<SocketAuth>) => {
    const socket = await connectSocket(suite.api.url, { tenant: SUFRA.name, app_token: SUFRA.appToken, ...auth });
    sockets.push(socket);
    return socket;
  };
  const arrivalsIn = (events: Array<{ event: string; payload: unknown }>, id: number) =>
    events
      .filter((received) => received.event === ORDER_UPDATED_EVENT)
      .map((received) => orderUpdatedPayloadSchema.parse(received.payload))
      .filter((payload) => payload.id === id && payload.arrival !== undefined);

  it(`records one arrival under ${PARALLEL} parallel presses, tells the restaurant live with the car, and keeps the first time`, async () => {
    const id = await placed('curbside');
    // Before the branch accepted it: refused, nothing recorded.
    expectCode(await press(sara, id), 409, 'order_arrival_not_allowed');
    expect(orderResponseSchema.parse((await calls.get(sara, ORDER_PATHS.order(id))).body).data.arrived_at).toBeNull();
    expect((await calls.operator(id, 'accept', { estimated_minutes: 20 })).status).toBe(200);
    expect((await operatorView(id)).arrival).toBeNull();

    const restaurant = await socketOf({ operator_key: SUFRA.operatorKey });
    const owner = await socketOf({ customer_token: sara });
    // Another customer's socket and a guest's: the car's plate never reaches them.
    const [stranger, guest] = [await socketOf({ customer_token: omar }), await socketOf({})];
    const heard = recordEvents(restaurant);
    const ownerHeard = recordEvents(owner);
    const strangerHeard = recordEvents(stranger);
    const guestHeard = recordEvents(guest);
    clock.advance(3 * MINUTE);
    const arrivedAt = clock.now().toISOString();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => press(sara, id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: PARALLEL }, () => 200));
    const orders = answers.map((answer) => orderResponseSchema.parse(answer.body).data);
    expect(new Set(orders.map((order) => order.arrived_at))).toEqual(new Set([arrivedAt]));
    expect(orders[0]).toMatchObject({ id, status: 'accepted', type: 'curbside', vehicle: SARAS_CAR });

    // The restaurant reads it with the car to look for.
    expect((await operatorView(id)).arrival).toEqual({ at: arrivedAt, vehicle: expect.objectContaining(SARAS_CAR) });

    // Pressed again later: the same first time, and nothing sent again.
    clock.advance(MINUTE);
    expect(orderResponseSchema.parse((await press(sara, id)).body).data.arrived_at).toBe(arrivedAt);

    // The next status change is the marker: every event sent before it has arrived by then.
    const isReady = (payload: unknown) => orderUpdatedPayloadSchema.parse(payload).status === 'ready';
    const ready = [eventMatching(restaurant, ORDER_UPDATED_EVENT, isReady), eventMatching(owner, ORDER_UPDATED_EVENT, isReady)];
    const readied = await calls.operator(id, 'ready');
    expect(operatorOrderResponseSchema.parse(readied.body).data).toMatchObject({ status: 'ready', arrival: { at: arrivedAt } });
    await Promise.all(ready);
    expect(arrivalsIn(heard, id)).toEqual([
      {
        id,
        status: 'accepted',
        estimated_at: '2026-11-22T09:20:00.000Z',
        arrival: { at: arrivedAt, vehicle: expect.objectContaining(SARAS_CAR) },
      },
    ]);
    // The customer's own other pages hear it too (their room).
    expect(arrivalsIn(ownerHeard, id)).toHaveLength(1);
    // A marker to every storefront socket: once it arrived, so did anything sent to them before it.
    const flushed = Promise.all([stranger, guest].map((socket) => nextEvent(socket, MARKER)));
    suite.api.app.realtime.emit(SUFRA.name, 'client_frontend', MARKER);
    await flushed;
    for (const events of [strangerHeard, guestHeard])
      expect(events.filter((received) => received.event === ORDER_UPDATED_EVENT)).toEqual([]);

    // The operator CLI's order line names the car outside.
    const printed = await runOperatorCommand(
      parseOperatorCommand(['order', 'deliver', '--tenant', 'sufra', '--id', String(id)], { API_URL: suite.api.url }),
    );
    expect(printed).toBe(
      `order #${orders[0]!.number} (id ${id}) of sufra is delivered, paid, estimated 2026-11-22T09:20:00.000Z; the customer arrived at ${arrivedAt}: White Toyota, plate ABC 1234`,
    );

    // Collected: no longer said, the first time kept.
    expectCode(await press(sara, id), 409, 'order_arrival_not_allowed');
    expect(orderResponseSchema.parse((await calls.get(sara, ORDER_PATHS.order(id))).body).data).toMatchObject({
      status: 'delivered',
      arrived_at: arrivedAt,
    });
  });

  it("answers another customer's order as not found, and refuses a pickup order and a canceled one", async () => {
    const curbside = await accepted('curbside');
    const restaurant = await socketOf({ operator_key: SUFRA.operatorKey });
    const heard = recordEvents(restaurant);
    const refusals = await Promise.all(Array.from({ length: PARALLEL }, () => press(omar, curbside)));
    for (const refusal of refusals) expect(refusal.body).toEqual({ code: 'order_not_available', message: 'Order not available.' });
    expect(refusals.map((refusal) => refusal.status)).toEqual(Array.from({ length: PARALLEL }, () => 404));
    // Exactly as reading it: the same 404.
    expectCode(await calls.get(omar, ORDER_PATHS.order(curbside)), 404, 'order_not_available');
    expectCode(await press(sara, 999_999), 404, 'order_not_available');
    // An id no row can have never reaches the database.
    expectCode(await press(sara, '9999999999'), 404, 'order_not_available');

    const pickup = await accepted('pickup');
    expect((await press(sara, pickup)).body).toEqual({
      code: 'order_arrival_not_allowed',
      message: 'You can tell the branch you have arrived once it has accepted your pickup from the car, until you collect it.',
    });
    expect((await calls.operator(pickup, 'ready')).status).toBe(200);
    expectCode(await press(sara, pickup), 409, 'order_arrival_not_allowed');

    // The cancel is the marker: no arrival was sent before it.
    const canceled = eventMatching(
      restaurant,
      ORDER_UPDATED_EVENT,
      (payload) => orderUpdatedPayloadSchema.parse(payload).status === 'canceled',
    );
    expect((await calls.operator(curbside, 'cancel', { reason: 'Out of hummus' })).status).toBe(200);
    await canceled;
    expectCode(await press(sara, curbside), 409, 'order_arrival_not_allowed');

    for (const id of [curbside, pickup]) {
      expect((await operatorView(id)).arrival).toBeNull();
      expect(orderResponseSchema.parse((await calls.get(sara, ORDER_PATHS.order(id))).body).data.arrived_at).toBeNull();
    }
    expect([...arrivalsIn(heard, curbside), ...arrivalsIn(heard, pickup)]).toEqual([]);
  });
});
