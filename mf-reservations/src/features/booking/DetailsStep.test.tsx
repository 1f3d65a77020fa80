import { CATALOGUE_PATHS, RESERVATION_PATHS } from '@storefront/shared/contracts';
import { installFakeApi, renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import App from '../../App';
import { OLAYA_BRANCH, heldReservation, reservationSettings } from '../../testing/reservation-fixtures';

const HELD = heldReservation();
const PEANUTS = { id: 5, code: 'peanuts', names: { ar: 'فول سوداني', en: 'Peanuts' }, icon: '🥜' };
const BIRTHDAY = { id: 2, names: { ar: 'عيد ميلاد', en: 'Birthday' }, icon: '🎂' };

/** A held reservation resumed at step two by a signed-in customer with no mobile on file; `update` answers the PUT. */
const resume = async (update: (body: unknown) => { status: number; data: unknown }) => {
  const store = testStore({ locale: 'en' });
  store.session.signIn('token', testCustomer({ name: 'Noura', email: 'noura@example.com', mobile: '' }));
  const sent: unknown[] = [];
  installFakeApi(store, {
    [`GET ${RESERVATION_PATHS.item(7)}`]: () => ({ status: 200, data: { data: HELD } }),
    [`GET ${RESERVATION_PATHS.settings(1)}`]: () => ({
      status: 200,
      data: { data: { branch: OLAYA_BRANCH, reservations_settings: reservationSettings({ person_count_to: 8, maximum_duration: 7 }) } },
    }),
    [`GET ${RESERVATION_PATHS.smsBalance}`]: () => ({ status: 200, data: { data: { balance: 3 } } }),
    [`GET ${CATALOGUE_PATHS.eventTypes}`]: () => ({ status: 200, data: { data: [BIRTHDAY] } }),
    [`GET ${CATALOGUE_PATHS.allergens}`]: () => ({ status: 200, data: { data: [PEANUTS] } }),
    [`PUT ${RESERVATION_PATHS.item(7)}`]: (call) => {
      sent.push(call.body);
      return update(call.body);
    },
  });
  renderAt(<App />, '/en/reservations/branch/1/continue-reservation/7', store);
  await screen.findByRole('heading', { name: 'Your details' });
  return sent;
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));

describe('step two', () => {
  beforeEach(() => localStorage.clear());

  it('says what is wrong next to each field and sends nothing until the details pass the contract', async () => {
    const sent = await resume(() => ({ status: 200, data: { data: HELD } }));
    fill('Name', '');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use another e-mail' })));
    fill('E-mail', 'not-an-email');
    fill('Mobile number', '12');
    await send();
    expect(screen.getByLabelText('Name', { selector: 'input' })).toHaveAccessibleDescription('Field is required');
    expect(screen.getByLabelText('E-mail', { selector: 'input' })).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(screen.getByLabelText('Mobile number', { selector: 'input' })).toHaveAccessibleDescription(
      'Enter a valid mobile number for the chosen country',
    );
    expect(sent).toEqual([]);
  });

  it("recalls the held table and does not ask again for the account's e-mail, which it sends", async () => {
    const sent = await resume(() => ({ status: 200, data: { data: HELD } }));
    const slot = screen.getByRole('region', { name: 'Your table' });
    expect(slot).toHaveTextContent(HELD.branch_name.en);
    expect(slot).toHaveTextContent('Sunday, 2026/03/01');
    expect(slot).toHaveTextContent('07:00 PM');
    expect(slot).toHaveTextContent('2 guests');
    expect(screen.queryByLabelText('E-mail', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByText('noura@example.com')).toBeInTheDocument();
    fill('Mobile number', '0551234567');
    await send();
    expect(sent).toEqual([{ action: 'update', details: expect.objectContaining({ email: 'noura@example.com' }) }]);
  });

  it('sends the details with the chosen occasion and allergens, then shows the summary', async () => {
    const sent = await resume((body) => {
      const { details } = body as { details: { name: string; email: string; phone: string } };
      return { status: 200, data: { data: { ...HELD, ...details, event: BIRTHDAY, allergens: [PEANUTS] } } };
    });
    fill('Mobile number', '0551234567');
    await act(async () => fireEvent.click(await screen.findByRole('radio', { name: /Birthday/ })));
    await act(async () => fireEvent.click(await screen.findByRole('checkbox', { name: /Peanuts/ })));
    await send();
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        action: 'update',
        details: expect.objectContaining({ name: 'Noura', email: 'noura@example.com', phone: '0551234567', event_id: 2, allergens: [5] }),
      },
    ]);
  });

  it("states this booking's deposit refund rule in the summary, before the pay button", async () => {
    await resume((body) => {
      const { details } = body as { details: object };
      const policy = { hours: 24, deadline: '2026-02-28T16:00:00.000Z', refundable: false, to: 'card' };
      return { status: 200, data: { data: { ...HELD, ...details, status: 'pending_payment', cost: '50.00', refund_policy: policy } } };
    });
    fill('Mobile number', '0551234567');
    await send();
    const rule = await screen.findByText('Not refundable: less than 24 h before the time');
    const pay = screen.getByRole('button', { name: 'Pay the deposit' });
    expect(rule.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a refusal of the api next to the field it names and keeps what was typed', async () => {
    await resume(() => ({
      status: 422,
      data: { code: 'invalid_input', message: 'Invalid input', errors: { email: ['validation.email'] } },
    }));
    fill('Mobile number', '0551234567');
    fill('Note', 'By the window');
    await send();
    expect(screen.getByLabelText('E-mail', { selector: 'input' })).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(screen.getByLabelText('Note', { selector: 'textarea' })).toHaveValue('By the window');
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
  });
});
