import {
  CART_CHANGED_MESSAGE,
  CART_PATHS,
  CHECKOUT_PATHS,
  HEADERS,
  OPERATOR_KEY_HEADER,
  cartChangedResponseSchema,
  cartResponseSchema,
  checkoutPreviewResponseSchema,
  operatorMenuItemPath,
  placeOrderResponseSchema,
  type Cart,
  type OperatorMenuItemUpdate,
} from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { call } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const HUMMUS = { item_id: 131, quantity: 2, option_ids: [], notes: '' };
const MUTABBAL = { item_id: 132, quantity: 1, option_ids: [], notes: '' };

describe.each(testDatabases())('a placement checks the cart the customer saw, on $label', (database) => {
  // Sunday 12:00 in Riyadh: Sufra - Olaya (branch 1) is open.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  let calls: ReturnType<typeof orderCalls>;
  let sara: string;

  const operatorPut = async (itemId: number, update: OperatorMenuItemUpdate) => {
    const response = await call(suite.api, operatorMenuItemPath(itemId), {
      method: 'PUT',
      headers: { [HEADERS.tenant]: SUFRA.name, [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' },
      body: JSON.stringify(update),
    });
    expect(response.status).toBe(204);
  };
  const reopen = async (cartId: string): Promise<Cart> =>
    cartResponseSchema.parse((await calls.get(sara, CART_PATHS.cart(cartId))).body).data;
  const seen = (cart: Cart) => cart.lines.map(({ item_id, quantity, total }) => ({ item_id, quantity, total }));
  const pickup = (cartId: string) => ({ cart_id: cartId, delivery_time: 'asap', payment_method: 'cash' });

  beforeAll(async () => {
    calls = orderCalls(suite.api, SUFRA);
    sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterEach(async () => {
    await operatorPut(MUTABBAL.item_id, { available: true });
  });

  it('a preview only looks: every preview lists the dish sold out, and the cart keeps it until the placement cleans it', async () => {
    const cartId = await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS, MUTABBAL] });
    const before = await reopen(cartId);
    await operatorPut(MUTABBAL.item_id, { available: false });

    const previews = await Promise.all([1, 2].map(() => calls.post(sara, CHECKOUT_PATHS.preview, pickup(cartId))));
    for (const preview of previews) {
      expect(checkoutPreviewResponseSchema.parse(preview.body).data.removed).toEqual([
        { item_id: MUTABBAL.item_id, message: 'Item not found' },
      ]);
    }
    const placing = await calls.place(sara, { ...pickup(cartId), cart_seen: seen(before) }, 'cart-seen-preview-01');
    expect(placing.status).toBe(409);
    expect(cartChangedResponseSchema.parse(placing.body)).toEqual({
      code: 'cart_changed',
      message: CART_CHANGED_MESSAGE,
      removed: [{ item_id: MUTABBAL.item_id, message: 'Item not found' }],
      repriced: [],
    });
    const cleaned = await reopen(cartId);
    expect(cleaned).toMatchObject({ removed: [], repriced: [] });
    expect(cleaned.lines.map((line) => line.item_id)).toEqual([HUMMUS.item_id]);
  });

  it('a cart cleaned where the customer did not see it is not placed: the dish it lost is named against what was seen', async () => {
    const cartId = await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS, MUTABBAL] });
    const before = await reopen(cartId);
    await operatorPut(MUTABBAL.item_id, { available: false });
    // Another tab read the cart again: the stored cart is clean, and this page never saw what it lost.
    expect((await reopen(cartId)).removed).toHaveLength(1);

    const refused = await calls.place(sara, { ...pickup(cartId), cart_seen: seen(before) }, 'cart-seen-cleaned-01');
    expect(refused.status).toBe(409);
    expect(cartChangedResponseSchema.parse(refused.body)).toMatchObject({
      removed: [{ item_id: MUTABBAL.item_id, message: 'Item not found' }],
      repriced: [],
    });
    const now = await reopen(cartId);
    const placed = await calls.place(sara, { ...pickup(cartId), cart_seen: seen(now) }, 'cart-seen-cleaned-02');
    expect(placed.status).toBe(201);
    expect(placeOrderResponseSchema.parse(placed.body).data.order.total).toBe(now.total);
  });

  it('a line priced otherwise than the customer saw is not placed, and says the price seen and the price now', async () => {
    const cartId = await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] });
    const before = await reopen(cartId);
    const seenUnit = before.lines[0]!.unit_price;
    await operatorPut(HUMMUS.item_id, { price: seenUnit + 2 });
    try {
      expect((await reopen(cartId)).repriced).toHaveLength(1);
      const refused = await calls.place(sara, { ...pickup(cartId), cart_seen: seen(before) }, 'cart-seen-repriced-01');
      expect(refused.status).toBe(409);
      expect(cartChangedResponseSchema.parse(refused.body)).toMatchObject({
        removed: [],
        repriced: [{ item_id: HUMMUS.item_id, old_price: seenUnit, new_price: seenUnit + 2 }],
      });
    } finally {
      await operatorPut(HUMMUS.item_id, { price: seenUnit });
    }
  });

  it('the cart as seen is placed, and a body with lines beyond the cart limit is refused with a message', async () => {
    const cartId = await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] });
    const tooMany = Array.from({ length: 51 }, () => ({ item_id: 131, quantity: 1, total: 1 }));
    const refused = await calls.place(sara, { ...pickup(cartId), cart_seen: tooMany }, 'cart-seen-limit-01');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: expect.any(String) });
    const placed = await calls.place(sara, { ...pickup(cartId), cart_seen: seen(await reopen(cartId)) }, 'cart-seen-limit-02');
    expect(placed.status).toBe(201);
  });
});
