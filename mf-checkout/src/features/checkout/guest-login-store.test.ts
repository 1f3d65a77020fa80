import { holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { act } from '@testing-library/react';
import { guestLoginOf } from './guest-login-store';

const open = () => {
  const root = testStore({ locale: 'en' });
  act(() => root.session.signOut());
  const api = holdApi(root);
  return { root, api, store: guestLoginOf(root) };
};

describe('GuestLoginStore', () => {
  it('sends a code to the number, and logs the guest in with it', async () => {
    const { root, store, api } = open();
    const sending = store.send({ country_code: 'SA', mobile: '0551234567' });
    const send = await api.nth(0);
    expect(send).toMatchObject({ path: '/api/v1/user/auth/otp/send', body: { country_code: 'SA', mobile: '0551234567' } });
    send.answer(200, { data: { resend_in: 60, expires_in: 300 } });
    const sent = await sending;
    expect(sent).toEqual({ country_code: 'SA', mobile: '0551234567' });
    const verifying = store.verify(sent, '1234');
    const verify = await api.nth(1);
    expect(verify.body).toEqual({ country_code: 'SA', mobile: '0551234567', code: '1234' });
    verify.answer(200, { data: { token: 't', is_new: false, customer: testCustomer() } });
    await verifying;
    expect(root.session.isGuest).toBe(false);
  });

  it('throws the refusal of a wrong code, leaving the visitor a guest', async () => {
    const { root, store, api } = open();
    const verifying = store.verify({ country_code: 'SA', mobile: '0551234567' }, '0000');
    (await api.nth(0)).answer(422, { code: 'otp_invalid', message: 'The code is invalid.' });
    await expect(verifying).rejects.toMatchObject({ status: 422 });
    expect(root.session.isGuest).toBe(true);
  });
});
