import { CHECKOUT_PATHS, type Cart } from '../contracts';
import { installFakeApi, testStore } from '../testing';
import { offerQuoteOf } from './offer-quote-store';

const KABSA20 = { code: 'KABSA20', kind: 'percent' as const, value: 20, max_discount: null, item_id: 101, ends_at: null };

const line = (item_id: number, total: number) => ({
  item_id,
  names: { ar: `${item_id}`, en: `${item_id}` },
  quantity: 1,
  option_ids: [],
  options: [],
  notes: '',
  unit_price: total,
  total,
});

/** Four hummus (73.60) and half a kabsa (52.90), prices with VAT (15 %). */
const cart: Cart = {
  cart_id: 'cart-1',
  branch_id: 1,
  order_type: 'pickup',
  currency: 'SAR',
  lines: [line(131, 73.6), line(101, 52.9)],
  vat_included: true,
  subtotal: 126.5,
  delivery_fee: 0,
  vat_percent: 15,
  vat: 16.5,
  total: 126.5,
  minimum_order: 0,
  minimum_order_met: true,
  removed: [],
  repriced: [],
};

const accepted = { code: 'KABSA20', kind: 'percent', value: 20, max_discount: null, min_subtotal: 0, item_id: 101, discount: 10.58 };

const storeWith = (answer: () => { status: number; data: unknown }) => {
  const store = testStore();
  store.orderDraft.update({ cart_id: 'cart-1', type: 'pickup', branch_id: 1, offer: KABSA20 });
  store.cart.cart = cart;
  const calls = installFakeApi(store, { [`POST ${CHECKOUT_PATHS.couponCheck}`]: answer });
  return { store, calls, offers: offerQuoteOf(store) };
};

describe('the followed offer on the cart', () => {
  it("prices the dish's lines and the total with the discount the api's coupon check answered", async () => {
    const { calls, offers } = storeWith(() => ({ status: 200, data: { data: accepted } }));
    expect(offers.quote).toBeNull();
    await offers.refresh();
    expect(calls.map((call) => call.body)).toEqual([{ cart_id: 'cart-1', code: 'KABSA20' }]);
    expect(offers.lineTotal(cart.lines[1]!)).toBe(42.32);
    expect(offers.lineTotal(cart.lines[0]!)).toBeNull();
    // 126.50 − 10.58, VAT inside.
    expect(offers.totals).toMatchObject({ discount: 10.58, total: 115.92 });
    // Asked once for the same cart.
    await offers.refresh();
    expect(calls).toHaveLength(1);
  });

  it('asks again when the lines change, and nothing without the dish', async () => {
    const { store, calls, offers } = storeWith(() => ({ status: 200, data: { data: accepted } }));
    await offers.refresh();
    store.cart.cart = { ...cart, lines: [cart.lines[0]!], subtotal: 73.6, total: 73.6 };
    await offers.refresh();
    expect(calls).toHaveLength(1);
    expect(offers.quote).toBeNull();
    expect(offers.totals).toBeNull();
    store.cart.cart = { ...cart, lines: [cart.lines[0]!, { ...cart.lines[1]!, quantity: 2, total: 105.8 }], subtotal: 179.4 };
    await offers.refresh();
    expect(calls).toHaveLength(2);
  });

  it('leaves the cart at its own prices when the api refuses the offer (used up by this customer)', async () => {
    const { offers } = storeWith(() => ({
      status: 422,
      data: { code: 'coupon_unavailable', message: 'Coupon is not available or expired.' },
    }));
    await offers.refresh();
    expect(offers.quote).toBeNull();
    expect(offers.lineTotal(cart.lines[1]!)).toBeNull();
    expect(offers.totals).toBeNull();
  });
});
