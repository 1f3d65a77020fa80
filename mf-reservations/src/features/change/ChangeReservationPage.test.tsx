import { RESERVATION_PATHS, type Reservation } from '@storefront/shared/contracts';
import { installFakeApi, renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { heldReservation, OLAYA_BRANCH, reservationSettings } from '../../testing/reservation-fixtures';
import { texts } from '../../texts';

/** A confirmed booking on 2026-03-02 19:00 with a SAR 50.00 deposit, changeable. */
const BOOKED = heldReservation({
  status: 'confirmed',
  date: '2026-03-02',
  starts_at: '2026-03-02T16:00:00.000Z',
  ends_at: '2026-03-02T17:30:00.000Z',
  cost: '50.00',
  paid: true,
  hold_expires_at: null,
  hold_seconds_left: null,
  changeable: true,
});

/** Indoor at 50.00 (19:00, 20:00) and a dearer terrace (21:00 at 100.00). */
const SLOTS = {
  date: '2026-03-02',
  fully_booked: false,
  sections: [
    {
      id: 3,
      names: { ar: 'داخلي', en: 'Indoor' },
      periods: [
        { time: '19:00', cost: '50.00', is_next_day: false },
        { time: '20:00', cost: '50.00', is_next_day: false },
      ],
    },
    { id: 4, names: { ar: 'التراس', en: 'Terrace' }, periods: [{ time: '21:00', cost: '100.00', is_next_day: false }] },
  ],
};

const openChange = (booking: Reservation, onPut: (body: unknown) => { status: number; data: unknown }) => {
  const store = testStore({ locale: 'en' });
  store.session.signIn('token', testCustomer());
  const sent: unknown[] = [];
  const slotBodies: unknown[] = [];
  installFakeApi(store, {
    [`GET ${RESERVATION_PATHS.item(7)}`]: () => ({ status: 200, data: { data: booking } }),
    [`GET ${RESERVATION_PATHS.settings(1)}`]: () => ({
      status: 200,
      data: { data: { branch: OLAYA_BRANCH, reservations_settings: reservationSettings({ person_count_to: 8, maximum_duration: 14 }) } },
    }),
    [`POST ${RESERVATION_PATHS.slots(1)}`]: (call) => {
      slotBodies.push(call.body);
      return { status: 200, data: { data: SLOTS } };
    },
    [`PUT ${RESERVATION_PATHS.item(7)}`]: (call) => {
      sent.push(call.body);
      return onPut(call.body);
    },
  });
  renderAt(<App />, '/en/reservations/7/change', store);
  return { sent, slotBodies };
};

describe('changing a reservation', () => {
  const t = texts.en;

  it('offers only the periods with the booking’s deposit and sends the chosen day, time and party', async () => {
    const { sent, slotBodies } = openChange(BOOKED, () => ({
      status: 200,
      data: { data: { ...BOOKED, time: '20:00', guests_count: 3, action: 'change' } },
    }));
    const user = userEvent.setup();
    const indoor = await screen.findByRole('group', { name: 'Indoor' });
    expect(
      within(indoor)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['07:00 PM · SAR 50.00', '08:00 PM · SAR 50.00']);
    expect(screen.getByRole('group', { name: 'Terrace' })).toHaveTextContent(t.noSlots);
    expect(screen.getByText(t.changeDepositNote)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.moreGuests }));
    expect(slotBodies.at(-1)).toMatchObject({ date: '2026-03-02', guests_count: 3 });
    const eight = within(await screen.findByRole('group', { name: 'Indoor' })).getByRole('button', { name: /08:00 PM/ });
    await user.click(eight);
    expect(eight).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: new RegExp(t.changeSave) }));
    expect(sent).toEqual([{ action: 'change', date: '2026-03-02', guests_count: 3, area_id: 3, time: '20:00', is_next_day: false }]);
    expect(await screen.findByRole('status')).toHaveTextContent(t.changeDone);
  });

  it('shows a refused change with role alert', async () => {
    openChange(BOOKED, () => ({ status: 409, data: { message: 'taken', code: 'slot_invalid' } }));
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('group', { name: 'Indoor' })).getAllByRole('button')[1]!);
    await user.click(screen.getByRole('button', { name: new RegExp(t.changeSave) }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('refuses to offer a change the branch does not allow', async () => {
    openChange({ ...BOOKED, changeable: false }, () => ({ status: 500, data: {} }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reservation can no longer be changed here. Please call the branch.');
    expect(screen.getByRole('link', { name: t.changeBack })).toHaveAttribute('href', '/en/reservations/7');
  });
});
