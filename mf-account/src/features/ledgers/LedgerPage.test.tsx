import { installFakeApi, renderAt, testCustomer, testStore, testTenant } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { PointsPage } from './PointsPage';
import { WalletPage } from './WalletPage';

/** nile: Egyptian pounds, and no app-wallet / app-points page (the frame never reads its balances). */
const openAt = (path: string, page: 'points' | 'wallet') => {
  const store = testStore({ locale: path.startsWith('/en') ? 'en' : 'ar', tenant: testTenant({ name: 'nile', country: 'EG' }) });
  store.session.signIn('token', testCustomer({ countryCode: 'EG' }));
  installFakeApi(store, {
    'GET /api/v1/wallet/wallet-logs/balance': () => ({ status: 200, data: { data: { balance: 215, min_order_amount: 0 } } }),
    'GET /api/v1/loyalty/points-logs/balance': () => ({ status: 200, data: { data: { balance: 1240, min_balance: null, usable: false } } }),
    'GET /api/v1/wallet/wallet-logs/list': () => ({
      status: 200,
      data: { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
    }),
    'GET /api/v1/loyalty/points-logs/list': () => ({
      status: 200,
      data: {
        data: [{ id: 1, amount: -40, reason: 'Paid', reason_code: 'order_paid', reference: null, created_at: '2025-02-20T17:41:00.000Z' }],
        meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
      },
    }),
  });
  renderAt(page === 'points' ? <PointsPage /> : <WalletPage />, path, store);
};

describe('wallet and points balances', () => {
  it('shows the points balance as a whole number for a tenant without the app-points page, in English', async () => {
    openAt('/en/account/points', 'points');
    expect(await screen.findByText(/^Points balance:/)).toHaveTextContent('Points balance: 1,240');
    expect(await screen.findByRole('cell', { name: '−40' })).toBeInTheDocument();
  });

  it('shows the wallet balance in its currency for a tenant without the app-wallet page, in Arabic', async () => {
    openAt('/account/wallet', 'wallet');
    expect(await screen.findByText(/^رصيد المحفظة:/)).toHaveTextContent('رصيد المحفظة: 215.00 ج.م');
  });
});
