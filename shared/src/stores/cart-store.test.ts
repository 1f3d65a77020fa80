import { CART_PATHS, type Cart, type CartUpdateBody } from '../contracts';
import { installFakeApi, testStore, type FakeCall } from '../testing';
import { checked } from '../http/read-answer';
import { cartStorageKey } from './cart-store';
import { orderDraftStorageKey } from './order-draft-store';
import { persisted } from './persisted';

const names = (en: string) => ({ en, ar: en });

/** A server that prices every line at 10.00 per unit and refuses item 999 ('item_not_found'). */
const pricing = (cartId: string) => (call: FakeCall) => {
  const body = call.body as CartUpdateBody;
  const refused = body.lines.flatMap((line, index) => (line.item_id === 999 ? [[String(index), [{ code: 'item_not_found' }]]] : []));
  if (refused.length > 0)
    return { status: 400, data: { code: 'cart_lines_invalid', message: 'Invalid cart lines', lines: Object.fromEntries(refused) } };
  const lines = body.lines.map((line) => ({
    ...line,
    names: names(`Item ${line.item_id}`),
    options: [],
    unit_price: 10,
    total: 10 * line.quantity,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  return {
    status: 200,
    data: { data: cart(cartId, { branch_id: body.branch_id, order_type: body.order_type, lines, subtotal, total: subtotal }) },
  };
};

const cart = (cartId: string, changes: Partial<Cart> = {}): Cart => ({
  cart_id: cartId,
  branch_id: null,
  order_type: null,
  currency: 'SAR',
  lines: [],
  vat_included: true,
  subtotal: 0,
  delivery_fee: 0,
  vat_percent: 0,
  vat: 0,
  total: 0,
  minimum_order: 0,
  minimum_order_met: true,
  removed: [],
  repriced: [],
  ...changes,
});

const pickupStore = () => {
  const store = testStore();
  store.orderDraft.update({ type: 'pickup', branch_id: 1 });
  return store;
};

describe('CartStore', () => {
  beforeEach(() => localStorage.clear());

  it('asks for an order type before anything is sent', async () => {
    const store = testStore();
    const calls = installFakeApi(store, {});
    expect(await store.cart.add({ item_id: 1, quantity: 1, option_ids: [], notes: '' })).toEqual({
      ok: false,
      message: 'cart.chooseOrderType',
      problems: {},
    });
    expect(calls).toEqual([]);
  });

  it('creates the server cart once, merges the same choice, and runs quick changes one after another', async () => {
    const store = pickupStore();
    const calls = installFakeApi(store, {
      [`POST ${CART_PATHS.carts}`]: () => ({ status: 201, data: { data: cart('c1') } }),
      [`PUT ${CART_PATHS.cart('c1')}`]: pricing('c1'),
    });
    await store.cart.add({ item_id: 1, quantity: 1, option_ids: [3, 2], notes: '' });
    await store.cart.add({ item_id: 1, quantity: 2, option_ids: [2, 3], notes: '' });
    expect(store.cart.lines).toMatchObject([{ item_id: 1, quantity: 3, option_ids: [2, 3] }]);
    await Promise.all([store.cart.changeQuantity(0, 1), store.cart.changeQuantity(0, 1), store.cart.changeQuantity(0, -5)]);
    expect(store.cart.lines[0]?.quantity).toBe(1);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(store.orderDraft.draft.cart_id).toBe('c1');
    expect(JSON.parse(localStorage.getItem(cartStorageKey('sufra'))!).cart.lines[0].quantity).toBe(1);
    expect(store.cart.count).toBe(1);
  });

  it('keeps the cart as it was when the server refuses a line, and says which rule it broke', async () => {
    const store = pickupStore();
    store.orderDraft.update({ cart_id: 'c1' });
    installFakeApi(store, { [`PUT ${CART_PATHS.cart('c1')}`]: pricing('c1') });
    await store.cart.add({ item_id: 1, quantity: 1, option_ids: [], notes: '' });
    const refused = await store.cart.add({ item_id: 999, quantity: 1, option_ids: [], notes: '' });
    expect(refused).toEqual({ ok: false, message: 'apiErrors.cart_lines_invalid', problems: { '1': [{ code: 'item_not_found' }] } });
    expect(store.cart.lines.map((line) => line.item_id)).toEqual([1]);
  });

  it('starts a new server cart with the same lines when the old one is gone', async () => {
    const store = pickupStore();
    store.orderDraft.update({ cart_id: 'forgotten' });
    installFakeApi(store, {
      [`PUT ${CART_PATHS.cart('forgotten')}`]: () => ({ status: 404, data: { code: 'cart_not_found', message: 'Cart not found' } }),
      [`POST ${CART_PATHS.carts}`]: () => ({ status: 201, data: { data: cart('c2') } }),
      [`PUT ${CART_PATHS.cart('c2')}`]: pricing('c2'),
    });
    expect(await store.cart.add({ item_id: 5, quantity: 2, option_ids: [], notes: 'x' })).toEqual({ ok: true });
    expect(store.orderDraft.draft.cart_id).toBe('c2');
    expect(store.cart.cart?.total).toBe(20);
  });

  it("does not carry an order's points and wallet into the next one", () => {
    const store = pickupStore();
    store.orderDraft.update({ cart_id: 'c1', use_points: true, use_wallet: true });
    store.cart.clear();
    expect(store.orderDraft.draft).toMatchObject({ cart_id: null, use_points: false, use_wallet: false });
  });

  it('starts a fresh cart after an order: reopening an ordered cart empties it, a change goes to a new cart', async () => {
    const ordered = () => ({ status: 409, data: { code: 'cart_ordered', message: 'This cart was already ordered.', order_id: 7 } });
    const store = pickupStore();
    store.orderDraft.update({ cart_id: 'c1' });
    installFakeApi(store, {
      [`PUT ${CART_PATHS.cart('c1')}`]: pricing('c1'),
      [`GET ${CART_PATHS.cart('c1')}`]: ordered,
    });
    await store.cart.add({ item_id: 1, quantity: 1, option_ids: [], notes: '' });
    await store.cart.reopen();
    expect(store.cart.lines).toEqual([]);
    expect(store.orderDraft.draft.cart_id).toBeNull();

    // Ordered in another tab while this one still shows the lines.
    const other = pickupStore();
    other.orderDraft.update({ cart_id: 'c1' });
    installFakeApi(other, { [`PUT ${CART_PATHS.cart('c1')}`]: pricing('c1') });
    await other.cart.add({ item_id: 1, quantity: 1, option_ids: [], notes: '' });
    installFakeApi(other, {
      [`PUT ${CART_PATHS.cart('c1')}`]: ordered,
      [`POST ${CART_PATHS.carts}`]: () => ({ status: 201, data: { data: cart('c2') } }),
      [`PUT ${CART_PATHS.cart('c2')}`]: pricing('c2'),
    });
    expect(await other.cart.add({ item_id: 2, quantity: 1, option_ids: [], notes: '' })).toEqual({ ok: true });
    expect(other.orderDraft.draft.cart_id).toBe('c2');
    expect(other.cart.lines.map((line) => line.item_id)).toEqual([2]);
  });

  it('tells what reopening removed and repriced, by name', async () => {
    const store = pickupStore();
    store.orderDraft.update({ cart_id: 'c1' });
    installFakeApi(store, {
      [`PUT ${CART_PATHS.cart('c1')}`]: pricing('c1'),
      [`GET ${CART_PATHS.cart('c1')}`]: () => ({
        status: 200,
        data: {
          data: cart('c1', {
            lines: [{ item_id: 2, names: names('Item 2'), quantity: 1, option_ids: [], options: [], notes: '', unit_price: 12, total: 12 }],
            removed: [{ item_id: 1, message: 'Item not found' }],
            repriced: [{ item_id: 2, old_price: 10, new_price: 12 }],
          }),
        },
      }),
    });
    await store.cart.add({ item_id: 1, quantity: 1, option_ids: [], notes: '' });
    await store.cart.add({ item_id: 2, quantity: 1, option_ids: [], notes: '' });
    await store.cart.reopen();
    expect(store.cart.notice).toEqual({
      removed: [{ item_id: 1, names: names('Item 1') }],
      repriced: [{ item_id: 2, names: names('Item 2'), old_price: 10, new_price: 12 }],
    });
    expect(store.cart.lines.map((line) => line.item_id)).toEqual([2]);
  });

  it('moves the cart to another branch, dropping and listing what that branch does not serve', async () => {
    const store = pickupStore();
    store.orderDraft.update({ cart_id: 'c1' });
    installFakeApi(store, { [`PUT ${CART_PATHS.cart('c1')}`]: pricing('c1') });
    store.cart.restore({
      cart: cart('c1', {
        branch_id: 1,
        order_type: 'pickup',
        lines: [
          { item_id: 999, names: names('Gone'), quantity: 1, option_ids: [], options: [], notes: '', unit_price: 10, total: 10 },
          { item_id: 3, names: names('Kept'), quantity: 2, option_ids: [], options: [], notes: '', unit_price: 10, total: 20 },
        ],
      }),
    });
    store.orderDraft.update({ branch_id: 2, type: 'curbside' });
    expect(await store.cart.retarget()).toEqual({ ok: true });
    expect(store.cart.cart).toMatchObject({ branch_id: 2, order_type: 'curbside', lines: [{ item_id: 3, quantity: 2 }] });
    expect(store.cart.notice?.removed).toEqual([{ item_id: 999, names: names('Gone') }]);
  });

  it('adopts only a valid saved cart that is the draft cart', async () => {
    const store = testStore();
    const kept = persisted(store.cart, (value) => checked('savedCartSchema', value), cartStorageKey('sufra'), localStorage);
    await expect(kept.adopt(JSON.stringify({ cart: cart('c9') }))).resolves.toBe(false);
    store.orderDraft.update({ cart_id: 'c9' });
    await expect(kept.adopt(JSON.stringify({ cart: { ...cart('c9'), total: 'free' } }))).resolves.toBe(false);
    await expect(kept.adopt('{oops')).resolves.toBe(false);
    expect(store.cart.cart).toBeNull();
    await expect(kept.adopt(JSON.stringify({ cart: cart('c9') }))).resolves.toBe(true);
    expect(store.cart.cart?.cart_id).toBe('c9');
    kept.stop();
  });

  it('keeps the cart as { cart } under its key and removes the key once the cart is emptied', async () => {
    const store = testStore();
    await store.restored;
    store.orderDraft.update({ cart_id: 'c9' });
    store.cart.restore({ cart: cart('c9') });
    expect(JSON.parse(localStorage.getItem('storefront.sufra.cart')!)).toEqual({ cart: cart('c9') });
    store.cart.clear();
    expect(localStorage.getItem('storefront.sufra.cart')).toBeNull();
  });

  it('a new page takes the kept draft and then its kept cart back before anything renders (root.restored)', async () => {
    const first = testStore();
    await first.restored;
    first.orderDraft.update({ cart_id: 'c9', type: 'pickup', branch_id: 1 });
    first.cart.restore({ cart: cart('c9') });
    expect(localStorage.getItem(orderDraftStorageKey('sufra'))).not.toBeNull();

    const reopened = testStore();
    expect(reopened.cart.cart).toBeNull();
    await reopened.restored;
    expect(reopened.orderDraft.draft).toMatchObject({ cart_id: 'c9', type: 'pickup', branch_id: 1 });
    expect(reopened.cart.cart?.cart_id).toBe('c9');
  });
});
