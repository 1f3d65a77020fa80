import { installFakeApi, renderAt, testStore, type FakeRoute } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@storefront/shared';
import { cart, challenge, methods, preview, slots, withDeliveryCart } from '../../testing/fixtures';
import { CheckoutPage } from './CheckoutPage';

const open = (
  locale: 'ar' | 'en',
  points: { balance: number; min_balance: number | null; usable: boolean },
  { wallet = 0, paying = methods }: { wallet?: number; paying?: typeof methods } = {},
) => {
  const store = withDeliveryCart(testStore({ locale }));
  const routes: Record<string, FakeRoute> = {
    'GET /api/v1/order/carts/cart-1': () => ({ status: 200, data: { data: cart } }),
    'GET /api/v1/order/slots': () => ({ status: 200, data: { data: slots } }),
    'GET /api/v1/order/payment-methods': () => ({ status: 200, data: { data: paying } }),
    'GET /api/v1/tenant/human-check': () => ({ status: 200, data: { data: challenge } }),
    'POST /api/v1/order/checkout/preview': () => ({ status: 200, data: { data: preview } }),
    'GET /api/v1/order/checkout/human-check': () => ({ status: 200, data: { data: { required: false } } }),
    'GET /api/v1/wallet/wallet-logs/balance': () => ({ status: 200, data: { data: { balance: wallet, min_order_amount: 0 } } }),
    'GET /api/v1/loyalty/points-logs/balance': () => ({ status: 200, data: { data: points } }),
  };
  const calls = installFakeApi(store, routes);
  const path = locale === 'en' ? '/en/checkout' : '/checkout';
  renderAt(
    <Routes>
      <Route path={path} element={<CheckoutPage />} />
    </Routes>,
    path,
    store,
  );
  return calls;
};

describe('the points box', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is off below the minimum, saying how many points are needed, in English', async () => {
    open('en', { balance: 340, min_balance: 500, usable: false });
    const box = await screen.findByRole('checkbox', { name: 'Pay with my points (balance 340)' });
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toHaveAccessibleDescription('More than 500 points are needed to pay with points.');
  });

  it('is off below the minimum, saying how many points are needed, in Arabic', async () => {
    open('ar', { balance: 1240, min_balance: 1500, usable: false });
    const box = await screen.findByRole('checkbox', { name: 'ادفع بنقاطي (الرصيد 1,240)' });
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toHaveAccessibleDescription('يلزم أكثر من 1,500 نقطة للدفع بالنقاط.');
  });

  it('is not offered where points never pay', async () => {
    const calls = open('en', { balance: 120, min_balance: null, usable: false });
    await screen.findByRole('checkbox', { name: /Pay with my wallet/ });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/loyalty/points-logs/balance')).toBe(true));
    expect(screen.queryByRole('checkbox', { name: /Pay with my points/ })).toBeNull();
  });

  it('can be ticked above the minimum', async () => {
    open('en', { balance: 600, min_balance: 500, usable: true });
    const box = await screen.findByRole('checkbox', { name: 'Pay with my points (balance 600)' });
    expect(box).toBeEnabled();
    expect(screen.queryByText(/points are needed/)).toBeNull();
  });
});

describe('the wallet box', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is off at a balance of zero, saying the wallet is empty, in English', async () => {
    open('en', { balance: 600, min_balance: 500, usable: true });
    const box = await screen.findByRole('checkbox', { name: 'Pay with my wallet (balance SAR 0.00)' });
    await waitFor(() => expect(box).toHaveAccessibleDescription('Your wallet is empty: there is nothing in it to pay with.'));
    expect(box).toBeDisabled();
  });

  it('is off at a balance of zero, saying the wallet is empty, in Arabic', async () => {
    open('ar', { balance: 600, min_balance: 500, usable: true });
    const box = await screen.findByRole('checkbox', { name: /ادفع من محفظتي/ });
    await waitFor(() => expect(box).toHaveAccessibleDescription('محفظتك فارغة: لا يوجد فيها رصيد للدفع.'));
    expect(box).toBeDisabled();
  });

  it('can be ticked with a balance', async () => {
    open('en', { balance: 600, min_balance: 500, usable: true }, { wallet: 40 });
    const box = await screen.findByRole('checkbox', { name: 'Pay with my wallet (balance SAR 40.00)' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(screen.queryByText(/wallet is empty/)).toBeNull();
  });

  it('is not offered where no payment method of the order takes it, nor the section without points', async () => {
    const calls = open('en', { balance: 0, min_balance: null, usable: false }, { paying: [methods[0]!] });
    await screen.findByRole('radio', { name: 'Cash' });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/loyalty/points-logs/balance')).toBe(true));
    expect(screen.queryByRole('group', { name: 'Points and wallet' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('the payment methods', () => {
  it('are asked for the order type, so the api leaves out card on delivery where it cannot pay', async () => {
    const calls = open('en', { balance: 0, min_balance: 500, usable: false });
    await screen.findByRole('radio', { name: 'Cash' });
    expect(calls.find((call) => call.url === '/api/v1/order/payment-methods')?.params).toEqual({ order_type: 'delivery' });
  });
});
