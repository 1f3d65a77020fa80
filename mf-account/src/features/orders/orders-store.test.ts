import { ORDER_PATHS, ORDER_UPDATED_EVENT } from '@storefront/shared/contracts';
import { holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { waitFor } from '@testing-library/react';
import { pageOf } from '../../testing/page-of';
import { valuesOf } from '../../testing/values-of';
import { ordersOf } from './orders-store';

const order = (id: number, status = 'created') => ({
  id,
  number: 1000 + id,
  status,
  created_at: '2025-02-20T17:41:00.000Z',
  type: 'pickup',
  branch: { id: 1, names: { ar: 'العليا', en: 'Olaya' } },
  currency: 'SAR',
  total: 42,
  payment_status: 'paid',
  lines: [{ item_id: 7, names: { ar: 'شاي', en: 'Tea' }, quantity: 2 }],
});

const open = () => {
  const store = testStore({ locale: 'en' });
  store.session.signIn('token', testCustomer());
  return { store, api: holdApi(store), orders: ordersOf(store) };
};

describe('the my-orders slice', () => {
  it('reads the page of the list asked for, and again whenever one of my orders changes', async () => {
    const { store, api, orders } = open();
    const asked = jest.spyOn(store.api, 'get');
    const stop = orders.follow(false, 2);
    const first = await api.call('GET', ORDER_PATHS.orders);
    expect(first.params).toEqual({ page: 2, per_page: 10, usual: 'false' });
    first.answer(200, pageOf([order(1)], 2, 2));
    await waitFor(() => expect(orders.orders.state).toBe('ready'));

    store.realtime.publish(ORDER_UPDATED_EVENT, { id: 1, status: 'accepted', estimated_at: null });
    const again = await api.call('GET', ORDER_PATHS.orders, 1);
    expect(again.params).toEqual({ page: 2, per_page: 10, usual: 'false' });
    // The list stays shown while it is read again.
    expect(orders.orders.value?.data[0]?.status).toBe('created');
    again.answer(200, pageOf([order(1, 'accepted')], 2, 2));
    await waitFor(() => expect(orders.orders.value?.data[0]?.status).toBe('accepted'));

    store.realtime.publish(ORDER_UPDATED_EVENT, { id: 'not an order' });
    stop();
    store.realtime.publish(ORDER_UPDATED_EVENT, { id: 1, status: 'ready', estimated_at: null });
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('cancels the page asked for when another is, and its late answer never lands', async () => {
    const { api, orders } = open();
    let stop = orders.follow(true, 1);
    const one = await api.call('GET', ORDER_PATHS.orders);
    stop();
    expect(one.signal?.aborted).toBe(true);
    const shown = valuesOf(() => orders.orders.value?.meta.current_page);
    stop = orders.follow(true, 2);
    const two = await api.call('GET', ORDER_PATHS.orders, 1);
    one.answer(200, pageOf([order(1)], 1, 2));
    two.answer(200, pageOf([order(2)], 2, 2));
    await waitFor(() => expect(orders.orders.state).toBe('ready'));
    expect(shown).toEqual([2]);
    stop();
  });

  it('keeps the failure, and the list shown when a live reading fails', async () => {
    const { store, api, orders } = open();
    orders.follow(false, 1);
    (await api.call('GET', ORDER_PATHS.orders)).answer(500, { code: 'internal_error', message: 'boom' });
    await waitFor(() => expect(orders.orders.state).toBe('failed'));

    store.realtime.publish(ORDER_UPDATED_EVENT, { id: 1, status: 'accepted', estimated_at: null });
    (await api.call('GET', ORDER_PATHS.orders, 1)).answer(200, pageOf([order(1)]));
    await waitFor(() => expect(orders.orders).toMatchObject({ state: 'ready', error: null }));
    store.realtime.publish(ORDER_UPDATED_EVENT, { id: 1, status: 'ready', estimated_at: null });
    (await api.call('GET', ORDER_PATHS.orders, 2)).answer(503, { code: 'unavailable', message: 'later' });
    await waitFor(() => expect(orders.orders.error).not.toBeNull());
    expect(orders.orders.value?.data[0]?.id).toBe(1);
  });

  it('orders one again: its cart becomes the page cart and draft, and the items left out are told', async () => {
    const { store, api, orders } = open();
    const cart = {
      cart_id: 'c-9',
      branch_id: 1,
      order_type: 'pickup',
      currency: 'SAR',
      lines: [],
      subtotal: 0,
      delivery_fee: 0,
      vat_percent: 15,
      vat_included: true,
      vat: 0,
      total: 0,
      minimum_order: 0,
      minimum_order_met: true,
      removed: [],
      repriced: [],
    };
    const again = orders.reorder(order(1) as Parameters<typeof orders.reorder>[0]);
    (await api.call('POST', ORDER_PATHS.reorder(1))).answer(200, {
      data: { cart, dropped: [{ item_id: 7, names: { ar: 'شاي', en: 'Tea' }, message: 'gone' }], delivery: null },
    });
    expect(await again).toEqual([{ ar: 'شاي', en: 'Tea' }]);
    expect(store.cart.cart?.cart_id).toBe('c-9');
    expect(store.orderDraft.draft).toMatchObject({ cart_id: 'c-9', type: 'pickup', branch_id: 1, branch_name: 'Olaya' });
  });
});
