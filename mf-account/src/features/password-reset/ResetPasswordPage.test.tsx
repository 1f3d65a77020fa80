import { renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared';
import { ResetPasswordPage } from './ResetPasswordPage';

type Answer = { status: number; data: unknown };

const storeAnswering = (locale: 'ar' | 'en', answer: (url: string, body: Record<string, unknown>) => Answer) => {
  const store = testStore({ locale });
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
    <Route path="/account/reset-password" element={<ResetPasswordPage />} />
    <Route path="/en/account/reset-password" element={<ResetPasswordPage />} />
    <Route path="/account" element={<h1>صفحة الحساب</h1>} />
    <Route path="/en/account" element={<h1>Account page</h1>} />
  </Routes>
);

const SENT = { status: 200, data: { data: { sent: true } } };
const WRONG_CODE = { status: 422, data: { code: 'otp_incorrect', message: 'The verification code is incorrect.' } };
const SIGNED_IN = { status: 200, data: { data: { token: 'tok', is_new: false, customer: testCustomer({ name: 'سارة' }) } } };

describe('ResetPasswordPage', () => {
  beforeEach(() => localStorage.clear());

  it('asks for the e-mail, then the code and the new password twice, shows errors next to the fields and signs in', async () => {
    let tries = 0;
    const { store, calls } = storeAnswering('ar', (url) => {
      if (url.endsWith('/password/forgot')) return SENT;
      tries += 1;
      return tries === 1 ? WRONG_CODE : SIGNED_IN;
    });
    renderAt(page, '/account/reset-password', store);
    await userEvent.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'sara@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'أرسل الرمز' }));

    const code = await screen.findByRole('textbox', { name: 'الرمز من البريد' });
    await userEvent.type(code, '1234');
    await userEvent.type(screen.getByLabelText('كلمة المرور الجديدة'), 'short');
    await userEvent.type(screen.getByLabelText('أعد كتابة كلمة المرور الجديدة'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'احفظ كلمة المرور وسجّل الدخول' }));
    expect(await screen.findByLabelText('كلمة المرور الجديدة')).toHaveAccessibleDescription(/استخدم 8 أحرف على الأقل/);

    await userEvent.clear(screen.getByLabelText('كلمة المرور الجديدة'));
    await userEvent.type(screen.getByLabelText('كلمة المرور الجديدة'), 'a-long-secret');
    await userEvent.clear(screen.getByLabelText('أعد كتابة كلمة المرور الجديدة'));
    await userEvent.type(screen.getByLabelText('أعد كتابة كلمة المرور الجديدة'), 'a-long-secreT');
    await userEvent.click(screen.getByRole('button', { name: 'احفظ كلمة المرور وسجّل الدخول' }));
    expect(await screen.findByText('كلمتا المرور غير متطابقتين.')).toHaveAttribute('role', 'alert');
    expect(calls.filter((call) => call.url.endsWith('/password/reset'))).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('أعد كتابة كلمة المرور الجديدة'));
    await userEvent.type(screen.getByLabelText('أعد كتابة كلمة المرور الجديدة'), 'a-long-secret');
    await userEvent.click(screen.getByRole('button', { name: 'احفظ كلمة المرور وسجّل الدخول' }));
    expect(await screen.findByRole('textbox', { name: 'الرمز من البريد' })).toHaveAccessibleDescription(/رمز التحقق غير صحيح/);

    await userEvent.clear(screen.getByRole('textbox', { name: 'الرمز من البريد' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'الرمز من البريد' }), '٥٦٧٨');
    await userEvent.click(screen.getByRole('button', { name: 'احفظ كلمة المرور وسجّل الدخول' }));
    expect(await screen.findByRole('heading', { name: 'صفحة الحساب' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      url: '/api/v1/user/auth/password/reset',
      body: { email: 'sara@example.com', code: '5678', password: 'a-long-secret' },
    });
    expect(store.session.isGuest).toBe(false);
  });

  it('keeps the e-mail, the step and the code across a reload, never the passwords', async () => {
    const first = storeAnswering('en', () => SENT);
    const { unmount } = renderAt(page, '/en/account/reset-password', first.store);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'sara@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code from the e-mail' }), '1234');
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-secret');
    unmount();

    const second = storeAnswering('en', () => SENT);
    renderAt(page, '/en/account/reset-password', second.store);
    expect(await screen.findByRole('textbox', { name: 'Code from the e-mail' })).toHaveValue('1234');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByText(/If sara@example\.com has an account/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change the e-mail' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('sara@example.com');
  });
});
