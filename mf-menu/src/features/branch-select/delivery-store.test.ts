import { MENU_PATHS } from '@storefront/shared';
import { allHandled, holdApi, testBranch, testStore } from '@storefront/shared/testing';
import { when } from 'mobx';
import { DeliveryStore } from './delivery-store';

const OLAYA = { latitude: 24.69, longitude: 46.68, label: 'Olaya' };
const HOME = { latitude: 21.5, longitude: 39.2, label: 'Home' };
const ZONE = { id: 1, names: { ar: 'العليا', en: 'Olaya' }, fee: 10, minimum_order: 30, eta_minutes: 20 };
const FOUND = { data: { branch: testBranch(), zone: ZONE, estimated_minutes: 45 } };
const DISTRICT = { id: 4, names: { ar: 'العليا', en: 'Olaya' }, branch_id: 1, latitude: 24.69, longitude: 46.68 };

const setUp = () => {
  const root = testStore({ locale: 'en' });
  return { root, api: holdApi(root), store: new DeliveryStore(root) };
};

describe('the delivery slice', () => {
  beforeEach(() => localStorage.clear());

  it('loads the districts', async () => {
    const { api, store } = setUp();
    const stop = store.follow();
    (await api.call('GET', MENU_PATHS.deliveryZones)).answer(200, { data: [DISTRICT] });
    await when(() => store.districts.state === 'ready');
    expect(store.districts.value).toEqual([DISTRICT]);
    stop();
  });

  it('cancels the read of the districts when the screen leaves', async () => {
    const { api, store } = setUp();
    const stop = store.follow();
    const read = await api.call('GET', MENU_PATHS.deliveryZones);
    stop();
    expect(read.signal?.aborted).toBe(true);
    expect(store.districts.state).toBe('idle');
  });

  it('takes the place a branch delivers to into the order, with its zone', async () => {
    const { root, api, store } = setUp();
    const checking = store.check(OLAYA);
    expect(store.lookup).toEqual({ state: 'checking' });
    (await api.call('GET', MENU_PATHS.deliveryZone)).answer(200, FOUND);
    await checking;
    expect(store.lookup).toMatchObject({ state: 'found', label: 'Olaya', estimated_minutes: 45 });
    expect(root.orderDraft.draft.delivery_location).toEqual({ latitude: 24.69, longitude: 46.68, label: 'Olaya', zone: ZONE });
  });

  it('answers the last place asked about: an earlier check is cancelled and its late answer dropped', async () => {
    const { root, api, store } = setUp();
    const first = store.check(OLAYA);
    const older = await api.call('GET', MENU_PATHS.deliveryZone);
    const second = store.check(HOME);
    const newer = await api.call('GET', MENU_PATHS.deliveryZone, 1);
    expect(older.signal?.aborted).toBe(true);
    newer.answer(422, { code: 'delivery_not_available', message: 'Delivery is not available' });
    await second;
    older.answer(200, FOUND);
    await first;
    await allHandled();
    expect(store.lookup).toEqual({ state: 'outside', ...HOME });
    expect(root.orderDraft.draft.delivery_location).toBeNull();
  });

  it('keeps why a check failed, and forgets it when the screen leaves', async () => {
    const { api, store } = setUp();
    const stop = store.follow();
    const checking = store.check(OLAYA);
    (await api.call('GET', MENU_PATHS.deliveryZone)).answer(503, { code: 'service_unavailable', message: 'Service unavailable' });
    await checking;
    expect(store.lookup).toEqual({ state: 'failed', message: 'Service unavailable' });
    stop();
    expect(store.lookup).toEqual({ state: 'idle' });
  });
});
