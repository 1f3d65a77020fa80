import { holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { when } from 'mobx';
import { redirectTo } from '../ui';
import { payOrderOf } from './pay-order-store';

jest.mock('../ui/redirect', () => ({ redirectTo: jest.fn() }));

const session = (id: string) => ({
  id,
  order_id: 7,
  provider: 'sandbox',
  method: 'hosted',
  status: 'pending',
  amount: 85.1,
  currency: 'SAR',
  redirect_url: `http://api.test/api/v1/payment/sandbox/${id}`,
  expires_at: '2026-11-22T10:30:00.000Z',
});

const open = () => {
  const root = testStore({ locale: 'en' });
  root.session.signIn('token-1', testCustomer());
  const api = holdApi(root);
  return { api, store: payOrderOf(root) };
};

describe('PayOrderStore', () => {
  beforeEach(() => jest.mocked(redirectTo).mockClear());

  it("asks the order's new payment session and goes to the provider's page", async () => {
    const { store, api } = open();
    const stop = store.follow('7');
    const call = await api.nth(0);
    expect(call).toMatchObject({ method: 'POST', path: '/api/v1/order/orders/7/pay' });
    call.answer(200, { data: session('ps_2') });
    await when(() => store.session.state === 'ready');
    expect(redirectTo).toHaveBeenCalledWith('http://api.test/api/v1/payment/sandbox/ps_2');
    stop();
  });

  it('keeps the refusal, and asks again on the next visit', async () => {
    const { store, api } = open();
    const leave = store.follow('7');
    (await api.nth(0)).answer(422, { code: 'order_already_paid', message: 'The order is already paid.' });
    await when(() => store.session.state === 'failed');
    expect(store.session.error).toMatchObject({ status: 422, code: 'order_already_paid' });
    leave();
    const stop = store.follow('7');
    (await api.nth(1)).answer(200, { data: session('ps_3') });
    await when(() => store.session.state === 'ready');
    expect(redirectTo).toHaveBeenCalledWith('http://api.test/api/v1/payment/sandbox/ps_3');
    stop();
  });

  it('cancels the call when the page leaves, and never goes to a session it no longer wants', async () => {
    const { store, api } = open();
    const leave = store.follow('7');
    const call = await api.nth(0);
    leave();
    expect(call.signal?.aborted).toBe(true);
    call.answer(200, { data: session('ps_late') });
    const stop = store.follow('8');
    (await api.nth(1)).answer(200, { data: { ...session('ps_8'), order_id: 8 } });
    await when(() => store.session.state === 'ready');
    expect(jest.mocked(redirectTo).mock.calls).toEqual([['http://api.test/api/v1/payment/sandbox/ps_8']]);
    stop();
  });
});
