import { ORDER_UPDATED_EVENT } from '@storefront/shared/contracts';
import { installFakeApi, renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared';
import { order } from '../../testing/fixtures';
import { TrackingPage } from './TrackingPage';

const step = (status: string, reached: boolean, at: string | null = null) => ({ status, reached, at });
const trackingOf = (status: 'created' | 'accepted' | 'delivered') => {
  const order_ = ['created', 'accepted', 'ready', 'outdelivery', 'delivered'];
  const index = order_.indexOf(status);
  return {
    id: 7,
    status,
    estimated_at: status === 'created' ? null : '2026-11-22T10:40:00.000Z',
    timeline: order_.slice(0, index + 1).map((s) => ({ status: s, at: '2026-11-22T10:00:00.000Z' })),
    steps: order_.map((s, i) => step(s, i <= index, i <= index ? '2026-11-22T10:00:00.000Z' : null)),
  };
};

const open = (routes: Parameters<typeof installFakeApi>[1]) => {
  const store = testStore({ locale: 'en' });
  store.session.signIn('token-1', testCustomer());
  const calls = installFakeApi(store, routes);
  renderAt(
    <Routes>
      <Route path="/en/order/:id/tracking" element={<TrackingPage />} />
    </Routes>,
    '/en/order/7/tracking',
    store,
  );
  return { store, calls };
};

describe('tracking', () => {
  it('follows order.updated while the page is open', async () => {
    let status: 'created' | 'accepted' = 'created';
    const { store } = open({ 'GET /api/v1/order/orders/7/tracking': () => ({ status: 200, data: { data: trackingOf(status) } }) });
    const timeline = await screen.findByRole('list', { name: 'Order progress' });
    expect(timeline.querySelector('[aria-current="step"]')).toHaveTextContent('Submitted');
    status = 'accepted';
    act(() => store.realtime.publish(ORDER_UPDATED_EVENT, { id: 8, status: 'accepted', estimated_at: null }));
    act(() => store.realtime.publish(ORDER_UPDATED_EVENT, { id: 7, status: 'accepted', estimated_at: '2026-11-22T10:40:00.000Z' }));
    expect(await screen.findByText(/Estimated time: 01:40 PM/)).toBeInTheDocument();
    expect(timeline.querySelector('[aria-current="step"]')).toHaveTextContent('In Kitchen');
  });

  it("says 'Tracking is not available.' where there is nothing to track", async () => {
    open({
      'GET /api/v1/order/orders/7/tracking': () => ({
        status: 422,
        data: { code: 'tracking_not_available', message: 'Tracking is not available.' },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tracking is not available.');
  });

  it('rates a delivered order, and says "Can\'t add rate." when refused', async () => {
    open({
      'GET /api/v1/order/orders/7/tracking': () => ({ status: 200, data: { data: trackingOf('delivered') } }),
      'GET /api/v1/order/orders/7': () => ({ status: 200, data: { data: { ...order, status: 'delivered' } } }),
      'POST /api/v1/order/orders/7/rating': () => ({ status: 422, data: { code: 'rating_failed', message: "Can't add rate." } }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Great');
    await userEvent.click(screen.getByRole('button', { name: 'Send the rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't add rate.");
  });
});
