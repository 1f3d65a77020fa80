import type { PaymentConfirm } from '@storefront/shared/contracts';
import { holdApi, testStore } from '@storefront/shared/testing';
import { reaction, when } from 'mobx';
import { withDeliveryCart, paymentSession } from '../../testing/fixtures';
import { paymentCheckOf } from './payment-check-store';

const session = paymentSession;
const answer = (changes: Partial<PaymentConfirm>) => ({
  session,
  order_id: 7,
  order_status: 'callcenter_pending',
  paid: false,
  message: null,
  code: null,
  ...changes,
});

const open = () => {
  const root = withDeliveryCart(testStore({ locale: 'en' }));
  localStorage.setItem('storefront.sufra.checkout', JSON.stringify({ notes: 'Ring twice' }));
  const api = holdApi(root);
  return { root, api, store: paymentCheckOf(root) };
};

describe('PaymentCheckStore', () => {
  beforeEach(() => localStorage.clear());

  it('verifies the session; a paid order forgets the cart and the checkout', async () => {
    const { root, store, api } = open();
    const stop = store.follow('ps_1');
    expect(store.outcome).toEqual({ kind: 'verifying' });
    const call = await api.nth(0);
    expect(call).toMatchObject({ method: 'POST', path: '/api/v1/payment/sessions/ps_1/confirm' });
    call.answer(200, { data: answer({ paid: true, order_status: 'created' }) });
    await when(() => store.outcome.kind !== 'verifying');
    expect(store.outcome).toEqual({ kind: 'paid', orderId: '7' });
    expect(root.cart.cart).toBeNull();
    expect(localStorage.getItem('storefront.sufra.checkout')).toBeNull();
    stop();
  });

  it('tells a failed, an expired and an unfinished payment apart, keeping the cart', async () => {
    const { root, store, api } = open();
    const stop = store.follow('ps_1');
    (await api.nth(0)).answer(200, { data: answer({ code: 'payment_session_expired', message: 'Expired.', payable: true }) });
    await when(() => store.outcome.kind !== 'verifying');
    expect(store.outcome).toMatchObject({ kind: 'expired', orderId: '7', payable: true, currency: 'SAR' });
    expect(root.cart.lines).toHaveLength(1);
    expect(localStorage.getItem('storefront.sufra.checkout')).not.toBeNull();
    void store.confirmation.reload();
    (await api.nth(1)).answer(200, { data: answer({ code: 'payment_session_expired', payable: false }) });
    await when(() => store.outcome.kind === 'failed');
    expect(store.outcome).toMatchObject({ code: 'payment_session_expired', payable: false });
    void store.confirmation.reload();
    (await api.nth(2)).answer(200, { data: answer({}) });
    await when(() => store.outcome.kind === 'pending');
    stop();
  });

  it('keeps the failure of the check', async () => {
    const { store, api } = open();
    const stop = store.follow('ps_1');
    (await api.nth(0)).fail();
    await when(() => store.outcome.kind === 'error');
    expect(store.outcome).toMatchObject({ kind: 'error', error: { status: null } });
    stop();
  });

  it('cancels the check when the page leaves, and never takes an answer of a session left behind', async () => {
    const { root, store, api } = open();
    const leave = store.follow('ps_1');
    const late = await api.nth(0);
    leave();
    expect(late.signal?.aborted).toBe(true);
    const landed: string[] = [];
    const recording = reaction(
      () => store.confirmation.value,
      (shown) => shown && landed.push(shown.session.id),
    );
    late.answer(200, { data: answer({ paid: true }) });
    const stop = store.follow('ps_2');
    (await api.nth(1)).answer(200, { data: answer({ session: { ...session, id: 'ps_2' }, code: 'payment_failed' }) });
    await when(() => store.outcome.kind === 'failed');
    expect(landed).toEqual(['ps_2']);
    expect(root.cart.lines).toHaveLength(1);
    recording();
    stop();
  });
});
