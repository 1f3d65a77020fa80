import { installFakeApi, renderAt, testStore, type FakeRoute } from '@storefront/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, setErrorReporter, type RootStore } from '@storefront/shared';
import { address, cart, challenge, methods, order, preview, slots, withDeliveryCart } from '../../testing/fixtures';
import { CheckoutPage } from './CheckoutPage';

const routes = (overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /api/v1/order/carts/cart-1': () => ({ status: 200, data: { data: cart } }),
  'GET /api/v1/order/slots': () => ({ status: 200, data: { data: slots } }),
  'GET /api/v1/order/payment-methods': () => ({ status: 200, data: { data: methods } }),
  'GET /api/v1/tenant/human-check': () => ({ status: 200, data: { data: challenge } }),
  'POST /api/v1/order/checkout/preview': () => ({ status: 200, data: { data: preview } }),
  'GET /api/v1/order/checkout/human-check': () => ({ status: 200, data: { data: { required: true } } }),
  'POST /api/v1/order/orders': () => ({ status: 201, data: { data: { order, payment: null } } }),
  ...overrides,
});

const open = (overrides: Record<string, FakeRoute> = {}, prepare: (store: RootStore) => void = () => {}) => {
  const store = withDeliveryCart(testStore({ locale: 'en' }));
  prepare(store);
  const calls = installFakeApi(store, routes(overrides));
  renderAt(
    <Routes>
      <Route path="/en/checkout" element={<CheckoutPage />} />
      <Route path="/en/o/:id" element={<p>Order page</p>} />
    </Routes>,
    '/en/checkout',
    store,
  );
  return { store, calls };
};

const corniche = { ...address, id: 6, street_name: 'Corniche Rd', latitude: 21.5, longitude: 39.2 };
const olayaZone = { id: 1, names: { ar: 'العليا', en: 'Olaya' }, fee: 10, minimum_order: 0, eta_minutes: 30 };

const fill = async () => {
  await userEvent.click(await screen.findByRole('radio', { name: /Tahlia St/ }));
  await userEvent.click(await screen.findByRole('radio', { name: 'As soon as possible' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'Cash' }));
  await userEvent.type(await screen.findByLabelText(/Human check: What is 3 \+ 4\?/), '7');
};

describe('checkout', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('asks for an address, a time and a payment method next to their fields before placing', async () => {
    // Two saved addresses, neither at the place chosen on the menu: the customer chooses.
    const { calls } = open({}, (store) => store.session.setAddresses([address, corniche]));
    await screen.findByRole('radio', { name: 'Cash' });
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('Choose a delivery address')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Choose a delivery time')).toBeInTheDocument();
    expect(screen.getByText('Choose a payment method')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/v1/order/orders')).toHaveLength(0);
  });

  it('starts from the only saved address', async () => {
    open();
    expect(await screen.findByRole('radio', { name: /Tahlia St/ })).toBeChecked();
  });

  it('starts from the saved address at the district chosen on the menu', async () => {
    open({}, (store) => {
      store.session.setAddresses([corniche, address]);
      store.orderDraft.update({ delivery_location: { latitude: 24.69, longitude: 46.68, label: 'Olaya', zone: olayaZone } });
    });
    expect(await screen.findByRole('radio', { name: /Tahlia St/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Corniche Rd/ })).not.toBeChecked();
  });

  it('places one order for a double click, then clears the cart and opens the order', async () => {
    const { store, calls } = open();
    await fill();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    const placed = calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/order/orders');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body).toEqual(
      expect.objectContaining({
        cart_id: 'cart-1',
        address_id: 5,
        delivery_time: 'asap',
        payment_method: 'cash',
        human_check: { key: 'hc-1', answer: '7' },
      }),
    );
    expect(store.cart.cart).toBeNull();
    expect(sessionStorage.getItem('storefront.sufra.checkout-attempt')).toBeNull();
  });

  it('says the order could not be placed, keeping the form, when the cart has no server id at that moment', async () => {
    const { store, calls } = open();
    await fill();
    act(() => store.orderDraft.update({ cart_id: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('We could not place your order. Nothing you entered was lost; please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(calls.filter((call) => call.url === '/api/v1/order/orders')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
  });

  it('keeps the human check answered across a failed placement: no new question, the same answer sent again', async () => {
    let attempts = 0;
    const { calls } = open({
      'POST /api/v1/order/orders': () =>
        (attempts += 1) === 1
          ? { status: 422, data: { code: 'minimum_order_not_met', message: 'The minimum order is not met.' } }
          : { status: 201, data: { data: { order, payment: null } } },
    });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(attempts).toBe(1));
    expect(await screen.findByLabelText(/Human check: What is 3 \+ 4\?/)).toHaveValue('7');
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    const placed = calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/order/orders');
    expect(placed.map((call) => (call.body as { human_check: unknown }).human_check)).toEqual([
      { key: 'hc-1', answer: '7' },
      { key: 'hc-1', answer: '7' },
    ]);
    expect(calls.filter((call) => call.url === '/api/v1/tenant/human-check')).toHaveLength(1);
  });

  it('asks a customer the api trusts no human check, and shows it when the api asks for it after all', async () => {
    let asks = false;
    const { calls } = open({
      'GET /api/v1/order/checkout/human-check': () => ({ status: 200, data: { data: { required: false } } }),
      'POST /api/v1/order/orders': () =>
        asks
          ? { status: 201, data: { data: { order, payment: null } } }
          : ((asks = true),
            {
              status: 400,
              data: {
                code: 'human_check_failed',
                message: 'Wrong Data, Please complete the human validation',
                errors: { human_check: ['validation.humanCheck'] },
              },
            }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Tahlia St/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'As soon as possible' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/order/checkout/human-check')).toBe(true));
    expect(screen.queryByLabelText(/Human check/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    const placed = () => calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/order/orders');
    await waitFor(() => expect(placed()).toHaveLength(1));
    expect(placed()[0]!.body).not.toHaveProperty('human_check');
    await userEvent.type(await screen.findByLabelText(/Human check: What is 3 \+ 4\?/), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
    expect(placed()[1]!.body).toEqual(expect.objectContaining({ human_check: { key: 'hc-1', answer: '7' } }));
  });

  it('offers Apple Pay, through the online payment page, only where the browser can pay with it (Safari)', async () => {
    open();
    await screen.findByRole('radio', { name: 'Online payment' });
    expect(screen.queryByRole('radio', { name: /Apple Pay/ })).toBeNull();
  });

  it('offers Apple Pay in a browser with a working ApplePaySession', async () => {
    const safari = globalThis as { ApplePaySession?: unknown };
    safari.ApplePaySession = { canMakePayments: () => true };
    try {
      open();
      await userEvent.click(await screen.findByRole('radio', { name: 'Apple Pay (through the online payment page)' }));
      expect(screen.getByRole('radio', { name: 'Apple Pay (through the online payment page)' })).toBeChecked();
    } finally {
      delete safari.ApplePaySession;
    }
  });

  it('offers no Apple Pay where online payment is a card typed on the storefront (Moyasar)', async () => {
    const safari = globalThis as { ApplePaySession?: unknown };
    safari.ApplePaySession = { canMakePayments: () => true };
    try {
      const moyasar = methods.map((method) => (method.online ? { ...method, provider: 'moyasar' } : method));
      open({ 'GET /api/v1/order/payment-methods': () => ({ status: 200, data: { data: moyasar } }) });
      await screen.findByRole('radio', { name: 'Online payment' });
      expect(screen.queryByRole('radio', { name: /Apple Pay/ })).toBeNull();
    } finally {
      delete safari.ApplePaySession;
    }
  });

  it('keeps the Idempotency-Key of an attempt whose answer was lost, and everything typed', async () => {
    let fail = true;
    open({
      'POST /api/v1/order/orders': () => (fail ? { status: 503, data: {} } : { status: 200, data: { data: { order, payment: null } } }),
    });
    await fill();
    await userEvent.type(screen.getByLabelText('Notes for the restaurant'), 'Ring twice');
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText(/We could not place your order/)).toBeInTheDocument();
    const kept = JSON.parse(sessionStorage.getItem('storefront.sufra.checkout-attempt')!) as { key: string };
    expect(kept.key.length).toBeGreaterThanOrEqual(8);
    expect(screen.getByLabelText('Notes for the restaurant')).toHaveValue('Ring twice');
    expect(JSON.parse(localStorage.getItem('storefront.sufra.checkout')!)).toEqual(expect.objectContaining({ notes: 'Ring twice' }));
    fail = false;
    await userEvent.type(await screen.findByLabelText(/Human check/), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('Order page')).toBeInTheDocument();
  });

  it('delivers to the address chosen last (an order repeated), not to one the form kept from an earlier visit', async () => {
    const office = { ...address, id: 6, street_name: 'Al Wurud St', building_number: '88', latitude: 24.73, longitude: 46.67 };
    localStorage.setItem('storefront.sufra.checkout', JSON.stringify({ notes: 'Ring twice' }));
    const store = withDeliveryCart(testStore({ locale: 'en' }));
    store.session.setAddresses([address, office]);
    store.session.selectAddress(office);
    const calls = installFakeApi(store, routes());
    renderAt(<CheckoutPage />, '/en/checkout', store);
    expect(await screen.findByRole('radio', { name: /Al Wurud St/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Tahlia St/ })).not.toBeChecked();
    expect(screen.getByLabelText('Notes for the restaurant')).toHaveValue('Ring twice');
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/v1/order/checkout/preview').length).toBeGreaterThan(0));
    expect(calls.filter((call) => call.url === '/api/v1/order/checkout/preview').map((call) => call.body)).not.toContainEqual(
      expect.objectContaining({ address_id: 5 }),
    );

    // Another address chosen here is the one selected (not the last of the list) and stays chosen.
    await userEvent.click(screen.getByRole('radio', { name: /Tahlia St/ }));
    expect(store.session.selectedAddress?.id).toBe(5);
    expect(screen.getByRole('radio', { name: /Tahlia St/ })).toBeChecked();
  });

  it('takes an accepted coupon into the summary before a payment method is chosen', async () => {
    const { calls } = open({
      // No method to choose yet: the preview cannot be asked, so the summary is the estimate with the coupon's terms.
      'GET /api/v1/order/payment-methods': () => ({ status: 200, data: { data: [] } }),
      'POST /api/v1/order/coupons/check': () => ({
        status: 200,
        data: { data: { code: 'SAVE10', kind: 'percent', value: 10, max_discount: null, min_subtotal: 0, discount: 6.4 } },
      }),
    });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    const totals = within(summary).getByRole('region', { name: 'Summary' });
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('SAR 85.10');
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'SAVE10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SAVE10: SAR 6.40 off')).toHaveAttribute('role', 'status');
    // 64.00 − 6.40 + 10.00 delivery = 67.60, VAT 15% 10.14: 77.74 (the shared pricing module's estimate).
    expect(within(totals).getByText('Discount').nextSibling).toHaveTextContent('−SAR 6.40');
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('SAR 77.74');
    expect(calls.some((call) => call.url === '/api/v1/order/checkout/preview')).toBe(false);
  });

  it('says the restaurant takes no payment online when it offers no online method', async () => {
    const NO_ONLINE = 'This restaurant takes no payment online: pay in cash or by card when you receive your order.';
    open({ 'GET /api/v1/order/payment-methods': () => ({ status: 200, data: { data: methods.filter((method) => !method.online) } }) });
    const payment = await screen.findByRole('group', { name: 'Payment method' });
    expect(await within(payment).findByText(NO_ONLINE)).toBeInTheDocument();
    expect(
      within(payment)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['cash']);
  });

  it('says nothing of online payment when the restaurant offers it', async () => {
    open();
    const payment = await screen.findByRole('group', { name: 'Payment method' });
    await within(payment).findByRole('radio', { name: 'Online payment' });
    expect(within(payment).queryByText(/takes no payment online/)).toBeNull();
  });

  it('shows the coupon refusal and the slot refusal next to their fields', async () => {
    open({
      'POST /api/v1/order/coupons/check': () => ({ status: 422, data: { code: 'coupon_invalid', message: 'The coupon code is invalid.' } }),
      'POST /api/v1/order/orders': () => ({ status: 422, data: { code: 'slot_invalid', message: 'The selected slot is invalid.' } }),
    });
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The coupon code is invalid.')).toHaveAttribute('role', 'alert');
    await userEvent.click(await screen.findByRole('radio', { name: /Tahlia St/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Schedule for later' }));
    await userEvent.selectOptions(await screen.findByLabelText('Time'), '18:00');
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await userEvent.type(await screen.findByLabelText(/Human check/), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('The selected slot is invalid.')).toHaveAttribute('role', 'alert');
  });

  it('shows the api preview with points and wallet each on their own line', async () => {
    open({
      'POST /api/v1/order/checkout/preview': () => ({
        status: 200,
        data: { data: { ...preview, points_used: 50, points_discount: 5, wallet_discount: 20, amount_due: 60.1 } },
      }),
    });
    await fill();
    expect(await screen.findByText('Points discount (50 points)')).toBeInTheDocument();
    expect(screen.getByText('Wallet discount')).toBeInTheDocument();
    expect(screen.getByText('SAR 60.10')).toBeInTheDocument();
  });

  it('logs a guest in by mobile inside the checkout, keeping the cart', async () => {
    const store = testStore({ locale: 'en' });
    store.orderDraft.update({ cart_id: cart.cart_id, type: 'delivery', branch_id: 1, branch_name: 'Sufra - Olaya' });
    store.cart.restore({ cart });
    act(() => store.session.signOut());
    installFakeApi(store, {
      ...routes(),
      'POST /api/v1/user/auth/otp/send': () => ({ status: 200, data: { data: { resend_in: 60, expires_in: 300 } } }),
      'POST /api/v1/user/auth/otp/verify': () => ({
        status: 200,
        data: { data: { token: 't', is_new: false, customer: { ...guestCustomer() } } },
      }),
    });
    renderAt(<CheckoutPage />, '/en/checkout', store);
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in and continue' }));
    expect(await screen.findByRole('button', { name: 'Place the order' })).toBeInTheDocument();
    expect(store.cart.lines).toHaveLength(1);
    await waitFor(() => expect(store.session.isGuest).toBe(false));
  });
});

describe.each([
  ['en', '/en/checkout', 'Checking your session…', 'This part of the page is taking too long to load. Try again.', 'Try again'],
  ['ar', '/checkout', 'جارٍ التحقق من جلستك…', 'يستغرق تحميل هذا الجزء من الصفحة وقتًا طويلًا. أعد المحاولة.', 'أعد المحاولة'],
] as const)('checkout before the session was checked (%s)', (locale, path, checking, stalled, retry) => {
  afterEach(() => {
    setErrorReporter(null);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('offers to check again, and reports it, when the session check has not answered in 10 s', () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: unknown[] = [];
    setErrorReporter((_error, context) => reported.push(context));
    const store = testStore({ locale });
    jest.spyOn(store.cart, 'reopen').mockResolvedValue(undefined);
    const restore = jest.spyOn(store.session, 'restore').mockReturnValue(new Promise(() => undefined));
    renderAt(
      <Routes>
        <Route path={path} element={<CheckoutPage />} />
      </Routes>,
      path,
      store,
    );
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.getByRole('status')).toHaveTextContent(checking);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent(stalled);
    expect(reported).toEqual([{ kind: 'loading-stalled', what: 'session check' }]);
    act(() => screen.getByRole('button', { name: retry }).click());
    expect(restore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(checking);
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

function guestCustomer() {
  return {
    id: 1,
    avatar: null,
    customer_group_name: null,
    group_id: null,
    name: 'Sara',
    mobile: '551234567',
    email: null,
    gender: null,
    referral_code: null,
    birthDate: null,
    countryCode: 'SA',
    customer_addresses: [],
    vehicles: [],
  };
}
