import { testStore } from '@storefront/shared/testing';
import { reaction, when } from 'mobx';
import { cart, methods, withDeliveryCart } from '../../testing/fixtures';
import { callNumber, holdApi } from '../../testing/held-api';
import { checkoutOf } from './checkout-store';

const open = () => {
  const root = withDeliveryCart(testStore({ locale: 'en' }));
  const calls = holdApi(root);
  return { root, calls, store: checkoutOf(root) };
};
const pathOf = (call: { request: { path: string } }) => call.request.path;

describe('CheckoutStore', () => {
  it("loads the methods of the order's type and whether the human check is announced", async () => {
    const { store, calls } = open();
    const stop = store.follow('pickup');
    const [first, second] = [await callNumber(calls, 1), await callNumber(calls, 2)];
    const methodsCall = [first, second].find((call) => pathOf(call) === '/api/v1/order/payment-methods')!;
    const checkCall = [first, second].find((call) => pathOf(call) === '/api/v1/order/checkout/human-check')!;
    expect(methodsCall.request.params).toEqual({ order_type: 'pickup' });
    methodsCall.answer(methods);
    checkCall.answer({ required: false });
    await when(() => store.methods.state === 'ready' && store.humanCheck.state === 'ready');
    expect(store.methods.value?.map((method) => method.code)).toEqual(['cash', 'hosted']);
    expect(store.humanCheckAnnounced).toBe(false);
    stop();
  });

  it('counts a human check it could not ask about as announced (the api decides at placement)', async () => {
    const { store, calls } = open();
    const stop = store.follow('delivery');
    expect(store.humanCheckAnnounced).toBe(false);
    await callNumber(calls, 2);
    calls.find((call) => pathOf(call) === '/api/v1/order/checkout/human-check')!.fail();
    await when(() => store.humanCheck.state === 'failed');
    expect(store.humanCheckAnnounced).toBe(true);
    stop();
  });

  it('keeps the failure of the methods, and never lets the methods of a type left behind land', async () => {
    const { store, calls } = open();
    const leave = store.follow('delivery');
    await callNumber(calls, 2);
    const late = calls.find((call) => pathOf(call) === '/api/v1/order/payment-methods')!;
    leave();
    expect(late.request.signal?.aborted).toBe(true);
    const stop = store.follow('pickup');
    await callNumber(calls, 4);
    const methodsCalls = calls.filter((call) => pathOf(call) === '/api/v1/order/payment-methods');
    const landed: string[][] = [];
    const recording = reaction(
      () => store.methods.value,
      (shown) => shown && landed.push(shown.map((method) => method.code)),
    );
    late.answer(methods);
    methodsCalls[1]!.answer({ code: 'server_error', message: 'Server error' }, 500);
    await when(() => store.methods.state === 'failed');
    expect(store.methods.error).toMatchObject({ status: 500 });
    void store.methods.reload();
    (await callNumber(calls, 5)).answer([methods[0]]);
    await when(() => store.methods.state === 'ready');
    expect(landed).toEqual([['cash']]);
    recording();
    stop();
  });

  it('names what a check of the cart changed, reads the cart again, and forgets it on dismissal and on the next visit', async () => {
    const { root, store, calls } = open();
    store.showChanges({ removed: [{ item_id: 101 }], repriced: [{ item_id: 102, old_price: 10, new_price: 12 }] });
    expect(store.changes).toEqual({
      removed: [{ item_id: 101, names: cart.lines[0]!.names }],
      repriced: [{ item_id: 102, names: null, old_price: 10, new_price: 12 }],
    });
    expect(pathOf(await callNumber(calls, 1))).toBe('/api/v1/order/carts/cart-1');
    store.dismissChanges();
    expect(store.changes).toBeNull();
    store.showChanges({ removed: [{ item_id: 101 }], repriced: [] });
    store.follow('delivery')();
    expect(store.changes).toBeNull();
    expect(root.cart.lines).toHaveLength(1);
  });

  it("loads a new car's catalogues, and cancels them when its form closes", async () => {
    const { store, calls } = open();
    const close = store.openCatalogues();
    await callNumber(calls, 2);
    expect(calls.map(pathOf).sort()).toEqual(['/api/v1/user/vehicle-brands/list', '/api/v1/user/vehicle-colors/list']);
    close();
    expect(calls.every((call) => call.request.signal?.aborted)).toBe(true);
    expect(store.catalogues.state).toBe('idle');
  });
});
