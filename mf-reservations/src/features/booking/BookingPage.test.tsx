import { CATALOGUE_PATHS, RESERVATION_PATHS } from '@storefront/shared/contracts';
import { installFakeApi, renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import App from '../../App';
import { OLAYA_BRANCH, heldReservation, reservationSettings } from '../../testing/reservation-fixtures';
import { returnAfterLogin } from './return-after-login';

const BRANCH = OLAYA_BRANCH;
const SETTINGS = reservationSettings({ person_count_to: 2, maximum_duration: 1 });
const INDOOR = { id: 3, names: { ar: 'داخلي', en: 'Indoor' }, periods: [{ time: '19:00', cost: '0.00', is_next_day: false }] };
const FAMILY = { id: 4, names: { ar: 'عائلي', en: 'Family' }, periods: [] };

const open = async (path = '/en/reservations/branch/1', ready = () => screen.findByRole('button', { name: /07:00 PM/ })) => {
  const store = testStore({ locale: 'en' });
  const calls = installFakeApi(store, {
    [`GET ${RESERVATION_PATHS.settings(1)}`]: () => ({ status: 200, data: { data: { branch: BRANCH, reservations_settings: SETTINGS } } }),
    [`POST ${RESERVATION_PATHS.slots(1)}`]: (call) => {
      const { date } = call.body as { date: string };
      const sections = date === '2026-03-02' ? [{ ...INDOOR, periods: [] }, FAMILY] : [INDOOR, FAMILY];
      return { status: 200, data: { data: { date, sections, fully_booked: date === '2026-03-02' } } };
    },
    [`GET ${RESERVATION_PATHS.smsBalance}`]: () => ({ status: 200, data: { data: { balance: 3 } } }),
  });
  renderAt(<App />, path, store);
  await ready();
  return calls;
};

describe('step one', () => {
  it('keeps the guests within the branch bounds, saying why a button is off, and fetches the slots on each change', async () => {
    const calls = await open();
    expect(screen.getByRole('button', { name: 'Fewer guests' })).toBeDisabled();
    expect(screen.getByText('This branch takes at least 1 guest.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More guests' })));
    expect(screen.getByRole('button', { name: 'More guests' })).toBeDisabled();
    expect(screen.getByText('This branch takes at most 2 guests.')).toBeInTheDocument();
    await screen.findByRole('button', { name: /07:00 PM/ });
    const slotBodies = calls.filter((call) => call.url === RESERVATION_PATHS.slots(1)).map((call) => call.body);
    expect(slotBodies.at(-1)).toEqual({ branch_id: 1, date: '2026-03-01', guests_count: 2, source: 'web' });
  });

  it('moves the date a day at a time between today and today plus maximum_duration, and says when the day is full', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Show the previous day' })).toBeDisabled();
    expect(screen.getByText('No time slots available.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show the next day' })));
    expect(await screen.findByText('Fully booked, try another date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the next day' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Date' })).toHaveTextContent('Monday, 2026/03/02');
  });

  it('comes back from the login on the day and with the party the guest chose', async () => {
    const calls = await open('/en/reservations/branch/1?date=2026-03-02&guests=2', () =>
      screen.findByText('Fully booked, try another date.'),
    );
    expect(screen.getByRole('group', { name: 'Date' })).toHaveTextContent('Monday, 2026/03/02');
    expect(screen.getByRole('button', { name: 'More guests' })).toBeDisabled();
    const slotBodies = calls.filter((call) => call.url === RESERVATION_PATHS.slots(1)).map((call) => call.body);
    expect(slotBodies.at(-1)).toEqual({ branch_id: 1, date: '2026-03-02', guests_count: 2, source: 'web' });
  });

  it('sends a guest to the login with the chosen day and party in the way back', () => {
    expect(returnAfterLogin({ pathname: '/en/reservations/branch/1', search: '?ref=home' }, { date: '2026-03-02', guests_count: 4 })).toBe(
      '/en/reservations/branch/1?ref=home&date=2026-03-02&guests=4',
    );
  });

  it('does not load the event and allergen lists before step two', async () => {
    const calls = await open();
    expect(calls.map((call) => call.url)).not.toContain(CATALOGUE_PATHS.eventTypes);
    expect(calls.map((call) => call.url)).not.toContain(CATALOGUE_PATHS.allergens);
  });
});

describe('a hold that runs out', () => {
  beforeEach(() => localStorage.clear());

  it('releases the table and starts again at step one of the branch, not at the released reservation', async () => {
    const store = testStore({ locale: 'en' });
    store.session.signIn('token', testCustomer());
    installFakeApi(store, {
      [`GET ${RESERVATION_PATHS.item(7)}`]: () => ({ status: 200, data: { data: heldReservation({ hold_seconds_left: 0 }) } }),
      [`GET ${RESERVATION_PATHS.settings(1)}`]: () => ({
        status: 200,
        data: { data: { branch: BRANCH, reservations_settings: SETTINGS } },
      }),
      [`POST ${RESERVATION_PATHS.slots(1)}`]: (call) => ({
        status: 200,
        data: { data: { date: (call.body as { date: string }).date, sections: [INDOOR], fully_booked: false } },
      }),
      [`GET ${RESERVATION_PATHS.smsBalance}`]: () => ({ status: 200, data: { data: { balance: 3 } } }),
      [`GET ${CATALOGUE_PATHS.eventTypes}`]: () => ({ status: 200, data: { data: [] } }),
      [`GET ${CATALOGUE_PATHS.allergens}`]: () => ({ status: 200, data: { data: [] } }),
    });
    renderAt(<App />, '/en/reservations/branch/1/continue-reservation/7', store);
    expect(await screen.findByText('The time to finish your reservation ran out and the table was released.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start again' })));
    expect(await screen.findByRole('heading', { name: 'Date, guests and time' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /07:00 PM/ })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
