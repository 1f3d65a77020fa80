import { holdApi, testStore, type HeldCall } from '@storefront/shared/testing';
import { reaction, when } from 'mobx';
import { cart, methods, withDeliveryCart } from '../../testing/fixtures';
import { checkoutOf } from './checkout-store';

const open = () => {
  const root = withDeliveryCart(testStore({ locale: 'en' }));
  const api = holdApi(root);
  return { root, api, store: checkoutOf(root) };
};
const pathOf = (call: HeldCall) => call.path;

describe('CheckoutStore', () => {
  it("loads the methods of the order's type and whether the human check is announced", async () => {
    const { store, api } = open();
    const stop = store.follow('pickup');
    const [first, second] = [await api.nth(0), await api.nth(1)];
    const methodsCall = [first, second].find((call) => pathOf(call) === '/api/v1/order/payment-methods')!;
    const checkCall = [first, second].find((call) => pathOf(call) === '/api/v1/order/checkout/human-check')!;
    expect(methodsCall.params).toEqual({ order_type: 'pickup' });
    methodsCall.answer(200, { data: methods });
    checkCall.answer(200, { data: { required: false } });
    await when(() => store.methods.state === 'ready' && store.humanCheck.state === 'ready');
    expect(store.methods.value?.map((method) => method.code)).toEqual(['cash', 'hosted']);
    expect(store.humanCheckAnnounced).toBe(false);
    stop();
  });

  it('counts a human check it could not ask about as announced (the api decides at placement)', async () => {
    const { store, api } = open();
    const stop = store.follow('delivery');
    expect(store.humanCheckAnnounced).toBe(false);
    await api.nth(1);
    api.calls.find((call) => pathOf(call) === '/api/v1/order/checkout/human-check')!.fail();
    await when(() => store.humanCheck.state === 'failed');
    expect(store.humanCheckAnnounced).toBe(true);
    stop();
  });

  it('keeps the failure of the methods, and never lets the methods of a type left behind land', async () => {
    const { store, api } = open();
    const leave = store.follow('delivery');
    await api.nth(1);
    const late = api.calls.find((call) => pathOf(call) === '/api/v1/order/payment-methods')!;
    leave();
    expect(late.signal?.aborted).toBe(true);
    const stop = store.follow('pickup');
    await api.nth(3);
    const methodsCalls = api.calls.filter((call) => pathOf(call) === '/api/v1/order/payment-methods');
    const landed: string[][] = [];
    const recording = reaction(
      () => store.methods.value,
      (shown) => shown && landed.push(shown.map((method) => method.code)),
    );
    late.answer(200, { data: methods });
    methodsCalls[1]!.answer(500, { code: 'server_error', message: 'Server error' });
    await when(() => store.methods.state === 'failed');
    expect(store.methods.error).toMatchObject({ status: 500 });
    void store.methods.reload();
    (await api.nth(4)).answer(200, { data: [methods[0]] });
    await when(() => store.methods.state === 'ready');
    expect(landed).toEqual([['cash']]);
    recording();
    stop();
  });

  it('names what a check of the cart changed, reads the cart again, and forgets it on dismissal and on the next visit', async () => {
    const { root, store, api } = open();
    store.showChanges({ removed: [{ item_id: 101 }], repriced: [{ item_id: 102, old_price: 10, new_price: 12 }] });
    expect(store.changes).toEqual({
      removed: [{ item_id: 101, names: cart.lines[0]!.names }],
      repriced: [{ item_id: 102, names: null, old_price: 10, new_price: 12 }],
    });
    expect(pathOf(await api.nth(0))).toBe('/api/v1/order/carts/cart-1');
    store.dismissChanges();
    expect(store.changes).toBeNull();
    store.showChanges({ removed: [{ item_id: 101 }], repriced: [] });
    store.follow('delivery')();
    expect(store.changes).toBeNull();
    expect(root.cart.lines).toHaveLength(1);
  });

  it("loads a new car's catalogues, and cancels them when its form closes", async () => {
    const { store, api } = open();
    const close = store.openCatalogues();
    await api.nth(1);
    expect(api.calls.map(pathOf).sort()).toEqual(['/api/v1/user/vehicle-brands/list', '/api/v1/user/vehicle-colors/list']);
    close();
    expect(api.calls.every((call) => call.signal?.aborted)).toBe(true);
    expect(store.catalogues.state).toBe('idle');
  });
});
