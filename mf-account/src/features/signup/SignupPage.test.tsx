import { renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared';
import { SignupPage } from './SignupPage';

type Answer = { status: number; data: unknown };

const storeAnswering = (answer: (url: string, body: Record<string, unknown>) => Answer) => {
  const store = testStore({ locale: 'ar' });
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
    <Route path="/account/signup" element={<SignupPage />} />
    <Route path="/account" element={<h1>صفحة الحساب</h1>} />
  </Routes>
);

const EMAIL_TAKEN = 'This e-mail already has an account. Log in instead.';

describe('SignupPage', () => {
  beforeEach(() => localStorage.clear());

  it('back on the form after the api refused the e-mail, the code already sent is used again instead of asking for another too soon', async () => {
    const { store, calls } = storeAnswering((url, body) => {
      if (url.endsWith('/otp/send')) return { status: 200, data: { data: { resend_in: 60, expires_in: 300 } } };
      if (body.email === 'sara@example.com')
        return { status: 409, data: { code: 'email_has_account', message: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } } };
      return { status: 201, data: { data: { token: 'tok', is_new: true, customer: testCustomer({ name: 'نورة' }) } } };
    });
    renderAt(page, '/account/signup', store);
    await userEvent.type(screen.getByRole('textbox', { name: 'الاسم' }), 'نورة');
    await userEvent.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'sara@example.com');
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'a-long-secret');
    await userEvent.type(screen.getByRole('textbox', { name: 'رقم الجوال' }), '0551234567');
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    await userEvent.type(await screen.findByLabelText('رمز التحقق'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'أنشئ حسابي' }));

    const email = await screen.findByRole('textbox', { name: 'البريد الإلكتروني' });
    expect(email).toHaveAccessibleDescription('لهذا البريد حساب بالفعل. سجّل الدخول.');
    await userEvent.clear(email);
    await userEvent.type(email, 'noura@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^يمكنك طلب رمز جديد بعد (5\d|60) ثانية\.$/);
    expect(calls.filter((call) => call.url.endsWith('/otp/send'))).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('رمز التحقق'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'أنشئ حسابي' }));
    expect(await screen.findByRole('heading', { name: 'صفحة الحساب' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      url: '/api/v1/user/auth/register',
      body: { email: 'noura@example.com', mobile: '551234567', code: '1234' },
    });
  });

  it('another number gets a new code', async () => {
    const { store, calls } = storeAnswering(() => ({ status: 200, data: { data: { resend_in: 60, expires_in: 300 } } }));
    renderAt(page, '/account/signup', store);
    await userEvent.type(screen.getByRole('textbox', { name: 'الاسم' }), 'نورة');
    await userEvent.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'noura@example.com');
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'a-long-secret');
    await userEvent.type(screen.getByRole('textbox', { name: 'رقم الجوال' }), '551234567');
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    await userEvent.click(await screen.findByRole('button', { name: 'تغيير الرقم' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'رقم الجوال' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'رقم الجوال' }), '551234568');
    await userEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(await screen.findByText('للتأكد من أن الرقم لك، أدخل الرمز الذي أرسلناه إلى \u2066+966 551234568\u2069.')).toBeInTheDocument();
    expect(calls.map((call) => call.body['mobile'])).toEqual(['551234567', '551234568']);
  });
});
