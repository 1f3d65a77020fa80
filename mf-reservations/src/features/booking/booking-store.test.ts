import { RESERVATION_PATHS } from '@storefront/shared/contracts';
import { allHandled, holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { when } from 'mobx';
import { OLAYA_BRANCH, heldReservation, reservationSettings } from '../../testing/reservation-fixtures';
import type { BookingRoute } from './booking-opening';
import { BookingStore } from './booking-store';

const SETTINGS = {
  data: { branch: OLAYA_BRANCH, reservations_settings: reservationSettings({ person_count_to: 4, maximum_duration: 3 }) },
};
const INDOOR = { id: 3, names: { ar: 'داخلي', en: 'Indoor' }, periods: [{ time: '19:00', cost: '0.00', is_next_day: false }] };
const slotsOf = (date: string) => ({ data: { date, sections: [INDOOR], fully_booked: false } });
const AT_OLAYA: BookingRoute = { screen: 'reservationBranch', id: '1', reservation: undefined, chosenDay: null, chosenGuests: 0 };
const SLOTS = RESERVATION_PATHS.slots(1);
const SETTINGS_PATH = RESERVATION_PATHS.settings(1);

const setUp = () => {
  const root = testStore({ locale: 'en' });
  root.session.signIn('token', testCustomer({ name: 'Noura' }));
  return { root, api: holdApi(root), store: new BookingStore(root) };
};

describe('the booking slice', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("opens a new booking at step one with the branch's rules and the account's name, and reads the periods of each day chosen", async () => {
    const { api, store } = setUp();
    const stop = store.follow(AT_OLAYA);
    (await api.call('GET', SETTINGS_PATH)).answer(200, SETTINGS);
    await when(() => store.form !== null);
    expect(store).toMatchObject({ step: 1, held: null, form: { branch_id: 1, date: '2026-03-01', guests_count: 1, name: 'Noura' } });
    const first = await api.call('POST', SLOTS);
    expect(first.body).toMatchObject({ date: '2026-03-01', guests_count: 1 });
    first.answer(200, slotsOf('2026-03-01'));
    await when(() => store.slots.state === 'ready');

    store.changeSearch({ date: '2026-03-02' });
    const next = await api.call('POST', SLOTS, 1);
    expect(next.body).toMatchObject({ date: '2026-03-02', guests_count: 1 });
    next.answer(200, slotsOf('2026-03-02'));
    await when(() => store.slots.value?.date === '2026-03-02');
    stop();
  });

  it('never shows the periods of a day no longer chosen: their read is cancelled and its late answer dropped', async () => {
    const { api, store } = setUp();
    const stop = store.follow(AT_OLAYA);
    (await api.call('GET', SETTINGS_PATH)).answer(200, SETTINGS);
    const older = await api.call('POST', SLOTS);
    store.changeSearch({ date: '2026-03-02' });
    const newer = await api.call('POST', SLOTS, 1);
    expect(older.signal?.aborted).toBe(true);
    newer.answer(200, slotsOf('2026-03-02'));
    await when(() => store.slots.state === 'ready');
    older.answer(200, slotsOf('2026-03-01'));
    await allHandled();
    expect(store.slots.value?.date).toBe('2026-03-02');
    stop();
  });

  it('cancels what it reads when the screen leaves, and reads afresh when the screen comes back', async () => {
    const { api, store } = setUp();
    let stop = store.follow(AT_OLAYA);
    (await api.call('GET', SETTINGS_PATH)).answer(200, SETTINGS);
    await when(() => store.form !== null);
    const slots = await api.call('POST', SLOTS);
    stop();
    expect(slots.signal?.aborted).toBe(true);
    expect(store.slots.state).toBe('idle');

    stop = store.follow(AT_OLAYA);
    expect(store.form).toBeNull();
    const settings = await api.call('GET', SETTINGS_PATH, 1);
    stop();
    expect(settings.signal?.aborted).toBe(true);
    expect(store.opening.state).toBe('idle');
  });

  it('keeps a failure: rules that cannot be read, a hold refused (and the periods are read again)', async () => {
    const { api, store } = setUp();
    let stop = store.follow(AT_OLAYA);
    (await api.call('GET', SETTINGS_PATH)).answer(503, { code: 'service_unavailable', message: 'Service unavailable' });
    await when(() => store.failure !== null);
    expect(store.failure).toMatchObject({ status: 503 });
    expect(store.form).toBeNull();
    stop();

    stop = store.follow(AT_OLAYA);
    (await api.call('GET', SETTINGS_PATH, 1)).answer(200, SETTINGS);
    (await api.call('POST', SLOTS)).answer(200, slotsOf('2026-03-01'));
    await when(() => store.slots.state === 'ready');
    const holding = store.hold({ ...store.form!, area_id: 3, time: '19:00', cost: '0.00', is_next_day: false });
    expect(store.busy).toBe(true);
    (await api.call('POST', RESERVATION_PATHS.create)).answer(409, { code: 'reservation_slot_taken', message: 'Taken' });
    (await api.call('POST', SLOTS, 1)).answer(200, slotsOf('2026-03-01'));
    await holding;
    expect(store).toMatchObject({ step: 1, held: null, busy: false, changeError: { status: 409 } });
    expect(store.failure).toBe(store.changeError);
    stop();
  });

  it('resumes a held reservation at step two on its continue route, and keeps what step two types as a draft', async () => {
    const { root, api, store } = setUp();
    const stop = store.follow({ ...AT_OLAYA, screen: 'continueReservation', reservation: '7' });
    (await api.call('GET', RESERVATION_PATHS.item(7))).answer(200, { data: heldReservation() });
    (await api.call('GET', SETTINGS_PATH)).answer(200, SETTINGS);
    await when(() => store.held !== null);
    expect(store.step).toBe(2);
    store.changeDetails({ name: 'Noura A.', allergens: [] });
    expect(JSON.parse(localStorage.getItem(`storefront.${root.tenant.tenant.name}.reservation-details.7`) ?? 'null')).toMatchObject({
      name: 'Noura A.',
    });
    await allHandled();
    expect(api.made('POST', SLOTS)).toHaveLength(0);
    stop();
  });
});
