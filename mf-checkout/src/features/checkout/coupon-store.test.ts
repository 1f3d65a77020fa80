import { testStore } from '@storefront/shared/testing';
import { when } from 'mobx';
import { callNumber, holdApi } from '../../testing/held-api';
import { couponOf } from './coupon-store';

const terms = { code: 'SAVE10', kind: 'percent', value: 10, max_discount: null, min_subtotal: 0, discount: 6.4 };

const open = () => {
  const root = testStore({ locale: 'en' });
  const calls = holdApi(root);
  return { calls, store: couponOf(root) };
};

describe('CouponStore', () => {
  it('checks an applied code against the cart, asking again each time it is applied', async () => {
    const { store, calls } = open();
    const applying = store.apply('cart-1', 'save10');
    const call = await callNumber(calls, 1);
    expect(call.request).toMatchObject({ method: 'POST', path: '/api/v1/order/coupons/check', body: { cart_id: 'cart-1', code: 'save10' } });
    call.answer(terms);
    await applying;
    expect(store.coupon.value).toMatchObject(terms);
    const again = store.apply('cart-1', 'save10');
    expect(store.coupon.value).toMatchObject(terms);
    (await callNumber(calls, 2)).answer({ code: 'coupon_unavailable', message: 'Coupon is not available or expired.' }, 422);
    await again;
    expect(store.coupon.error).toMatchObject({ code: 'coupon_unavailable' });
  });

  it("rechecks a kept code unless its terms are here (the api's spelling of it), and cancels with the field", async () => {
    const { store, calls } = open();
    void store.apply('cart-1', 'save10');
    (await callNumber(calls, 1)).answer(terms);
    await when(() => store.coupon.state === 'ready');
    store.recheck('cart-1', 'SAVE10')();
    const stop = store.recheck('cart-1', 'KEPT5');
    const kept = await callNumber(calls, 2);
    expect(kept.request.body).toEqual({ cart_id: 'cart-1', code: 'KEPT5' });
    expect(store.coupon.state).toBe('loading');
    stop();
    expect(kept.request.signal?.aborted).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('keeps a refusal, never the terms of the code refused', async () => {
    const { store, calls } = open();
    const applying = store.apply('cart-1', 'nope');
    (await callNumber(calls, 1)).answer({ code: 'coupon_invalid', message: 'The coupon code is invalid.' }, 422);
    await applying;
    expect(store.coupon).toMatchObject({ state: 'failed', value: null, error: { code: 'coupon_invalid' } });
  });
});
