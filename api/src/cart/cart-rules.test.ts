import {
  CART_PATHS,
  CHECKOUT_PATHS,
  HEADERS,
  apiErrorSchema,
  cartOrderedResponseSchema,
  cartProblemsResponseSchema,
  cartResponseSchema,
  placeOrderResponseSchema,
} from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { customerHeaders, loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const HUMMUS = { item_id: 131, quantity: 4, option_ids: [], notes: '' };
/** Sufra's family platter: at most 3 per purchase. */
const PLATTER = 115;
const platter = (quantity: number, notes: string) => ({ item_id: PLATTER, quantity, option_ids: [], notes });

describe.each(testDatabases())('cart rules on $label', (database) => {
  let calls: ReturnType<typeof orderCalls>;
  let sara: string;
  let omar: string;
  // Sunday 12:00 in Riyadh: Sufra - Olaya (branch 1) is open.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  const headersOf = (token: string | null): Record<string, string> =>
    token === null ? storefrontHeaders(SUFRA) : customerHeaders(SUFRA, token);
  const put = (cartId: string, lines: unknown[], token: string | null = null) =>
    call(suite.api, CART_PATHS.cart(cartId), {
      method: 'PUT',
      headers: { ...headersOf(token), 'content-type': 'application/json' },
      body: JSON.stringify({ branch_id: 1, order_type: 'pickup', lines }),
    });
  const reopen = (cartId: string, token: string | null = null) => call(suite.api, CART_PATHS.cart(cartId), { headers: headersOf(token) });
  const newCart = async (token: string | null = null): Promise<string> => {
    const created = await call(suite.api, CART_PATHS.carts, { method: 'POST', headers: headersOf(token) });
    return cartResponseSchema.parse(created.body).data.cart_id;
  };
  const placeBody = async (cartId: string) => ({
    cart_id: cartId,
    delivery_time: 'asap',
    payment_method: 'cash',
    human_check: await calls.humanCheck(),
  });

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
    sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551230001' })).token;
    omar = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551230002' })).token;
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('counts the maximum per purchase over every line of the item (3 lines of 3 of a maximum of 3 is refused)', async () => {
    const cartId = await newCart();
    const refused = await put(cartId, [platter(3, 'one'), platter(3, 'two'), HUMMUS, platter(3, 'three')]);
    expect(refused.status).toBe(400);
    expect(cartProblemsResponseSchema.parse(refused.body).lines).toEqual({
      0: [{ code: 'item_max_per_purchase' }],
      1: [{ code: 'item_max_per_purchase' }],
      3: [{ code: 'item_max_per_purchase' }],
    });
    expect(cartResponseSchema.parse((await reopen(cartId)).body).data.lines).toEqual([]);
    const fits = await put(cartId, [platter(1, 'one'), platter(2, 'two'), HUMMUS]);
    expect(fits.status).toBe(200);
    expect(cartResponseSchema.parse(fits.body).data.lines.map((line) => [line.item_id, line.quantity])).toEqual([
      [PLATTER, 1],
      [PLATTER, 2],
      [131, 4],
    ]);
  });

  it('refuses at placement a stored cart over the maximum per purchase, whatever the client sent before', async () => {
    const cartId = await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [platter(3, 'one'), HUMMUS] });
    // A cart stored before the rule counted every line (or written around the cart calls).
    const [stored] = await suite.db.query<{ lines: unknown[] }>('SELECT lines FROM carts WHERE id = $1', [cartId]);
    const first = (stored?.lines[0] ?? {}) as Record<string, unknown>;
    await suite.db.query('UPDATE carts SET lines = $2 WHERE id = $1', [
      cartId,
      JSON.stringify([first, { ...first, notes: 'two' }, stored?.lines[1], { ...first, notes: 'three' }]),
    ]);
    const placing = await calls.place(sara, await placeBody(cartId), 'max-per-purchase-0001');
    expect(placing.status).toBe(409);
    expect(placing.body).toMatchObject({ removed: [{ item_id: PLATTER }, { item_id: PLATTER }, { item_id: PLATTER }] });
    const [orders] = await suite.db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders WHERE cart_id = $1', [cartId]);
    expect(orders?.count).toBe(0);
  });

  it('caps a cart at 50 lines and 100 units with a clear message', async () => {
    const cartId = await newCart();
    // Hummus may be bought 100 at a time here, so only the cart's own limits apply.
    await suite.db.query('UPDATE menu_items SET max_per_purchase = 100 WHERE id = 131');
    const lines = Array.from({ length: 51 }, (_, index) => ({ ...HUMMUS, quantity: 1, notes: `line ${index}` }));
    const tooManyLines = await put(cartId, lines);
    expect(tooManyLines.status).toBe(422);
    expect(apiErrorSchema.parse(tooManyLines.body).message).toBe('A cart holds at most 50 lines.');
    expect((await put(cartId, lines.slice(0, 50))).status).toBe(200);
    const units = Array.from({ length: 11 }, (_, index) => ({ ...HUMMUS, quantity: 10, notes: `line ${index}` }));
    const tooManyUnits = await put(cartId, units);
    expect(tooManyUnits.status).toBe(422);
    expect(apiErrorSchema.parse(tooManyUnits.body).message).toBe('A cart holds at most 100 items.');
    expect((await put(cartId, units.slice(0, 10))).status).toBe(200);
    await suite.db.query('UPDATE menu_items SET max_per_purchase = 10 WHERE id = 131');
  });

  it('binds a cart to its customer: another customer or a guest can neither read, change, check nor order it', async () => {
    const cartId = await newCart();
    expect((await put(cartId, [HUMMUS])).status).toBe(200);
    // Sara logs in with the guest's cart: it is hers from now on.
    expect((await reopen(cartId, sara)).status).toBe(200);
    expect((await put(cartId, [{ ...HUMMUS, quantity: 5 }], sara)).status).toBe(200);
    for (const token of [omar, null, 'not-a-live-token']) {
      const read = await reopen(cartId, token);
      expect(read.status).toBe(404);
      expect(read.body).toEqual({ code: 'cart_not_found', message: 'Cart not found' });
      expect((await put(cartId, [HUMMUS], token)).status).toBe(404);
      const check = await call(suite.api, CHECKOUT_PATHS.couponCheck, {
        method: 'POST',
        headers: { ...headersOf(token), 'content-type': 'application/json' },
        body: JSON.stringify({ cart_id: cartId, code: 'SAVE15' }),
      });
      expect(check.status).toBe(404);
    }
    const preview = await calls.post(omar, CHECKOUT_PATHS.preview, { cart_id: cartId, delivery_time: 'asap', payment_method: 'cash' });
    expect(preview.status).toBe(404);
    const theirs = await calls.place(omar, await placeBody(cartId), 'not-my-cart-0001');
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ code: 'cart_not_found', message: 'Cart not found' });
    expect(cartResponseSchema.parse((await reopen(cartId, sara)).body).data.lines[0]?.quantity).toBe(5);
    const mine = await calls.place(sara, await placeBody(cartId), 'my-cart-0001');
    expect(mine.status).toBe(201);
  });

  it('creates a logged-in customer’s cart as theirs', async () => {
    const cartId = await newCart(sara);
    expect((await put(cartId, [HUMMUS], omar)).status).toBe(404);
    expect((await put(cartId, [HUMMUS])).status).toBe(404);
    expect((await put(cartId, [HUMMUS], sara)).status).toBe(200);
  });

  it('closes the cart with its order: every later call answers 409 naming the order', async () => {
    const cartId = await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] });
    const body = await placeBody(cartId);
    const placed = await calls.place(sara, body, 'closed-cart-0001');
    expect(placed.status).toBe(201);
    const orderId = placeOrderResponseSchema.parse(placed.body).data.order.id;
    const ordered = { code: 'cart_ordered', message: 'This cart was already ordered.', order_id: orderId };
    expect(cartOrderedResponseSchema.parse((await put(cartId, [HUMMUS, HUMMUS], sara)).body)).toEqual(ordered);
    expect((await put(cartId, [], sara)).status).toBe(409);
    const read = await reopen(cartId, sara);
    expect([read.status, read.body]).toEqual([409, ordered]);
    const preview = await calls.post(sara, CHECKOUT_PATHS.preview, { cart_id: cartId, delivery_time: 'asap', payment_method: 'cash' });
    expect([preview.status, preview.body]).toEqual([409, ordered]);
    const again = await calls.place(sara, await placeBody(cartId), 'closed-cart-0002');
    expect([again.status, again.body]).toEqual([409, ordered]);
    // The same key still answers the same order, as a retry of a lost answer must.
    const retry = await calls.place(sara, body, 'closed-cart-0001');
    expect(retry.status).toBe(200);
    expect(placeOrderResponseSchema.parse(retry.body).data.order.id).toBe(orderId);
    const lines = await suite.db.query<{ lines: unknown[] }>('SELECT lines FROM carts WHERE id = $1', [cartId]);
    expect(lines[0]?.lines).toHaveLength(1);
  });

  it('never tells another customer which order closed a cart', async () => {
    const cartId = await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] });
    expect((await calls.place(sara, await placeBody(cartId), 'closed-cart-0003')).status).toBe(201);
    const read = await call(suite.api, CART_PATHS.cart(cartId), {
      headers: { ...storefrontHeaders(SUFRA), [HEADERS.authorization]: `Bearer ${omar}` },
    });
    expect([read.status, read.body]).toEqual([404, { code: 'cart_not_found', message: 'Cart not found' }]);
  });
});
