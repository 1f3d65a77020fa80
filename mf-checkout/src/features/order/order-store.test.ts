import { ORDER_UPDATED_EVENT } from '@storefront/shared/contracts';
import { allHandled, holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { reaction, when } from 'mobx';
import { order } from '../../testing/fixtures';
import { orderOf } from './order-store';

const open = () => {
  const root = testStore({ locale: 'en' });
  root.session.signIn('token-1', testCustomer());
  const api = holdApi(root);
  return { root, api, store: orderOf(root) };
};

describe('OrderStore', () => {
  it('loads the order of the page', async () => {
    const { store, api } = open();
    const stop = store.follow('7');
    expect(store.order.state).toBe('loading');
    const call = await api.nth(0);
    expect(call.path).toBe('/api/v1/order/orders/7');
    call.answer(200, { data: order });
    await when(() => store.order.state === 'ready');
    expect(store.order.value).toMatchObject({ id: 7, number: 1001 });
    stop();
  });

  it('reads the order again when the restaurant changes it, and only for this order', async () => {
    const { root, store, api } = open();
    const stop = store.follow('7');
    (await api.nth(0)).answer(200, { data: order });
    await when(() => store.order.state === 'ready');
    root.realtime.publish(ORDER_UPDATED_EVENT, { id: 8, status: 'accepted', estimated_at: null });
    // Another order's change asks nothing (the next call, once made, is this order's).
    await allHandled();
    expect(api.calls).toHaveLength(1);
    root.realtime.publish(ORDER_UPDATED_EVENT, { id: 7, status: 'accepted', estimated_at: null });
    const reload = await api.nth(1);
    expect(reload.path).toBe('/api/v1/order/orders/7');
    expect(store.order.value?.status).toBe('created');
    reload.answer(200, { data: { ...order, status: 'accepted' } });
    await when(() => store.order.value?.status === 'accepted');
    expect(api.calls).toHaveLength(2);
    stop();
  });

  it('never lets the late answer of an order left behind land', async () => {
    const { store, api } = open();
    const leave = store.follow('7');
    const first = await api.nth(0);
    leave();
    const stop = store.follow('8');
    const second = await api.nth(1);
    expect(first.signal?.aborted).toBe(true);
    const landed: number[] = [];
    const recording = reaction(
      () => store.order.value,
      (shown) => shown && landed.push(shown.id),
    );
    first.answer(200, { data: order });
    second.answer(200, { data: { ...order, id: 8, number: 1002 } });
    await when(() => store.order.state === 'ready');
    expect(landed).toEqual([8]);
    recording();
    stop();
  });

  it('stops the call and the live follow when the page leaves', async () => {
    const { root, store, api } = open();
    const stop = store.follow('7');
    const call = await api.nth(0);
    stop();
    expect(call.signal?.aborted).toBe(true);
    expect(store.order.state).toBe('idle');
    root.realtime.publish(ORDER_UPDATED_EVENT, { id: 7, status: 'accepted', estimated_at: null });
    // The next call out is the next visit's, not a reload for the event.
    const next = store.follow('9');
    expect((await api.nth(1)).path).toBe('/api/v1/order/orders/9');
    next();
  });

  it('keeps the failure, tells an order that is not there, and keeps the order shown when a live reload fails', async () => {
    const { root, store, api } = open();
    const stop = store.follow('7');
    (await api.nth(0)).answer(404, { code: 'not_found', message: 'Not found' });
    await when(() => store.order.state === 'notFound');
    void store.order.reload();
    (await api.nth(1)).fail();
    await when(() => store.order.state === 'failed');
    expect(store.order.error).toMatchObject({ status: null });
    void store.order.reload();
    (await api.nth(2)).answer(200, { data: order });
    await when(() => store.order.state === 'ready');
    root.realtime.publish(ORDER_UPDATED_EVENT, { id: 7, status: 'accepted', estimated_at: null });
    (await api.nth(3)).answer(500, { code: 'server_error', message: 'Server error' });
    await when(() => store.order.error !== null);
    expect(store.order).toMatchObject({ state: 'ready', value: { id: 7, status: 'created' } });
    stop();
  });

  it('asks again on the next visit, showing the order it has meanwhile', async () => {
    const { store, api } = open();
    const leave = store.follow('7');
    (await api.nth(0)).answer(200, { data: order });
    await when(() => store.order.state === 'ready');
    leave();
    const stop = store.follow('7');
    expect(store.order).toMatchObject({ state: 'ready', value: { id: 7 } });
    const again = await api.nth(1);
    again.answer(200, { data: { ...order, status: 'ready' } });
    await when(() => store.order.value?.status === 'ready');
    stop();
  });
});
