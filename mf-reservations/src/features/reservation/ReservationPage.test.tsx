import { RESERVATION_PATHS, RESERVATION_UPDATED_EVENT, type Reservation } from '@storefront/shared/contracts';
import { installFakeApi, renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { heldReservation } from '../../testing/reservation-fixtures';
import { texts } from '../../texts';

/** A King Fahd Road reservation for 2026-03-02 19:00 whose SAR 50.00 deposit was paid; refundable until 2026-03-01 19:00. */
const PAID = heldReservation({
  status: 'confirmed',
  date: '2026-03-02',
  starts_at: '2026-03-02T16:00:00.000Z',
  cost: '50.00',
  paid: true,
  hold_expires_at: null,
  hold_seconds_left: null,
  refund_policy: { hours: 24, deadline: '2026-03-01T16:00:00.000Z', refundable: true, to: 'card' },
});
const REFUND = { amount: '50.00', to: 'card', at: '2026-03-01T09:30:00.000Z' } as const;

/** The reservation page of a signed-in customer; `answers` are what GET gives, one after the other (the last one stays). */
const openPage = (locale: 'ar' | 'en', answers: Reservation[], onPut: (body: unknown) => Reservation = () => PAID) => {
  const store = testStore({ locale });
  store.session.signIn('token', testCustomer());
  const queue = [...answers];
  const sent: unknown[] = [];
  installFakeApi(store, {
    [`GET ${RESERVATION_PATHS.item(7)}`]: () => ({ status: 200, data: { data: queue.length > 1 ? queue.shift() : queue[0] } }),
    [`GET ${RESERVATION_PATHS.cancellationReasons}`]: () => ({ status: 200, data: { data: [] } }),
    [`PUT ${RESERVATION_PATHS.item(7)}`]: (call) => {
      sent.push(call.body);
      return { status: 200, data: { data: onPut(call.body) } };
    },
  });
  renderAt(<App />, `${locale === 'en' ? '/en' : ''}/reservations/7`, store);
  return { store, sent };
};

describe('a reservation with a paid deposit', () => {
  beforeEach(() => localStorage.clear());

  it('asks before cancelling, saying the deposit comes back; Escape keeps the reservation and gives focus back', async () => {
    const t = texts.en;
    const { sent } = openPage('en', [PAID], () => ({ ...PAID, status: 'cancelled', refund: REFUND, refunded: true }));
    expect(await screen.findByText('Refundable if you cancel by 2026/03/01 07:00 PM')).toBeVisible();
    const user = userEvent.setup();
    const cancel = screen.getByRole('button', { name: t.cancel });
    await user.click(cancel);
    const dialog = screen.getByRole('alertdialog', { name: t.cancelQuestion });
    expect(dialog).toHaveAccessibleDescription('Your SAR 50.00 deposit will be refunded to your card.');
    expect(within(dialog).getByRole('button', { name: t.keepReservation })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    expect(sent).toEqual([]);

    await user.click(cancel);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: t.confirmCancel }));
    expect(sent).toEqual([{ action: 'cancel' }]);
    expect(await screen.findByText('Refunded SAR 50.00 to your card on 2026/03/01')).toBeVisible();
  });

  it('says the deposit stays when the rule no longer gives it back', async () => {
    openPage('en', [{ ...PAID, refund_policy: { hours: 24, deadline: '2026-03-01T16:00:00.000Z', refundable: false, to: 'card' } }]);
    expect(await screen.findByText('Not refundable: less than 24 h before the time')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: texts.en.cancel }));
    expect(screen.getByRole('alertdialog', { name: texts.en.cancelQuestion })).toHaveAccessibleDescription(
      'Your deposit will not be refunded.',
    );
  });

  it.each([
    ['en', 'Your SAR 50.00 deposit will be refunded to your wallet.', 'Refunded SAR 50.00 to your wallet on 2026/03/01'],
    ['ar', 'سيُعاد عربونك 50.00 ر.س إلى محفظتك.', 'أُعيد 50.00 ر.س إلى محفظتك في 2026/03/01'],
  ] as const)(
    'in %s, says before and after the cancel that a tenant refunding to the wallet gives the deposit back there',
    async (locale, before, after) => {
      const toWallet = { ...PAID, refund_policy: { ...PAID.refund_policy!, to: 'wallet' } } as const;
      openPage(locale, [toWallet], () => ({ ...toWallet, status: 'cancelled', refund: { ...REFUND, to: 'wallet' }, refunded: true }));
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: texts[locale].cancel }));
      const dialog = screen.getByRole('alertdialog', { name: texts[locale].cancelQuestion });
      expect(dialog).toHaveAccessibleDescription(before);
      await user.click(within(dialog).getByRole('button', { name: texts[locale].confirmCancel }));
      expect(await screen.findByText(after)).toBeVisible();
    },
  );

  it('shows live, in Arabic, the reason and the refund of a cancel by the restaurant', async () => {
    const cancelled = { ...PAID, status: 'cancelled', cancellation_reason: 'صيانة المطبخ', refund: REFUND, refunded: true } as const;
    const { store } = openPage('ar', [PAID, cancelled]);
    expect(await screen.findByText('يُسترد العربون إذا ألغيت حتى 2026/03/01 07:00 م')).toBeVisible();
    act(() => store.realtime.publish(RESERVATION_UPDATED_EVENT, { id: 7, status: 'cancelled' }));
    expect(await screen.findByText('أُعيد 50.00 ر.س إلى بطاقتك في 2026/03/01')).toBeVisible();
    expect(screen.getByText('صيانة المطبخ')).toBeVisible();
    expect(screen.queryByRole('button', { name: texts.ar.cancel })).not.toBeInTheDocument();
  });
});
