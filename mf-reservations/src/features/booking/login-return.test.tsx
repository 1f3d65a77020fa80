import { CATALOGUE_PATHS, RESERVATION_PATHS } from '@storefront/shared/contracts';
import { sessionStorageKey, type RootStore } from '@storefront/shared';
import { installFakeApi, renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import App from '../../App';
import { texts } from '../../texts';
import { OLAYA_BRANCH, heldReservation, reservationSettings } from '../../testing/reservation-fixtures';

const SETTINGS = reservationSettings({ person_count_to: 4, maximum_duration: 3 });
const INDOOR = { id: 3, names: { ar: 'داخلي', en: 'Indoor' }, periods: [{ time: '19:00', cost: '0.00', is_next_day: false }] };
const HELD = heldReservation({ date: '2026-03-02', guests_count: 3 });
const NOURA = testCustomer({ name: 'Noura', email: 'noura@example.com', mobile: '551234567', countryCode: 'SA' });
const PERIOD = { en: /07:00 PM/, ar: /07:00 م/ } as const;

/** The reservation calls answered in memory; answers the calls made. */
const reservationApi = (store: RootStore) =>
  installFakeApi(store, {
    [`GET ${RESERVATION_PATHS.settings(1)}`]: () => ({
      status: 200,
      data: { data: { branch: OLAYA_BRANCH, reservations_settings: SETTINGS } },
    }),
    [`POST ${RESERVATION_PATHS.slots(1)}`]: (call) => ({
      status: 200,
      data: { data: { date: (call.body as { date: string }).date, sections: [INDOOR], fully_booked: false } },
    }),
    [`GET ${RESERVATION_PATHS.smsBalance}`]: () => ({ status: 200, data: { data: { balance: 3 } } }),
    [`POST ${RESERVATION_PATHS.create}`]: () => ({ status: 201, data: { data: HELD } }),
    [`GET ${RESERVATION_PATHS.item(7)}`]: () => ({ status: 200, data: { data: HELD } }),
    [`GET ${CATALOGUE_PATHS.eventTypes}`]: () => ({ status: 200, data: { data: [] } }),
    [`GET ${CATALOGUE_PATHS.allergens}`]: () => ({ status: 200, data: { data: [] } }),
  });

const prefixOf = (locale: 'ar' | 'en') => (locale === 'en' ? '/en' : '');
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
/** Step two says where the confirmation goes instead of asking again for the account's e-mail. */
const accountEmailShown = (email: string) => expect(screen.getByText(email, { selector: 'bdi' })).toBeInTheDocument();

jest.setTimeout(15_000);

describe.each(['ar', 'en'] as const)('a reservation through the login (%s)', (locale) => {
  const t = texts[locale];
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("keeps the guest's period through the login: back from it, the table is held and step two has the account's details", async () => {
    // A guest chooses the party, the next day and 19:00.
    const guest = testStore({ locale });
    reservationApi(guest);
    const first = renderAt(<App />, `${prefixOf(locale)}/reservations/branch/1`, guest);
    const more = await screen.findByRole('button', { name: t.moreGuests });
    await act(async () => fireEvent.click(more));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.moreGuests })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.nextDay })));
    const period = await screen.findByRole('button', { name: PERIOD[locale] });
    await act(async () => fireEvent.click(period));
    // Off to the login: nothing was held for a guest.
    expect(screen.queryByRole('heading', { name: t.stepOne })).not.toBeInTheDocument();
    first.unmount();

    // Back from the login (the way back carries the day and the party), now a customer.
    const customer = testStore({ locale });
    customer.session.signIn('token', NOURA);
    const calls = reservationApi(customer);
    renderAt(<App />, `${prefixOf(locale)}/reservations/branch/1?date=2026-03-02&guests=3`, customer);
    expect(await screen.findByRole('heading', { name: t.stepTwo })).toBeInTheDocument();
    const created = calls.filter((call) => call.method === 'POST' && call.url === RESERVATION_PATHS.create).map((call) => call.body);
    expect(created).toEqual([expect.objectContaining({ branch_id: 1, date: '2026-03-02', guests_count: 3, time: '19:00', area_id: 3 })]);
    expect(field(t.name)).toHaveValue('Noura');
    accountEmailShown('noura@example.com');
    expect(field(t.phone)).toHaveValue('551234567');
  });

  it('fills the details from the account also when the session is checked only after the page started', async () => {
    // A stored session: the page starts with a customer whose details the api has not answered yet.
    localStorage.setItem(sessionStorageKey('sufra'), JSON.stringify({ token: 'token' }));
    const store = testStore({ locale });
    expect(store.session.customer).toBeNull();
    reservationApi(store);
    renderAt(<App />, `${prefixOf(locale)}/reservations/branch/1`, store);
    const period = await screen.findByRole('button', { name: PERIOD[locale] });
    await act(async () => fireEvent.click(period));
    // The details answer arrives now.
    act(() => store.session.signIn('token', NOURA));
    expect(await screen.findByRole('heading', { name: t.stepTwo })).toBeInTheDocument();
    expect(field(t.name)).toHaveValue('Noura');
    accountEmailShown('noura@example.com');
    expect(field(t.phone)).toHaveValue('551234567');
  });

  it('fills what the account gives when it arrives during step two, never what the guest typed', async () => {
    const store = testStore({ locale });
    store.session.signIn('token', testCustomer({ name: 'Noura', email: null, mobile: '' }));
    reservationApi(store);
    renderAt(<App />, `${prefixOf(locale)}/reservations/branch/1/continue-reservation/7`, store);
    const form = await screen.findByRole('form', { name: t.stepTwo });
    expect(within(form).getByLabelText(t.name, { selector: 'input' })).toHaveValue('Noura');
    fireEvent.change(field(t.email), { target: { value: 'mine@example.com' } });
    act(() => store.session.updateCustomer({ ...NOURA, name: 'Noura A.' }));
    expect(await screen.findByDisplayValue('551234567')).toBe(field(t.phone));
    expect(field(t.email)).toHaveValue('mine@example.com');
    expect(field(t.name)).toHaveValue('Noura');
  });
});
