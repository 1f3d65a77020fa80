import { RESERVATION_PATHS, RESERVATION_UPDATED_EVENT } from '@storefront/shared/contracts';
import { holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { waitFor } from '@testing-library/react';
import { valuesOf } from '../../testing/values-of';
import { myReservationsOf } from './my-reservations-store';

const reservation = (id: number, status = 'confirmed') => ({
  id,
  branch_id: 1,
  branch_name: { ar: 'العليا', en: 'Olaya' },
  status,
  action: null,
  date: '2026-03-01',
  time: '19:00',
  is_next_day: false,
  starts_at: '2026-03-01T16:00:00.000Z',
  ends_at: '2026-03-01T17:30:00.000Z',
  guests_count: 2,
  area_id: 3,
  area_name: { ar: 'داخلي', en: 'Indoor' },
  table_id: 5,
  table_name: 'T5',
  cost: '0.00',
  currency: 'SAR',
  is_payment_required: false,
  paid: false,
  name: 'Sara',
  email: 'sara@example.com',
  country_code: null,
  phone: '551234567',
  note: '',
  event: null,
  allergens: [],
  source: 'web',
  send_notification: true,
  cancellation_reason: null,
  hold_expires_at: null,
  hold_seconds_left: null,
  refund_policy: null,
  changeable: false,
  refund: null,
  refunded: false,
});

/** Answers the upcoming and the past list of the `round`th reading (from 0). */
const answerLists = async (api: ReturnType<typeof holdApi>, round: number, upcoming: unknown[], past: unknown[] = []) => {
  (await api.call('GET', RESERVATION_PATHS.mine, 2 * round)).answer(200, { data: upcoming });
  (await api.call('GET', RESERVATION_PATHS.mine, 2 * round + 1)).answer(200, { data: past });
};

const open = () => {
  const store = testStore({ locale: 'en' });
  store.session.signIn('token', testCustomer());
  return { store, api: holdApi(store), mine: myReservationsOf(store) };
};

describe('the my-reservations slice', () => {
  it('reads upcoming and past, and again when one of them changes, not when another reservation of the tenant does', async () => {
    const { store, api, mine } = open();
    const asked = jest.spyOn(store.api, 'get');
    const stop = mine.follow();
    expect((await api.call('GET', RESERVATION_PATHS.mine)).params).toEqual({ when: 'upcoming' });
    expect((await api.call('GET', RESERVATION_PATHS.mine, 1)).params).toEqual({ when: 'past' });
    await answerLists(api, 0, [reservation(1)], [reservation(2, 'seated')]);
    await waitFor(() => expect(mine.lists.state).toBe('ready'));

    store.realtime.publish(RESERVATION_UPDATED_EVENT, { id: 77, status: 'cancelled' });
    expect(asked).toHaveBeenCalledTimes(2);
    store.realtime.publish(RESERVATION_UPDATED_EVENT, { id: 1, status: 'cancelled' });
    expect(asked).toHaveBeenCalledTimes(4);
    await answerLists(api, 1, [], [reservation(2, 'seated'), reservation(1, 'cancelled')]);
    await waitFor(() => expect(mine.lists.value?.past).toHaveLength(2));

    stop();
    store.realtime.publish(RESERVATION_UPDATED_EVENT, { id: 2, status: 'no_show' });
    expect(asked).toHaveBeenCalledTimes(4);
  });

  it('cancels the reading on its way when the account page leaves; its late answer never lands', async () => {
    const { api, mine } = open();
    let stop = mine.follow();
    const upcoming = await api.call('GET', RESERVATION_PATHS.mine);
    stop();
    expect(upcoming.signal?.aborted).toBe(true);
    const shown = valuesOf(() => mine.lists.value?.upcoming.length);
    stop = mine.follow();
    upcoming.answer(200, { data: [reservation(1), reservation(2)] });
    (await api.call('GET', RESERVATION_PATHS.mine, 1)).answer(200, { data: [] });
    await answerLists(api, 1, [reservation(3)]);
    await waitFor(() => expect(mine.lists.state).toBe('ready'));
    expect(shown).toEqual([1]);
    stop();
  });

  it('keeps the failure until a reading succeeds', async () => {
    const { api, mine } = open();
    let stop = mine.follow();
    (await api.call('GET', RESERVATION_PATHS.mine)).answer(500, { code: 'internal_error', message: 'boom' });
    await waitFor(() => expect(mine.lists.state).toBe('failed'));
    expect(mine.lists.error).not.toBeNull();
    stop();
    stop = mine.follow();
    await answerLists(api, 1, [reservation(1)]);
    await waitFor(() => expect(mine.lists).toMatchObject({ state: 'ready', error: null }));
    stop();
  });
});
