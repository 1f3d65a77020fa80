import {
  CHECKOUT_PATHS,
  ORDER_PATHS,
  checkoutPreviewResponseSchema,
  orderListResponseSchema,
  orderResponseSchema,
  placeOrderResponseSchema,
  orderUpdatedPayloadSchema,
  reorderResponseSchema,
  slotsResponseSchema,
  trackingResponseSchema,
  operatorMenuItemPath,
  HEADERS,
  OPERATOR_KEY_HEADER,
} from '@storefront/shared/contracts';
import type { Socket } from 'socket.io-client';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { connectSocket, nextEvent } from '../testing/socket-client';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };

describe.each(testDatabases())('orders on $label', (database) => {
  let sara: string;
  let saraId: number;
  let omar: string;
  let socket: Socket;
  // Sunday 12:00 in Riyadh: Sufra - Olaya (branch 1) is open, preparation 25 minutes.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  let calls: ReturnType<typeof orderCalls>;

  const pickupBody = async (overrides: Record<string, unknown> = {}) => ({
    cart_id: await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] }),
    delivery_time: 'asap',
    payment_method: 'cash',
    notes: 'Extra bread please',
    human_check: await calls.humanCheck(),
    ...overrides,
  });
  const ordersOf = async (customerId: number): Promise<number> =>
    (await suite.db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders WHERE customer_id = $1', [customerId]))[0]?.count ??
    0;

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
    const login = await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' });
    sara = login.token;
    saraId = login.customer.id;
    omar = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '559876543' })).token;
    // The owner's socket: order events reach only the customer who owns the order (and the restaurant).
    socket = await connectSocket(suite.api.url, { tenant: SUFRA.name, app_token: SUFRA.appToken, customer_token: sara });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    socket?.close();
  });

  it('places an order once per Idempotency-Key: a retry and a double click answer the same order', async () => {
    const before = await ordersOf(saraId);
    const body = await pickupBody();
    const [first, second] = await Promise.all([calls.place(sara, body, 'double-click-0001'), calls.place(sara, body, 'double-click-0001')]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const idOf = (response: { body: unknown }) => (response.body as { data: { order: { id: number } } }).data.order.id;
    expect(idOf(first)).toBe(idOf(second));
    const retry = await calls.place(sara, body, 'double-click-0001');
    expect(retry.status).toBe(200);
    expect(idOf(retry)).toBe(idOf(first));
    // The new order's answer (built from its INSERT) is the order as read again: by a replay and by GET.
    const orderOf = (response: { body: unknown }) => placeOrderResponseSchema.parse(response.body).data.order;
    const read = orderResponseSchema.parse((await calls.get(sara, ORDER_PATHS.order(idOf(first)))).body).data;
    expect([orderOf(first), orderOf(second), orderOf(retry)]).toEqual([read, read, read]);
    expect(await ordersOf(saraId)).toBe(before + 1);

    const other = await calls.place(sara, { ...body, notes: 'Another note' }, 'double-click-0001');
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ code: 'idempotency_key_reused', message: 'This Idempotency-Key was used for another order.' });
    expect((await calls.place(sara, body, 'short')).status).toBe(400);
    expect(await ordersOf(saraId)).toBe(before + 1);
  });

  it('computes every amount on the server, with the ZATCA QR for a Saudi tenant', async () => {
    const { order, payment } = await calls.placed(sara, await pickupBody({ coupon_code: 'welcome10' }), 'amounts-0001');
    expect(payment).toBeNull();
    // 4 × 18.40 = 73.60 with VAT; WELCOME10 takes 7.36 off the price shown; 66.24 × 15/115 = 8.64 of the total is VAT.
    expect(order).toMatchObject({
      status: 'created',
      type: 'pickup',
      subtotal: 73.6,
      discount: 7.36,
      coupon_code: 'WELCOME10',
      delivery_fee: 0,
      vat_percent: 15,
      vat_included: true,
      vat: 8.64,
      total: 66.24,
      amount_due: 66.24,
      payment_status: 'not_paid',
      notes: 'Extra bread please',
      branch: { id: 1 },
    });
    const qr = Buffer.from(order.zatca_qr ?? '', 'base64');
    expect(qr.subarray(2, 2 + (qr[1] ?? 0)).toString('utf8')).toBe('سفرة');
    expect(qr.toString('utf8')).toContain('310122393500003');
    expect(qr.toString('utf8')).toContain('66.24');
    expect(qr.toString('utf8')).toContain('8.64');
  });

  it('refuses coupons with the spec messages', async () => {
    // Omar has never used WELCOME10 (Sara has, and it is once per customer: see coupons.test.ts).
    const cartId = await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] });
    const check = (code: string) => calls.post(omar, CHECKOUT_PATHS.couponCheck, { cart_id: cartId, code });
    expect((await check('WELCOME10')).body).toEqual({
      data: { code: 'WELCOME10', kind: 'percent', value: 10, max_discount: 20, min_subtotal: 34.5, item_id: null, discount: 7.36 },
    });
    expect((await check('NOPE')).body).toEqual({ code: 'coupon_invalid', message: 'The coupon code is invalid.' });
    // An ended code is not available or expired (spec section 8), not invalid.
    expect((await check('OLD5')).body).toEqual({ code: 'coupon_unavailable', message: 'Coupon is not available or expired.' });
    const small = await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [{ ...HUMMUS, quantity: 3 }] });
    // SAVE15 needs a subtotal of 69.00 (60.00 before VAT): 3 × 18.40 is not enough.
    expect((await calls.post(omar, CHECKOUT_PATHS.couponCheck, { cart_id: small, code: 'SAVE15' })).body).toEqual({
      code: 'coupon_unavailable',
      message: 'Coupon is not available or expired.',
    });
    const placing = await calls.place(sara, await pickupBody({ coupon_code: 'OLD5' }), 'coupon-old-0001');
    expect(placing.status).toBe(422);
    expect(placing.body).toEqual({ code: 'coupon_unavailable', message: 'Coupon is not available or expired.' });
  });

  it('uses points above the minimum balance and the wallet with an online method, written to the ledgers', async () => {
    await suite.db.query(
      "INSERT INTO points_ledger (tenant_id, customer_id, amount, reason, reason_code) SELECT tenant_id, id, 300, 'Test', 'other' FROM customers WHERE id = $1",
      [saraId],
    );
    const body = { ...(await pickupBody()), use_points: true, use_wallet: true, payment_method: 'hosted' };
    const { human_check: _, notes: __, ...previewBody } = body;
    const preview = checkoutPreviewResponseSchema.parse((await calls.post(sara, CHECKOUT_PATHS.preview, previewBody)).body).data;
    // 64 + 15 % = 73.60; 640 points × 0.10 = 64.00; the wallet pays the remaining 9.60.
    expect(preview).toMatchObject({ total: 73.6, points_used: 640, points_discount: 64, wallet_discount: 9.6, amount_due: 0 });
    const cash = checkoutPreviewResponseSchema.parse(
      (await calls.post(sara, CHECKOUT_PATHS.preview, { ...previewBody, payment_method: 'cash' })).body,
    ).data;
    expect(cash).toMatchObject({ wallet_discount: 0, wallet_refusal: 'method_incompatible' });
    const { order } = await calls.placed(sara, body, 'tender-0001');
    expect(order).toMatchObject({ points_used: 640, wallet_discount: 9.6, amount_due: 0, status: 'created', payment_status: 'paid' });
    const points = await suite.db.query<{ amount: number }>(
      "SELECT amount FROM points_ledger WHERE customer_id = $1 AND reason_code = 'order_paid' AND reference = $2",
      [saraId, `#${order.number}`],
    );
    expect(points).toEqual([{ amount: -640 }]);
    const refusal = await calls.place(sara, { ...(await pickupBody()), use_points: true }, 'tender-0002');
    expect(refusal.body).toEqual({
      code: 'points_not_enough',
      message: 'Points balance is not enough: more than 500 points are needed to pay with points.',
      min_balance: 500,
    });
  });

  it('offers slots from the working hours and capacity, and refuses a slot that filled up', async () => {
    const slots = async () =>
      slotsResponseSchema.parse(
        (
          await call(suite.api, CHECKOUT_PATHS.slots, {
            headers: storefrontHeaders(SUFRA),
            query: { branch_id: '1', order_type: 'pickup', day: '2026-11-23' },
          })
        ).body,
      ).data;
    const first = await slots();
    expect(first).toMatchObject({ asap_available: true, schedule_available: true, day: '2026-11-23', slot_minutes: 30 });
    expect(first.days).toHaveLength(7);
    expect(first.slots[0]).toEqual({ period: '00:00', ends: '00:30', starts_at: '2026-11-22T21:00:00.000Z', remaining: 3 });
    expect(first.slots.map((slot) => slot.period)).toContain('10:00');
    expect(first.slots.map((slot) => slot.period)).not.toContain('02:00');
    const scheduled = async () => pickupBody({ delivery_time: 'schedule', scheduled_day: '2026-11-23', scheduled_period: '13:00' });
    for (const index of [1, 2, 3]) await calls.placed(sara, await scheduled(), `slot-full-000${index}`);
    expect((await slots()).slots.map((slot) => slot.period)).not.toContain('13:00');
    const late = await calls.place(sara, await scheduled(), 'slot-full-0004');
    expect(late.status).toBe(422);
    expect(late.body).toEqual({ code: 'slot_invalid', message: 'The selected slot is invalid.' });
  });

  it('moves an order through the operator actions, live on orders_{tenant}, with the tracking timeline', async () => {
    const { order } = await calls.placed(sara, await pickupBody(), 'tracking-0001');
    const event = nextEvent(socket, 'order.updated');
    expect((await calls.operator(order.id, 'accept', { estimated_minutes: 20 })).status).toBe(200);
    expect(orderUpdatedPayloadSchema.parse(await event)).toEqual({
      id: order.id,
      status: 'accepted',
      estimated_at: '2026-11-22T09:20:00.000Z',
    });
    expect((await calls.operator(order.id, 'dispatch')).body).toEqual({
      code: 'order_action_invalid',
      message: 'Cannot dispatch an order that is accepted.',
    });
    expect((await calls.operator(order.id, 'ready')).status).toBe(200);
    const tracking = trackingResponseSchema.parse((await calls.get(sara, ORDER_PATHS.tracking(order.id))).body).data;
    expect(tracking.timeline.map((step) => step.status)).toEqual(['created', 'accepted', 'ready']);
    expect(tracking.steps.map((step) => [step.status, step.reached])).toEqual([
      ['created', true],
      ['accepted', true],
      ['ready', true],
      ['delivered', false],
    ]);
    expect((await calls.post(sara, ORDER_PATHS.rating(order.id), { stars: 5, comment: 'Great' })).body).toEqual({
      code: 'rating_failed',
      message: "Can't add rate.",
    });
    const delivered = await calls.operator(order.id, 'deliver');
    expect(delivered.body).toMatchObject({ data: { status: 'delivered', payment_status: 'paid' } });
    expect((await calls.post(sara, ORDER_PATHS.rating(order.id), { stars: 5, comment: 'Great' })).status).toBe(201);
    expect((await calls.post(sara, ORDER_PATHS.rating(order.id), { stars: 4 })).status).toBe(422);
    expect((await calls.operator(order.id, 'refund', { amount: 10 })).body).toMatchObject({
      data: { status: 'partially_refunded', refunded_amount: 10 },
    });
  });

  it('never shows an order to another customer or another tenant', async () => {
    const { order } = await calls.placed(sara, await pickupBody(), 'privacy-0001');
    expect((await calls.get(omar, ORDER_PATHS.order(order.id))).body).toEqual({
      code: 'order_not_available',
      message: 'Order not available.',
    });
    expect((await calls.get(sara, ORDER_PATHS.order(order.id))).status).toBe(200);
    const nile = await call(suite.api, ORDER_PATHS.order(order.id), {
      headers: { ...storefrontHeaders(NILE), [HEADERS.authorization]: `Bearer ${sara}` },
    });
    expect(nile.status).toBe(401);
    const operatorOfNile = await call(suite.api, `/api/v1/operator/orders/${order.id}/accept`, {
      method: 'POST',
      headers: { [HEADERS.tenant]: 'nile', [OPERATOR_KEY_HEADER]: NILE.operatorKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(operatorOfNile.status).toBe(404);
    const mine = orderListResponseSchema.parse((await calls.get(omar, ORDER_PATHS.orders)).body);
    expect(mine.data).toEqual([]);
    const saras = orderListResponseSchema.parse((await calls.get(sara, ORDER_PATHS.orders, { per_page: '2' })).body);
    expect(saras.data).toHaveLength(2);
    expect(saras.meta.per_page).toBe(2);
    expect(saras.data[0]?.id).toBe(order.id);
  });

  it('takes the address zone for delivery, the vehicle for curbside and the table of a dine-in session', async () => {
    const [address] = await suite.db.query<{ id: number; latitude: number; longitude: number }>(
      'SELECT id, latitude, longitude FROM customer_addresses WHERE customer_id = $1 ORDER BY id LIMIT 1',
      [saraId],
    );
    const [vehicle] = await suite.db.query<{ id: number }>('SELECT id FROM customer_vehicles WHERE customer_id = $1 ORDER BY id LIMIT 1', [
      saraId,
    ]);
    if (!address || !vehicle) throw new Error('Sara has no address or vehicle');
    const deliveryCart = await calls.cart({
      branch_id: 1,
      order_type: 'delivery',
      lines: [HUMMUS],
      latitude: address.latitude,
      longitude: address.longitude,
    });
    const base = { delivery_time: 'asap', payment_method: 'cash' };
    const missing = await calls.place(sara, { ...base, cart_id: deliveryCart, human_check: await calls.humanCheck() }, 'delivery-0000');
    expect(missing.body).toMatchObject({ errors: { address_id: ['validation.required'] } });
    const delivery = await calls.placed(
      sara,
      { ...base, cart_id: deliveryCart, address_id: address.id, human_check: await calls.humanCheck() },
      'delivery-0001',
    );
    expect(delivery.order).toMatchObject({ type: 'delivery', delivery_fee: 11.5, address: { latitude: address.latitude } });
    const [far] = await suite.db.query<{ id: number }>(
      `INSERT INTO customer_addresses (tenant_id, customer_id, street_name, building_type, latitude, longitude)
       SELECT tenant_id, id, 'Far away', 'house', 21.5, 39.2 FROM customers WHERE id = $1 RETURNING id`,
      [saraId],
    );
    const farCart = await calls.cart({
      branch_id: 1,
      order_type: 'delivery',
      lines: [HUMMUS],
      latitude: address.latitude,
      longitude: address.longitude,
    });
    const outside = await calls.place(
      sara,
      { ...base, cart_id: farCart, address_id: far?.id, human_check: await calls.humanCheck() },
      'delivery-0002',
    );
    expect(outside.body).toEqual({ code: 'delivery_not_available', message: 'Delivery is not available for this location.' });
    const again = reorderResponseSchema.parse((await calls.post(sara, ORDER_PATHS.reorder(delivery.order.id))).body).data;
    expect(again.cart).toMatchObject({ order_type: 'delivery', delivery_fee: 11.5 });
    expect(again.delivery).toMatchObject({ address: { latitude: address.latitude, longitude: address.longitude }, zone: { fee: 11.5 } });
    // The restaurant stopped delivering to where that order went: repeating it says so.
    await suite.db.query(
      `UPDATE orders SET address = jsonb_set(jsonb_set(address, '{latitude}', '21.5'), '{longitude}', '39.2') WHERE id = $1`,
      [delivery.order.id],
    );
    const moved = await calls.post(sara, ORDER_PATHS.reorder(delivery.order.id));
    expect(moved.status).toBe(422);
    expect(moved.body).toEqual({ code: 'delivery_not_available', message: 'Delivery is not available for this location.' });
    const steps = trackingResponseSchema.parse((await calls.get(sara, ORDER_PATHS.tracking(delivery.order.id))).body).data.steps;
    expect(steps.map((step) => step.status)).toEqual(['created', 'accepted', 'ready', 'outdelivery', 'delivered']);

    const curbside = await calls.placed(
      sara,
      {
        ...base,
        cart_id: await calls.cart({ branch_id: 1, order_type: 'curbside', lines: [HUMMUS] }),
        vehicle_id: vehicle.id,
        human_check: await calls.humanCheck(),
      },
      'curbside-0001',
    );
    expect(curbside.order.vehicle).toMatchObject({ plate_number: expect.any(String), brand_name: expect.any(String) });

    const dineIn = await calls.placed(
      sara,
      {
        ...base,
        cart_id: await calls.cart({ branch_id: 1, order_type: 'dine_in', lines: [HUMMUS] }),
        session_id: 'sufra-olaya-t5',
        human_check: await calls.humanCheck(),
      },
      'dine-in-0001',
    );
    expect(dineIn.order.table).toEqual({ id: 105, name: 'T5' });
  });

  it('repeats a past order in a new cart, listing the items no longer served', async () => {
    const line = { item_id: 141, quantity: 1, option_ids: [], notes: '' };
    const cartId = await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS, line] });
    const { order } = await calls.placed(sara, { ...(await pickupBody()), cart_id: cartId }, 'reorder-0001');
    const soldOut = await call(suite.api, operatorMenuItemPath(141), {
      method: 'PUT',
      headers: { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' },
      body: JSON.stringify({ available: false }),
    });
    expect(soldOut.status).toBe(204);
    const again = reorderResponseSchema.parse((await calls.post(sara, ORDER_PATHS.reorder(order.id))).body).data;
    expect(again.cart.lines.map((kept) => kept.item_id)).toEqual([131]);
    expect(again.cart.subtotal).toBe(73.6);
    expect(again.dropped).toEqual([{ item_id: 141, names: { ar: 'فتوش', en: 'Fattoush' }, message: 'Item not found' }]);
    const details = orderResponseSchema.parse((await calls.get(sara, ORDER_PATHS.order(order.id))).body).data;
    expect(details.lines).toHaveLength(2);
  });
});
