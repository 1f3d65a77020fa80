import { installFakeApi, renderAt, testStore } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from '@storefront/shared';
import { withDeliveryCart, paymentSession } from '../../testing/fixtures';
import { CheckPaymentPage } from './CheckPaymentPage';

const session = paymentSession;

const open = (answer: { paid: boolean; message: string | null; code: string | null; payable?: boolean; tenders?: unknown }) => {
  const store = withDeliveryCart(testStore({ locale: 'en' }));
  const calls = installFakeApi(store, {
    'POST /api/v1/payment/sessions/ps_1/confirm': () => ({
      status: 200,
      data: { data: { session, order_id: 7, order_status: answer.paid ? 'created' : 'callcenter_pending', ...answer } },
    }),
  });
  renderAt(
    <Routes>
      <Route path="/en/check-payment" element={<CheckPaymentPage />} />
      <Route path="/en/o/:id" element={<p>Order page</p>} />
    </Routes>,
    '/en/check-payment?order=7&session=ps_1',
    store,
  );
  return { store, calls };
};

describe('payment return', () => {
  beforeEach(() => localStorage.clear());

  it('says it is verifying, asks the api once, then opens the order with the cart cleared', async () => {
    const { store, calls } = open({ paid: true, message: null, code: null });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your payment…');
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/confirm'))).toHaveLength(1);
    expect(store.cart.cart).toBeNull();
  });

  it('keeps the cart and the draft after "Payment failed." and offers to pay again', async () => {
    const { store } = open({ paid: false, message: 'Payment failed.', code: 'payment_failed' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed.');
    expect(screen.getByRole('link', { name: 'Pay again' })).toHaveAttribute('href', '/en/o/7/pay');
    expect(store.cart.lines).toHaveLength(1);
    expect(store.orderDraft.draft.cart_id).toBe('cart-1');
  });

  it('asks to refresh the page and retry when the session expired', async () => {
    open({
      paid: false,
      message: 'The payment session is invalid or expired, please refresh the page and retry.',
      code: 'payment_session_expired',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('please refresh the page and retry');
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
  });

  it('says the wallet and points are held for the retry until a time, and offers to pay again', async () => {
    open({
      paid: false,
      message: 'Payment failed.',
      code: 'payment_failed',
      payable: true,
      tenders: { wallet: 40, points: 100, state: 'held', held_until: '2026-11-22T09:15:00.000Z' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('SAR 40.00 from your wallet, 100 points: held for this order until 12:15 PM so you can pay again');
    expect(screen.getByRole('link', { name: 'Pay again' })).toBeInTheDocument();
  });

  it('says the wallet was given back and offers no payment once the order can no longer be paid', async () => {
    open({
      paid: false,
      message: 'The payment session is invalid or expired, please refresh the page and retry.',
      code: 'payment_session_expired',
      payable: false,
      tenders: { wallet: 40, points: 0, state: 'returned', held_until: null },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('from your wallet: given back to you.');
    expect(screen.queryByRole('link', { name: 'Pay again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the order' })).toBeInTheDocument();
  });
});
