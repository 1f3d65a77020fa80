import { renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from './LoginPage';

type Answer = { status: number; data: unknown };

const storeAnswering = (answer: (url: string, body: Record<string, unknown>) => Answer) => {
  const store = testStore({ locale: 'en' });
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  store.api.transport = async ({ path, body: sent }) => {
    const body = (sent ?? {}) as Record<string, unknown>;
    calls.push({ url: path, body });
    return answer(path, body);
  };
  void store.session.restore();
  return { store, calls };
};

const page = (
  <Routes>
    <Route path="/en/account/login" element={<LoginPage />} />
    <Route path="/en/checkout" element={<h1>Checkout page</h1>} />
    <Route path="/en/account" element={<h1>Account page</h1>} />
  </Routes>
);

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());

  it('by mobile: sends the normalized number, explains a wrong code next to the field, then returns to the page that sent the guest', async () => {
    const { store, calls } = storeAnswering((url, body) => {
      if (url.endsWith('/otp/send')) return { status: 200, data: { data: { resend_in: 60, expires_in: 300 } } };
      return body.code === '1234'
        ? { status: 200, data: { data: { token: 'tok', is_new: false, customer: testCustomer() } } }
        : { status: 422, data: { message: 'The verification code is incorrect.' } };
    });
    renderAt(page, `/en/account/login?return=${encodeURIComponent('/en/checkout')}`, store);
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '٠٥٥١٢٣٤٥٦٧');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('We sent a 4-digit code to \u2066+966 551234567\u2069.')).toBeInTheDocument();
    expect(calls[0]).toEqual({ url: '/api/v1/user/auth/otp/send', body: { country_code: 'SA', mobile: '551234567' } });
    expect(screen.getByRole('timer')).toHaveTextContent('You can ask for a new code in 60 s.');

    await userEvent.type(screen.getByLabelText('Verification code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the 4-digit code')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '39');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is incorrect.');
    expect(screen.getByLabelText('Verification code')).toHaveValue('1239');

    await userEvent.clear(screen.getByLabelText('Verification code'));
    await userEvent.type(screen.getByLabelText('Verification code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(store.session).toMatchObject({ isGuest: false, token: 'tok' });
  });

  it('by e-mail: a refusal keeps the e-mail typed; a return to another site is ignored', async () => {
    const { store } = storeAnswering((_url, body) =>
      body.password === 'right-password'
        ? { status: 200, data: { data: { token: 'tok', is_new: false, customer: testCustomer() } } }
        : { status: 422, data: { message: 'The e-mail or the password is incorrect.' } },
    );
    renderAt(page, `/en/account/login?return=${encodeURIComponent('//evil.example/x')}`, store);
    await userEvent.click(screen.getByRole('tab', { name: 'E-mail and password' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'sara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or the password is incorrect.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('sara@example.com');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
  });
});
