import { ORDER_UPDATED_EVENT, type Tracking } from '@storefront/shared/contracts';
import { allHandled, holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { reaction, when } from 'mobx';
import { order } from '../../testing/fixtures';
import { trackingOf } from './tracking-store';

const trackingOf7 = (status: Tracking['status']): Tracking => ({ id: 7, status, estimated_at: null, timeline: [], steps: [] });

const open = () => {
  const root = testStore({ locale: 'en' });
  root.session.signIn('token-1', testCustomer());
  const api = holdApi(root);
  return { root, api, store: trackingOf(root) };
};

describe('TrackingStore', () => {
  it('loads the tracking, and reads it again when the restaurant changes this order', async () => {
    const { root, store, api } = open();
    const stop = store.follow('7');
    const first = await api.nth(0);
    expect(first.path).toBe('/api/v1/order/orders/7/tracking');
    first.answer(200, { data: trackingOf7('created') });
    await when(() => store.tracking.state === 'ready');
    root.realtime.publish(ORDER_UPDATED_EVENT, { id: 8, status: 'accepted', estimated_at: null });
    // Another order's change asks nothing (the next call, once made, is this order's).
    await allHandled();
    expect(api.calls).toHaveLength(1);
    root.realtime.publish(ORDER_UPDATED_EVENT, { id: 7, status: 'accepted', estimated_at: null });
    const reload = await api.nth(1);
    expect(reload.path).toBe('/api/v1/order/orders/7/tracking');
    reload.answer(200, { data: trackingOf7('accepted') });
    await when(() => store.tracking.value?.status === 'accepted');
    expect(store.shownOrder).toBeNull();
    expect(api.calls).toHaveLength(2);
    stop();
  });

  it('reads the order once it is delivered, and shows it only beside its own tracking', async () => {
    const { store, api } = open();
    const leave = store.follow('7');
    (await api.nth(0)).answer(200, { data: trackingOf7('delivered') });
    const orderCall = await api.nth(1);
    expect(orderCall.path).toBe('/api/v1/order/orders/7');
    orderCall.answer(200, { data: { ...order, status: 'delivered' } });
    await when(() => store.shownOrder !== null);
    leave();
    const stop = store.follow('8');
    (await api.nth(2)).answer(200, { data: { ...trackingOf7('accepted'), id: 8 } });
    await when(() => store.tracking.value?.id === 8);
    expect(store.shownOrder).toBeNull();
    stop();
  });

  it('rates the delivered order, and keeps it unrated when the api refuses', async () => {
    const { store, api } = open();
    const stop = store.follow('7');
    (await api.nth(0)).answer(200, { data: trackingOf7('delivered') });
    (await api.nth(1)).answer(200, { data: { ...order, status: 'delivered' } });
    await when(() => store.shownOrder !== null);
    const refused = store.rate({ stars: 4, comment: 'Great' });
    (await api.nth(2)).answer(422, { code: 'rating_failed', message: "Can't add rate." });
    await expect(refused).rejects.toMatchObject({ code: 'rating_failed' });
    expect(store.shownOrder?.rating).toBeNull();
    const rated = store.rate({ stars: 5, comment: '' });
    const call = await api.nth(3);
    expect(call).toMatchObject({ method: 'POST', path: '/api/v1/order/orders/7/rating', body: { stars: 5, comment: '' } });
    call.answer(200, { data: { stars: 5, comment: '' } });
    await rated;
    expect(store.shownOrder?.rating).toEqual({ stars: 5, comment: '' });
    stop();
  });

  it('keeps the failure, never lets an answer of a page left land, and stops following when it leaves', async () => {
    const { root, store, api } = open();
    const leave = store.follow('7');
    (await api.nth(0)).answer(422, { code: 'tracking_not_available', message: 'Tracking is not available.' });
    await when(() => store.tracking.state === 'failed');
    expect(store.tracking.error).toMatchObject({ code: 'tracking_not_available' });
    void store.tracking.reload();
    const late = await api.nth(1);
    leave();
    expect(late.signal?.aborted).toBe(true);
    const landed: string[] = [];
    const recording = reaction(
      () => store.tracking.value,
      (shown) => shown && landed.push(shown.status),
    );
    late.answer(200, { data: trackingOf7('created') });
    root.realtime.publish(ORDER_UPDATED_EVENT, { id: 7, status: 'accepted', estimated_at: null });
    const stop = store.follow('9');
    const next = await api.nth(2);
    expect(next.path).toBe('/api/v1/order/orders/9/tracking');
    next.answer(200, { data: { ...trackingOf7('ready'), id: 9 } });
    await when(() => store.tracking.state === 'ready');
    expect(landed).toEqual(['ready']);
    recording();
    stop();
  });
});
