import { MENU_UPDATED_EVENT } from '@storefront/shared';
import { ITEM_NOT_FOUND_MESSAGE } from '@storefront/shared/contracts';
import { holdApi, testStore } from '@storefront/shared/testing';
import { act, renderHook } from '@testing-library/react';
import { reaction, runInAction, when } from 'mobx';
import { useForm } from 'react-hook-form';
import { cart, preview, withDeliveryCart } from '../../testing/fixtures';
import { emptyValues, type CheckoutValues } from './checkout-form';
import { checkoutOf } from './checkout-store';
import { previewOf } from './preview-store';

const open = () => {
  const root = withDeliveryCart(testStore({ locale: 'en' }));
  const api = holdApi(root);
  const { result } = renderHook(() => useForm<CheckoutValues>({ defaultValues: emptyValues(root.orderDraft.draft) }));
  const form = result.current;
  const choose = (changes: Partial<CheckoutValues>) =>
    act(() => {
      for (const [name, value] of Object.entries(changes)) form.setValue(name as 'notes', value as string);
    });
  return { root, api, form, choose, store: previewOf(root) };
};
const everything = { address_id: '5', delivery_time: 'asap', payment_method: 'cash' } as const;

describe('PreviewStore', () => {
  it('asks once the choices rest, for what is chosen now', async () => {
    const { store, api, form, choose } = open();
    const stop = store.follow(form);
    expect(store.body).toBeNull();
    choose({ address_id: '5' });
    choose({ delivery_time: 'asap' });
    choose({ payment_method: 'cash' });
    const call = await api.nth(0);
    expect(call).toMatchObject({ method: 'POST', path: '/api/v1/order/checkout/preview' });
    expect(call.body).toMatchObject({ cart_id: 'cart-1', address_id: 5, delivery_time: 'asap', payment_method: 'cash' });
    call.answer(200, { data: preview });
    await when(() => store.shown !== null);
    expect(store.shown?.total).toBe(85.1);
    expect(api.calls).toHaveLength(1);
    stop();
  });

  it('keeps the totals shown until the new ones come, and never lets an answer of an earlier choice land', async () => {
    const { store, api, form, choose } = open();
    const stop = store.follow(form);
    choose(everything);
    (await api.nth(0)).answer(200, { data: preview });
    await when(() => store.shown !== null);
    const landed: number[] = [];
    const recording = reaction(
      () => store.shown,
      (shown) => shown && landed.push(shown.total),
    );
    choose({ use_points: true });
    const late = await api.nth(1);
    expect(late.body).toMatchObject({ use_points: true });
    expect(store.shown?.total).toBe(85.1);
    choose({ use_wallet: true });
    expect(late.signal?.aborted).toBe(true);
    const current = await api.nth(2);
    late.answer(200, { data: { ...preview, total: 80 } });
    current.answer(200, { data: { ...preview, total: 60 } });
    await when(() => store.shown?.total === 60);
    expect(landed).toEqual([60]);
    recording();
    stop();
  });

  it('shows no totals while a choice is missing or after a failure, and keeps the failure', async () => {
    const { store, api, form, choose } = open();
    const stop = store.follow(form);
    choose(everything);
    (await api.nth(0)).answer(200, { data: preview });
    await when(() => store.shown !== null);
    choose({ address_id: '' });
    expect(store.shown).toBeNull();
    choose({ address_id: '5', coupon_code: 'NOPE' });
    (await api.nth(1)).answer(422, { code: 'coupon_invalid', message: 'The coupon code is invalid.' });
    await when(() => store.preview?.error != null);
    expect(store.preview?.error).toMatchObject({ code: 'coupon_invalid' });
    expect(store.shown).toBeNull();
    stop();
  });

  it("tells the checkout what the cart's check removed", async () => {
    const { root, store, api, form, choose } = open();
    const stop = store.follow(form);
    choose(everything);
    (await api.nth(0)).answer(200, { data: { ...preview, removed: [{ item_id: 101, message: ITEM_NOT_FOUND_MESSAGE }] } });
    await when(() => checkoutOf(root).changes !== null);
    expect(checkoutOf(root).changes?.removed).toEqual([{ item_id: 101, names: { ar: 'كبسة دجاج', en: 'Chicken Kabsa' } }]);
    stop();
  });

  it('prices the cart again once a check removed a line (sold out), showing no totals of the cart before it meanwhile', async () => {
    const { root, store, api, form, choose } = open();
    const kabsa = cart.lines[0]!;
    const hummus = { ...kabsa, item_id: 131, names: { ar: 'حمص', en: 'Hummus' }, quantity: 1, unit_price: 16, total: 16 };
    runInAction(() => (root.cart.cart = { ...cart, lines: [kabsa, hummus], subtotal: 80 }));
    const stop = store.follow(form);
    choose(everything);
    (await api.nth(0)).answer(200, { data: { ...preview, subtotal: 80, total: 103.5 } });
    await when(() => store.shown !== null);

    checkoutOf(root).showChanges({ removed: [{ item_id: 131 }], repriced: [] });
    const reopened = await api.nth(1);
    expect(reopened).toMatchObject({ method: 'GET', path: '/api/v1/order/carts/cart-1' });
    reopened.answer(200, { data: { ...cart, removed: [{ item_id: 131, message: ITEM_NOT_FOUND_MESSAGE }] } });
    await when(() => root.cart.lines.length === 1);
    expect(store.shown).toBeNull();
    const again = await api.nth(2);
    expect(again.path).toBe('/api/v1/order/checkout/preview');
    again.answer(200, { data: preview });
    await when(() => store.shown !== null);
    expect(store.shown?.subtotal).toBe(64);
    stop();
  });

  it('checks the cart again when the restaurant changes the menu while the checkout is open', async () => {
    const { root, store, api, form, choose } = open();
    const stop = store.follow(form);
    choose(everything);
    (await api.nth(0)).answer(200, { data: preview });
    await when(() => store.shown !== null);

    root.realtime.publish(MENU_UPDATED_EVENT, { item_id: 101 });
    const again = await api.nth(1);
    expect(again.path).toBe('/api/v1/order/checkout/preview');
    again.answer(200, { data: { ...preview, removed: [{ item_id: 101, message: ITEM_NOT_FOUND_MESSAGE }] } });
    await when(() => checkoutOf(root).changes !== null);
    expect(checkoutOf(root).changes?.removed).toEqual([{ item_id: 101, names: { ar: 'كبسة دجاج', en: 'Chicken Kabsa' } }]);
    stop();
  });

  it('cancels the ask on its way when the checkout leaves, and a new visit never shows the totals of an earlier one', async () => {
    const { store, api, form, choose } = open();
    const leave = store.follow(form);
    choose(everything);
    (await api.nth(0)).answer(200, { data: preview });
    await when(() => store.shown !== null);
    choose({ use_points: true });
    const onItsWay = await api.nth(1);
    leave();
    expect(onItsWay.signal?.aborted).toBe(true);
    expect(store.shown).toBeNull();
    const stop = store.follow(form);
    expect(store.shown).toBeNull();
    (await api.nth(2)).answer(200, { data: { ...preview, total: 70 } });
    await when(() => store.shown !== null);
    expect(store.shown?.total).toBe(70);
    stop();
  });
});
