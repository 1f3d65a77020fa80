import { testCustomer, testStore } from '@storefront/shared/testing';
import { when } from 'mobx';
import { callNumber, holdApi } from '../../testing/held-api';
import { redirectTo } from '../ui/redirect';
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
  const calls = holdApi(root);
  return { calls, store: payOrderOf(root) };
};

describe('PayOrderStore', () => {
  beforeEach(() => jest.mocked(redirectTo).mockClear());

  it("asks the order's new payment session and goes to the provider's page", async () => {
    const { store, calls } = open();
    const stop = store.follow('7');
    const call = await callNumber(calls, 1);
    expect(call.request).toMatchObject({ method: 'POST', path: '/api/v1/order/orders/7/pay' });
    call.answer(session('ps_2'));
    await when(() => store.session.state === 'ready');
    expect(redirectTo).toHaveBeenCalledWith('http://api.test/api/v1/payment/sandbox/ps_2');
    stop();
  });

  it('keeps the refusal, and asks again on the next visit', async () => {
    const { store, calls } = open();
    const leave = store.follow('7');
    (await callNumber(calls, 1)).answer({ code: 'order_already_paid', message: 'The order is already paid.' }, 422);
    await when(() => store.session.state === 'failed');
    expect(store.session.error).toMatchObject({ status: 422, code: 'order_already_paid' });
    leave();
    const stop = store.follow('7');
    (await callNumber(calls, 2)).answer(session('ps_3'));
    await when(() => store.session.state === 'ready');
    expect(redirectTo).toHaveBeenCalledWith('http://api.test/api/v1/payment/sandbox/ps_3');
    stop();
  });

  it('cancels the call when the page leaves, and never goes to a session it no longer wants', async () => {
    const { store, calls } = open();
    const leave = store.follow('7');
    const call = await callNumber(calls, 1);
    leave();
    expect(call.request.signal?.aborted).toBe(true);
    call.answer(session('ps_late'));
    const stop = store.follow('8');
    (await callNumber(calls, 2)).answer({ ...session('ps_8'), order_id: 8 });
    await when(() => store.session.state === 'ready');
    expect(jest.mocked(redirectTo).mock.calls).toEqual([['http://api.test/api/v1/payment/sandbox/ps_8']]);
    stop();
  });
});
