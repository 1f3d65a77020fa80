import { RESERVATION_PATHS, RESERVATION_UPDATED_EVENT } from '@storefront/shared/contracts';
import { allHandled, holdApi, testStore } from '@storefront/shared/testing';
import { when } from 'mobx';
import { heldReservation } from '../../testing/reservation-fixtures';
import { ReservationStore } from './reservation-store';

const PENDING = heldReservation();
const CONFIRMED = heldReservation({ status: 'confirmed' });
const CANCELLED = heldReservation({ status: 'cancelled' });
const TRAVEL = { id: 1, names: { ar: 'سفر', en: 'Travel' } };
const ok = (data: unknown) => ({ data });
const ITEM = RESERVATION_PATHS.item(7);

const setUp = () => {
  const root = testStore({ locale: 'en' });
  const api = holdApi(root);
  return { root, api, store: new ReservationStore(root) };
};

describe('the reservation slice', () => {
  it('loads the reservation and the reasons, and reads it again on each update of it, not of another', async () => {
    const { root, api, store } = setUp();
    const stop = store.follow(7, null);
    expect(store.reservation.state).toBe('loading');
    (await api.call('GET', ITEM)).answer(200, ok(PENDING));
    (await api.call('GET', RESERVATION_PATHS.cancellationReasons)).answer(200, ok([TRAVEL]));
    await when(() => store.reservation.value?.status === 'pending' && store.reasons.state === 'ready');
    expect(store.reasons.value).toEqual([TRAVEL]);

    root.realtime.publish(RESERVATION_UPDATED_EVENT, { id: 8, status: 'confirmed' });
    root.realtime.publish(RESERVATION_UPDATED_EVENT, { id: 7, status: 'confirmed' });
    const reread = await api.call('GET', ITEM, 1);
    // The reservation shown stays until the new answer comes.
    expect(store.reservation.value?.status).toBe('pending');
    reread.answer(200, ok(CONFIRMED));
    await when(() => store.reservation.value?.status === 'confirmed');
    await allHandled();
    expect(api.made('GET', ITEM)).toHaveLength(2);
    stop();
  });

  it('never shows an answer older than the one shown: a read replaced by a newer one is cancelled', async () => {
    const { root, api, store } = setUp();
    const stop = store.follow(7, null);
    (await api.call('GET', ITEM)).answer(200, ok(PENDING));
    await when(() => store.reservation.state === 'ready');
    root.realtime.publish(RESERVATION_UPDATED_EVENT, { id: 7, status: 'confirmed' });
    const older = await api.call('GET', ITEM, 1);
    root.realtime.publish(RESERVATION_UPDATED_EVENT, { id: 7, status: 'cancelled' });
    const newer = await api.call('GET', ITEM, 2);
    expect(older.signal?.aborted).toBe(true);
    newer.answer(200, ok(CANCELLED));
    await when(() => store.reservation.value?.status === 'cancelled');
    older.answer(200, ok(CONFIRMED));
    await allHandled();
    expect(store.reservation.value?.status).toBe('cancelled');
    stop();
  });

  it('cancels its reads when the screen leaves, and stops following the updates', async () => {
    const { root, api, store } = setUp();
    const stop = store.follow(7, null);
    const read = await api.call('GET', ITEM);
    stop();
    expect(read.signal?.aborted).toBe(true);
    expect(store.reservation.state).toBe('idle');
    root.realtime.publish(RESERVATION_UPDATED_EVENT, { id: 7, status: 'confirmed' });
    await allHandled();
    expect(api.made('GET', ITEM)).toHaveLength(1);
  });

  it('keeps a failed read and a refused cancel, and the reservation it had', async () => {
    const { root, api, store } = setUp();
    const stop = store.follow(7, null);
    (await api.call('GET', ITEM)).answer(503, { code: 'service_unavailable', message: 'Service unavailable' });
    await when(() => store.reservation.state === 'failed');
    expect(store.reservation.error).toMatchObject({ status: 503 });

    root.realtime.publish(RESERVATION_UPDATED_EVENT, { id: 7, status: 'pending' });
    (await api.call('GET', ITEM, 1)).answer(200, ok(PENDING));
    await when(() => store.reservation.state === 'ready');
    const cancelling = store.cancel('');
    (await api.call('PUT', ITEM)).answer(422, { code: 'reservation_not_cancellable', message: 'Too late' });
    await cancelling;
    expect(store.changeError).toMatchObject({ status: 422 });
    expect(store.reservation.value).toEqual(PENDING);
    stop();
  });

  it('checks the payment on the way back from the payment page, once: later reads are plain reads', async () => {
    const { root, api, store } = setUp();
    const stop = store.follow(7, 'session-1');
    (await api.call('POST', RESERVATION_PATHS.confirmPayment(7, 'session-1'))).answer(
      200,
      ok({ paid: false, code: 'card_invalid', reservation: PENDING }),
    );
    await when(() => store.paymentChecked);
    expect(store.paymentCode).toBe('card_invalid');
    expect(store.reservation.value).toEqual(PENDING);
    expect(api.made('GET', ITEM)).toHaveLength(0);
    root.realtime.publish(RESERVATION_UPDATED_EVENT, { id: 7, status: 'confirmed' });
    (await api.call('GET', ITEM)).answer(200, ok(CONFIRMED));
    await when(() => store.reservation.value?.status === 'confirmed');
    expect(store.paymentCode).toBe('card_invalid');
    stop();
  });
});
