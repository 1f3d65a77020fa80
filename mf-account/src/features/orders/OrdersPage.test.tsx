import { installFakeApi, renderAt, testStore } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared';
import { OrdersPage } from './OrdersPage';

const open = (path: string, total: number) => {
  const store = testStore({ locale: 'ar' });
  const calls = installFakeApi(store, {
    'GET /api/v1/order/orders': () => ({
      status: 200,
      data: { data: [], meta: { current_page: 4, last_page: Math.max(1, Math.ceil(total / 10)), per_page: 10, total } },
    }),
  });
  renderAt(
    <Routes>
      <Route path="/account/orders/:page" element={<OrdersPage />} />
    </Routes>,
    path,
    store,
  );
  return calls;
};

describe('my orders', () => {
  it('past the last page says so and leads back to the first page, in Arabic', async () => {
    const calls = open('/account/orders/4', 12);
    expect(await screen.findByText(/لا توجد صفحة كهذه في طلباتك/)).toBeInTheDocument();
    expect(screen.queryByText('ليس لديك طلبات بعد.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'اذهب إلى الصفحة الأولى' }));
    await screen.findAllByText(/لا توجد صفحة كهذه/);
    expect(calls.map((call) => (call.params as { page: number }).page)).toEqual([4, 1]);
  });

  it('a customer without orders is told they have none', async () => {
    open('/account/orders/1', 0);
    expect(await screen.findByText('ليس لديك طلبات بعد.')).toBeInTheDocument();
  });
});
