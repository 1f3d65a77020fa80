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

/** 138.00 paid with 600 points (60.00), 10.00 from the wallet and 68.00 online, then canceled: everything came back. */
const tendered = {
  ...canceledPaid,
  status: 'accepted' as const,
  payment_status: 'paid' as const,
  refunded_amount: 0,
  cancel_reason: null,
  refund: null,
  total: 138,
  points_used: 600,
  points_discount: 60,
  wallet_discount: 10,
  amount_due: 68,
  lines: [{ ...pickup.lines[0]!, notes: 'No onions' }],
};
const tenderedCanceled = {
  ...tendered,
  status: 'canceled' as const,
  payment_status: 'refunded' as const,
  refunded_amount: 68,
  cancel_reason: 'Out of hummus',
  refund: { amount: 68, to: 'card' as const, status: 'refunded' as const, at: '2026-11-22T09:30:00.000Z' },
};
const walletOnly = { ...tendered, total: 8, points_used: 0, points_discount: 0, wallet_discount: 8, amount_due: 0 };
const cashWithPoints = {
  ...tendered,
  payment_method: 'cash' as const,
  payment_status: 'not_paid' as const,
  wallet_discount: 0,
  amount_due: 78,
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
      note: '“No onions”',
      mixed: 'Points, Wallet and Online payment',
      wallet: 'Wallet',
      paid: 'Paid',
      due: 'Amount due',
      paidAmount: 'SAR 68.00',
      dueAmount: 'SAR 78.00',
      everyPart: 'Refunded SAR 68.00 to your card, SAR 10.00 to your wallet and 600 points on 2026/11/22.',
      pointsBack: 'Given back to you: 600 points.',
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
      note: '“No onions”',
      mixed: 'النقاط والمحفظة والدفع الإلكتروني',
      wallet: 'المحفظة',
      paid: 'المدفوع',
      due: 'المبلغ المستحق',
      paidAmount: '68.00 ر.س',
      dueAmount: '78.00 ر.س',
      everyPart: 'تم استرداد 68.00 ر.س إلى بطاقتك و10.00 ر.س إلى محفظتك و600 نقطة في 2026/11/22.',
      pointsBack: 'أُعيد إليك: 600 نقطة.',
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

  it('shows each line’s note for the kitchen, names every tender that paid and says what the method paid', async () => {
    open(locale, tendered);
    const totals = await screen.findByLabelText(words.totals);
    expect(screen.getByRole('list', { name: locale === 'en' ? 'Items' : 'الأصناف' })).toHaveTextContent(words.note);
    expect(screen.getByText(words.method).nextSibling).toHaveTextContent(words.mixed);
    expect(within(totals).getByText(words.paid).nextSibling).toHaveTextContent(words.paidAmount);
    expect(within(totals).queryByText(words.due)).not.toBeInTheDocument();
  });

  it('names the wallet that paid an order wholly, with nothing left to pay', async () => {
    open(locale, walletOnly);
    const totals = await screen.findByLabelText(words.totals);
    expect(screen.getByText(words.method).nextSibling).toHaveTextContent(new RegExp(`^${words.wallet}$`));
    expect(within(totals).queryByText(words.paid)).not.toBeInTheDocument();
    expect(within(totals).queryByText(words.due)).not.toBeInTheDocument();
  });

  it('says what is left to pay at the door as the amount due', async () => {
    open(locale, cashWithPoints);
    const totals = await screen.findByLabelText(words.totals);
    expect(within(totals).getByText(words.due).nextSibling).toHaveTextContent(words.dueAmount);
    expect(within(totals).queryByText(words.paid)).not.toBeInTheDocument();
  });

  it('names every part a cancel gave back: the card’s, the wallet’s and the points', async () => {
    open(locale, tenderedCanceled);
    const note = await screen.findByRole('status', { name: words.canceled });
    expect(note).toHaveTextContent(words.everyPart);
  });

  it('says the points of a canceled cash order came back', async () => {
    open(locale, { ...cashWithPoints, status: 'canceled' });
    const note = await screen.findByRole('status', { name: words.canceled });
    expect(note).toHaveTextContent(words.pointsBack);
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
