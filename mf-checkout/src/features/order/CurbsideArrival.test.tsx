import { installFakeApi, renderAt, testCustomer, testStore, type FakeRoute } from '@storefront/shared/testing';
import type { Order } from '@storefront/shared/contracts';
import { Route, Routes } from '@storefront/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { order } from '../../testing/fixtures';
import { OrderPage } from './OrderPage';

const ARRIVED_AT = '2026-11-22T09:40:00.000Z';

/** Accepted, a pickup from Sara's car. */
const curbside: Order = {
  ...order,
  type: 'curbside',
  status: 'accepted',
  address: null,
  delivery_fee: 0,
  estimated_at: '2026-11-22T09:45:00.000Z',
  vehicle: { brand_name: 'Toyota', color_name: 'White', color_code: '#ffffff', plate_number: 'ABC 1234' },
};

const open = (locale: 'ar' | 'en', shown: Order, arrived?: FakeRoute) => {
  const store = testStore({ locale });
  store.session.signIn('token-1', testCustomer());
  const calls = installFakeApi(store, {
    'GET /api/v1/order/orders/7': () => ({ status: 200, data: { data: shown } }),
    ...(arrived ? { 'POST /api/v1/order/orders/7/arrived': arrived } : {}),
  });
  renderAt(
    <Routes>
      <Route path={locale === 'en' ? '/en/o/:id' : '/o/:id'} element={<OrderPage />} />
    </Routes>,
    locale === 'en' ? '/en/o/7' : '/o/7',
    store,
  );
  return calls;
};

describe.each([
  {
    locale: 'en' as const,
    button: 'I’ve arrived',
    told: 'The branch knows you’re outside',
    refused: 'You can tell the branch you have arrived once it has accepted your pickup from the car, until you collect it.',
  },
  {
    locale: 'ar' as const,
    button: 'وصلت',
    told: 'الفرع يعلم أنك في الخارج',
    refused: 'يمكنك إبلاغ الفرع بوصولك بعد أن يقبل طلب الاستلام من السيارة، وحتى تستلمه.',
  },
])('"I’ve arrived" on the order page in $locale', ({ locale, button, told, refused }) => {
  it('tells the branch once pressed, and says the branch knows instead of the button', async () => {
    const calls = open(locale, curbside, () => ({ status: 200, data: { data: { ...curbside, arrived_at: ARRIVED_AT } } }));
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(told)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: button })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/v1/order/orders/7/arrived']);
  });

  it('says the branch knows when the order read again carries the arrival (a reload), with no button', async () => {
    open(locale, { ...curbside, status: 'ready', arrived_at: ARRIVED_AT });
    expect(await screen.findByText(told)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: button })).toBeNull();
  });

  it('says why next to the button when the api refuses, and the button stays', async () => {
    open(locale, curbside, () => ({ status: 409, data: { code: 'order_arrival_not_allowed', message: 'refused' } }));
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(screen.getByRole('button', { name: button })).toBeVisible();
    expect(screen.queryByText(told)).toBeNull();
  });

  it.each([
    ['before the branch accepted it', { ...curbside, status: 'created' as const }],
    ['once it was collected', { ...curbside, status: 'delivered' as const, arrived_at: ARRIVED_AT }],
    ['for a pickup at the counter', { ...curbside, type: 'pickup' as const, vehicle: null }],
  ])('offers nothing %s', async (_when, shown) => {
    open(locale, shown);
    await screen.findByRole('heading', { name: locale === 'en' ? 'Order #1001' : 'الطلب رقم 1001' });
    expect(screen.queryByRole('button', { name: button })).toBeNull();
    expect(screen.queryByText(told)).toBeNull();
  });
});
