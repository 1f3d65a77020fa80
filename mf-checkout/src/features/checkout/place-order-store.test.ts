import { IDEMPOTENCY_KEY_HEADER, type PlaceOrderBody } from '@storefront/shared/contracts';
import { holdApi, testStore } from '@storefront/shared/testing';
import { order, withDeliveryCart, paymentSession } from '../../testing/fixtures';
import { redirectTo } from '../ui';
import { checkoutOf } from './checkout-store';
import { orderAttemptKey } from './order-attempt';
import { placingOf } from './place-order-store';

jest.mock('../ui/redirect', () => ({ redirectTo: jest.fn() }));

const body: PlaceOrderBody = {
  cart_id: 'cart-1',
  delivery_time: 'asap',
  scheduled_day: null,
  scheduled_period: null,
  address_id: 5,
  vehicle_id: null,
  session_id: null,
  coupon_code: null,
  use_points: false,
  use_wallet: false,
  payment_method: 'cash',
  notes: '',
};
const payment = paymentSession;

const open = () => {
  const root = withDeliveryCart(testStore({ locale: 'en' }));
  const api = holdApi(root);
  return { root, api, store: placingOf(root) };
};
const attempt = () => sessionStorage.getItem(orderAttemptKey('sufra'));

describe('PlaceOrderStore', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.mocked(redirectTo).mockClear();
  });

  it('places one order for a double click, then clears the cart and answers the order to open', async () => {
    const { root, store, api } = open();
    const placing = store.place(body);
    expect(store.state).toBe('placing');
    await expect(store.place(body)).resolves.toEqual({ kind: 'busy' });
    const call = await api.nth(0);
    expect(call).toMatchObject({ method: 'POST', path: '/api/v1/order/orders', body });
    expect(call.headers[IDEMPOTENCY_KEY_HEADER]).toEqual(JSON.parse(attempt()!).key);
    call.answer(200, { data: { order, payment: null } });
    await expect(placing).resolves.toEqual({ kind: 'placed', orderId: 7 });
    expect(api.calls).toHaveLength(1);
    expect(store.state).toBe('idle');
    expect(root.cart.cart).toBeNull();
    expect(attempt()).toBeNull();
  });

  it("goes to the provider's page for an online payment, keeping the cart", async () => {
    const { root, store, api } = open();
    const placing = store.place({ ...body, payment_method: 'hosted' });
    (await api.nth(0)).answer(200, { data: { order, payment } });
    await expect(placing).resolves.toEqual({ kind: 'paying' });
    expect(store.state).toBe('redirecting');
    expect(redirectTo).toHaveBeenCalledWith(payment.redirect_url);
    expect(root.cart.lines).toHaveLength(1);
  });

  it('opens the card step for a card the browser posts to the provider itself, keeping the cart', async () => {
    const { root, store, api } = open();
    const placing = store.place({ ...body, payment_method: 'card' });
    const card_form = {
      provider: 'moyasar',
      api_url: 'https://api.moyasar.example',
      publishable_key: 'pk_test_sufra',
      given_id: 'given-1',
      amount_minor: 7360,
      currency: 'SAR',
      description: 'sufra order #7',
      callback_url: payment.redirect_url,
      metadata: { session_id: payment.id },
    };
    (await api.nth(0)).answer(200, { data: { order, payment: { ...payment, method: 'card', card_form } } });
    await expect(placing).resolves.toEqual({ kind: 'cardStep', orderId: 7 });
    expect(store.state).toBe('idle');
    expect(redirectTo).not.toHaveBeenCalled();
    expect(root.cart.lines).toHaveLength(1);
  });

  it('keeps the Idempotency-Key of an attempt whose answer was lost, and sends it again', async () => {
    const { store, api } = open();
    const lost = store.place(body);
    (await api.nth(0)).fail();
    await expect(lost).rejects.toMatchObject({ status: null });
    expect(store.state).toBe('idle');
    const key = api.calls[0]!.headers[IDEMPOTENCY_KEY_HEADER];
    expect(JSON.parse(attempt()!).key).toBe(key);
    const again = store.place(body);
    const call = await api.nth(1);
    expect(call.headers[IDEMPOTENCY_KEY_HEADER]).toBe(key);
    call.answer(200, { data: { order, payment: null } });
    await expect(again).resolves.toMatchObject({ kind: 'placed' });
  });

  it('answers the order a cart already became, and shows what a changed cart lost', async () => {
    const { root, store, api } = open();
    const changed = store.place(body);
    (await api.nth(0)).answer(409, {
      code: 'cart_changed',
      message: 'The cart changed.',
      removed: [],
      repriced: [{ item_id: 101, old_price: 32, new_price: 35 }],
    });
    await expect(changed).resolves.toEqual({ kind: 'cartChanged' });
    expect(checkoutOf(root).changes?.repriced).toEqual([
      { item_id: 101, names: { ar: 'كبسة دجاج', en: 'Chicken Kabsa' }, old_price: 32, new_price: 35 },
    ]);
    expect(attempt()).toBeNull();
    const ordered = store.place(body);
    const call = await api.nth(2);
    expect(call.path).toBe('/api/v1/order/orders');
    call.answer(409, { code: 'cart_ordered', message: 'The cart was already ordered.', order_id: 9 });
    await expect(ordered).resolves.toEqual({ kind: 'placed', orderId: 9 });
    expect(root.cart.cart).toBeNull();
  });

  it('throws a refusal for the form to show, and takes a new key next time', async () => {
    const { store, api } = open();
    const refused = store.place(body);
    (await api.nth(0)).answer(422, { code: 'slot_invalid', message: 'The selected slot is invalid.' });
    await expect(refused).rejects.toMatchObject({ code: 'slot_invalid', status: 422 });
    expect(attempt()).toBeNull();
    expect(store.state).toBe('idle');
  });
});
