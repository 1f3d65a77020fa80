import { ACCOUNT_AUTH_PATHS } from '@storefront/shared/contracts';
import { AUTH_PATHS } from '@storefront/shared';
import { holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { loginOf } from './login-store';

const open = () => {
  const store = testStore({ locale: 'en' });
  void store.session.restore();
  return { store, api: holdApi(store), login: loginOf(store) };
};

describe('the login slice', () => {
  beforeEach(() => localStorage.clear());

  it('signs the customer of an accepted code in to the session', async () => {
    const { store, api, login } = open();
    const verifying = login.verifyCode({ country_code: 'SA', mobile: '551234567', code: '1234' });
    (await api.call('POST', AUTH_PATHS.otpVerify)).answer(200, {
      data: { token: 'tok', is_new: false, customer: testCustomer({ name: 'Sara' }) },
    });
    await verifying;
    expect(store.session).toMatchObject({ isGuest: false, token: 'tok' });
    expect(store.session.customer?.name).toBe('Sara');
  });

  it('leaves the visitor a guest when the e-mail login is refused', async () => {
    const { store, api, login } = open();
    const logging = login.loginByEmail({ email: 'sara@example.com', password: 'wrong-password' });
    (await api.call('POST', ACCOUNT_AUTH_PATHS.emailLogin)).answer(422, {
      code: 'wrong_password',
      message: 'The e-mail or the password is incorrect.',
    });
    await expect(logging).rejects.toThrow('The e-mail or the password is incorrect.');
    expect(store.session.isGuest).toBe(true);
  });
});
