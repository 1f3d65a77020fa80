import { DINE_IN_SESSION_UPDATED_EVENT, type Cart, type DineInSession } from '@storefront/shared/contracts';
import { installFakeApi, renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@storefront/shared';
import { cart, challenge, methods, preview } from '../../testing/fixtures';
import { CheckoutPage } from './CheckoutPage';

const session = (branchId: number, tableId: number, status: DineInSession['status'] = 'open'): DineInSession => ({
  session_id: 'sufra-olaya-t5',
  status,
  branch_id: branchId,
  branch_names: branchId === 1 ? { ar: 'سفرة - العليا', en: 'Sufra - Olaya' } : { ar: 'سفرة - الملقا', en: 'Sufra - Al Malqa' },
  table: { id: tableId, name: `T${tableId % 100}`, available: true },
  area: { id: 11, names: { ar: 'الصالة الرئيسية', en: 'Main hall' } },
});
const dineInCart = (branchId: number): Cart => ({ ...cart, order_type: 'dine_in', branch_id: branchId, delivery_fee: 0 });

describe.each([
  ['en', '/en/checkout', 'The staff moved you to table T2 (Main hall) at Sufra - Al Malqa. Your order will be served there.'],
  ['ar', '/checkout', 'نقلك الموظفون إلى الطاولة T2 (الصالة الرئيسية) في سفرة - الملقا. سيُقدَّم طلبك هناك.'],
] as const)('the dine-in checkout in %s', (locale, path, movedText) => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('follows a move of the session to another branch live: draft, branch and cart', async () => {
    let current = session(1, 105);
    const store = testStore({ locale });
    store.session.signIn('token-1', testCustomer());
    store.orderDraft.update({
      cart_id: 'cart-1',
      type: 'dine_in',
      branch_id: 1,
      branch_name: 'Sufra - Olaya',
      session_id: 'sufra-olaya-t5',
      table_id: 105,
      table_name: 'T5',
    });
    store.cart.restore({ cart: dineInCart(1) });
    const calls = installFakeApi(store, {
      'GET /api/v1/order/dine-in/sessions/sufra-olaya-t5': () => ({ status: 200, data: { data: current } }),
      'GET /api/v1/order/carts/cart-1': () => ({ status: 200, data: { data: dineInCart(store.cart.cart?.branch_id ?? 1) } }),
      'PUT /api/v1/order/carts/cart-1': () => ({ status: 200, data: { data: dineInCart(3) } }),
      'GET /api/v1/order/payment-methods': () => ({ status: 200, data: { data: methods } }),
      'GET /api/v1/tenant/human-check': () => ({ status: 200, data: { data: challenge } }),
      'POST /api/v1/order/checkout/preview': () => ({ status: 200, data: { data: preview } }),
    });
    renderAt(
      <Routes>
        <Route path={path} element={<CheckoutPage />} />
      </Routes>,
      path,
      store,
    );
    expect(await screen.findByText(/T5/)).toBeInTheDocument();

    current = session(3, 302);
    act(() => store.realtime.publish(DINE_IN_SESSION_UPDATED_EVENT, { session_id: 'another' }));
    act(() => store.realtime.publish(DINE_IN_SESSION_UPDATED_EVENT, { session_id: 'sufra-olaya-t5' }));
    expect(await screen.findByText(movedText)).toHaveAttribute('role', 'status');
    expect(store.orderDraft.draft).toMatchObject({ branch_id: 3, table_id: 302, table_changed: true, table_changed_branch_id: 3 });
    await waitFor(() => expect(store.cart.cart?.branch_id).toBe(3));
    expect(calls.find((call) => call.method === 'PUT' && call.url === '/api/v1/order/carts/cart-1')?.body).toMatchObject({
      branch_id: 3,
      order_type: 'dine_in',
    });
    expect(calls.filter((call) => call.url === '/api/v1/order/dine-in/sessions/sufra-olaya-t5')).toHaveLength(2);
  });
});
