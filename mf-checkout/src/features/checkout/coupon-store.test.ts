import { holdApi, testStore } from '@storefront/shared/testing';
import { when } from 'mobx';
import { couponOf } from './coupon-store';

const terms = { code: 'SAVE10', kind: 'percent', value: 10, max_discount: null, min_subtotal: 0, discount: 6.4 };

const open = () => {
  const root = testStore({ locale: 'en' });
  const api = holdApi(root);
  return { api, store: couponOf(root) };
};

describe('CouponStore', () => {
  it('checks an applied code against the cart, asking again each time it is applied', async () => {
    const { store, api } = open();
    const applying = store.apply('cart-1', 'save10');
    const call = await api.nth(0);
    expect(call).toMatchObject({
      method: 'POST',
      path: '/api/v1/order/coupons/check',
      body: { cart_id: 'cart-1', code: 'save10' },
    });
    call.answer(200, { data: terms });
    await applying;
    expect(store.coupon.value).toMatchObject(terms);
    const again = store.apply('cart-1', 'save10');
    expect(store.coupon.value).toMatchObject(terms);
    (await api.nth(1)).answer(422, { code: 'coupon_unavailable', message: 'Coupon is not available or expired.' });
    await again;
    expect(store.coupon.error).toMatchObject({ code: 'coupon_unavailable' });
  });

  it("rechecks a kept code unless its terms are here (the api's spelling of it), and cancels with the field", async () => {
    const { store, api } = open();
    void store.apply('cart-1', 'save10');
    (await api.nth(0)).answer(200, { data: terms });
    await when(() => store.coupon.state === 'ready');
    store.recheck('cart-1', 'SAVE10')();
    const stop = store.recheck('cart-1', 'KEPT5');
    const kept = await api.nth(1);
    expect(kept.body).toEqual({ cart_id: 'cart-1', code: 'KEPT5' });
    expect(store.coupon.state).toBe('loading');
    stop();
    expect(kept.signal?.aborted).toBe(true);
    expect(api.calls).toHaveLength(2);
  });

  it('keeps a refusal, never the terms of the code refused', async () => {
    const { store, api } = open();
    const applying = store.apply('cart-1', 'nope');
    (await api.nth(0)).answer(422, { code: 'coupon_invalid', message: 'The coupon code is invalid.' });
    await applying;
    expect(store.coupon).toMatchObject({ state: 'failed', value: null, error: { code: 'coupon_invalid' } });
  });
});
