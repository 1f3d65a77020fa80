import { installFakeApi, renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import type { Order } from '@storefront/shared/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@storefront/shared';
import { order } from '../../testing/fixtures';
import { OrderPage } from './OrderPage';

const pickup = {
  ...order,
  type: 'pickup' as const,
  address: null,
  delivery_fee: 0,
  discount: 6.4,
  points_used: 0,
  points_discount: 0,
  wallet_discount: 0,
  additional_charges: 0,
  insurance: 0,
  payment_method: 'card_on_delivery' as const,
};

const canceledPaid = {
  ...pickup,
  status: 'canceled' as const,
  payment_method: 'hosted' as const,
  payment_status: 'refunded' as const,
  estimated_at: null,
  refunded_amount: 73.6,
  cancel_reason: 'Out of hummus',
  refund: { amount: 73.6, to: 'card' as const, status: 'refunded' as const, at: '2026-11-22T09:30:00.000Z' },
};

const open = (locale: 'ar' | 'en', shown: Order = pickup) => {
  const store = testStore({ locale });
  store.session.signIn('token-1', testCustomer());
  installFakeApi(store, { 'GET /api/v1/order/orders/7': () => ({ status: 200, data: { data: shown } }) });
  const path = locale === 'en' ? '/en/o/7' : '/o/7';
  renderAt(
    <Routes>
      <Route path={locale === 'en' ? '/en/o/:id' : '/o/:id'} element={<OrderPage />} />
    </Routes>,
    path,
    store,
  );
};

describe.each([
  [
    'en',
    {
      totals: 'Summary',
      discount: 'Discount',
      minus: '−SAR 6.40',
      method: 'Payment method',
      card: 'Card on delivery',
      none: ['Delivery fee', 'Insurance'],
      canceled: 'This order was canceled',
      reason: 'The restaurant’s reason: Out of hummus',
      refund: 'Refunded SAR 73.60 to your card on 2026/11/22.',
      refunded: 'Refunded',
    },
  ],
  [
    'ar',
    {
      totals: 'الملخص',
      discount: 'الخصم',
      minus: '\u2066−6.40\u2069 ر.س',
      method: 'طريقة الدفع',
      card: 'بطاقة عند الاستلام',
      none: ['رسوم التوصيل', 'التأمين'],
      canceled: 'تم إلغاء هذا الطلب',
      reason: 'سبب المطعم: Out of hummus',
      refund: 'تم استرداد 73.60 ر.س إلى بطاقتك في 2026/11/22.',
      refunded: 'مسترد',
    },
  ],
] as const)('the order page in %s', (locale, words) => {
  it('lists only the amounts that apply, the discount signed, and names the payment method', async () => {
    open(locale);
    const totals = await screen.findByLabelText(words.totals);
    expect(within(totals).getByText(words.discount).nextSibling).toHaveTextContent(words.minus);
    for (const absent of words.none) expect(within(totals).queryByText(new RegExp(absent))).not.toBeInTheDocument();
    expect(screen.getByText(words.method).nextSibling).toHaveTextContent(words.card);
  });

  it('says a canceled order was refunded: the restaurant’s reason, how much, where and when', async () => {
    open(locale, canceledPaid);
    const note = await screen.findByRole('status', { name: words.canceled });
    expect(note).toHaveTextContent(words.reason);
    expect(note).toHaveTextContent(words.refund);
    expect(screen.getByText(words.method).closest('dl')).toHaveTextContent(words.refunded);
  });
});

describe('the order page and web push', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
    Object.defineProperty(window, 'Notification', { value: { permission: 'default' }, configurable: true });
    Object.defineProperty(navigator, 'serviceWorker', { value: { ready: new Promise(() => undefined) }, configurable: true });
  });
  afterEach(() => {
    for (const [owner, name] of [
      [window, 'PushManager'],
      [window, 'Notification'],
      [navigator, 'serviceWorker'],
    ] as const)
      delete (owner as unknown as Record<string, unknown>)[name];
  });

  it('offers "Notify me when my order moves" while the order can move', async () => {
    open('en');
    expect(await screen.findByRole('button', { name: 'Notify me when my order moves' })).toBeVisible();
  });

  it('offers nothing once the order is canceled', async () => {
    open('en', canceledPaid);
    // The control's chunk came with the test above (React.lazy keeps it), so it would show at once.
    await screen.findByText('This order was canceled');
    expect(screen.queryByRole('button', { name: 'Notify me when my order moves' })).toBeNull();
  });
});
