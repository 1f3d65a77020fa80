import { MOBILE_CHANGE_PATHS } from '@storefront/shared/contracts';
import { installFakeApi, renderAt, testCustomer, testStore, type FakeRoute } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileSection } from './MobileSection';

const TAKEN = 'This mobile number belongs to another account.';
const SENT = { status: 200, data: { data: { resend_in: 60, expires_in: 300 } } };

/** A logged-in customer (+966 551234567) on the section, the api answering the two calls as given. */
const open = (locale: 'ar' | 'en', answers: { send?: FakeRoute; verify?: FakeRoute }) => {
  const store = testStore({ locale });
  const calls = installFakeApi(store, {
    [`POST ${MOBILE_CHANGE_PATHS.sendCode}`]: answers.send ?? (() => SENT),
    [`POST ${MOBILE_CHANGE_PATHS.verify}`]: answers.verify ?? (() => ({ status: 500, data: { code: 'internal_error', message: 'boom' } })),
  });
  store.session.signIn('token', testCustomer());
  renderAt(<MobileSection />, locale === 'ar' ? '/account' : '/en/account', store);
  return { store, calls };
};

describe('changing the mobile number', () => {
  it('in Arabic: the number by the country rules, a taken number and a wrong code explained, then the new number shown', async () => {
    const { store, calls } = open('ar', {
      send: ({ body }) =>
        (body as { mobile: string }).mobile === '559876543'
          ? { status: 409, data: { code: 'mobile_taken', message: TAKEN, errors: { mobile: [TAKEN] } } }
          : SENT,
      verify: ({ body }) =>
        (body as { code: string }).code === '4321'
          ? { status: 200, data: { data: testCustomer({ mobile: '557654321' }) } }
          : { status: 422, data: { code: 'otp_incorrect', message: 'The verification code is incorrect.' } },
    });
    const current = screen.getByRole('textbox', { name: 'رقم الجوال' });
    expect(current).toHaveValue('+966 551234567');
    expect(current).toHaveAccessibleDescription('رقم جوالك هو وسيلة الدخول. لتغييره نرسل رمزًا إلى الرقم الجديد.');

    await userEvent.click(screen.getByRole('button', { name: 'تغيير رقم الجوال' }));
    const number = screen.getByRole('textbox', { name: 'رقم الجوال الجديد' });
    await waitFor(() => expect(number).toHaveFocus());
    await userEvent.type(number, '123');
    await userEvent.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    expect(number).toHaveAccessibleDescription('أدخل رقم جوال صحيحًا للدولة المختارة');
    expect(calls).toHaveLength(0);

    await userEvent.clear(number);
    await userEvent.type(number, '0559876543');
    await userEvent.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    expect(await screen.findByText('رقم الجوال هذا مسجّل لحساب آخر.')).toBeInTheDocument();
    expect(number).toHaveAccessibleDescription('رقم الجوال هذا مسجّل لحساب آخر.');
    expect(number).toHaveValue('0559876543');

    await userEvent.clear(number);
    await userEvent.type(number, '٠٥٥٧٦٥٤٣٢١');
    await userEvent.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    expect(await screen.findByText('أدخل الرمز الذي أرسلناه إلى \u2066+966 557654321\u2069.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ country_code: 'SA', mobile: '557654321' });
    const code = screen.getByRole('textbox', { name: 'رمز التحقق' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('timer')).toHaveTextContent(/^يمكنك طلب رمز جديد بعد (5\d|60) ثانية\.$/);

    await userEvent.type(code, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'تأكيد الرقم الجديد' }));
    expect(await screen.findByText('رمز التحقق غير صحيح.')).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription('رمز التحقق غير صحيح.');
    expect(code).toHaveValue('1234');

    await userEvent.clear(code);
    await userEvent.type(code, '٤٣٢١');
    await userEvent.click(screen.getByRole('button', { name: 'تأكيد الرقم الجديد' }));
    expect(await screen.findByRole('status')).toHaveTextContent('رقم جوالك الآن \u2066+966 557654321\u2069.');
    expect(screen.getByRole('textbox', { name: 'رقم الجوال' })).toHaveValue('+966 557654321');
    expect(store.session.customer?.mobile).toBe('557654321');
    expect(calls.at(-1)?.body).toEqual({ country_code: 'SA', mobile: '557654321', code: '4321' });
    expect(screen.getByRole('button', { name: 'تغيير رقم الجوال' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'رمز التحقق' })).toBeNull();
  });

  it('in English: back on the same number the code already sent is used again; a refused send is an alert and keeps the number', async () => {
    let sends = 0;
    const { calls } = open('en', {
      send: () => {
        sends += 1;
        return sends === 1
          ? SENT
          : { status: 429, data: { code: 'otp_resend_too_soon', message: 'Please wait before asking for a new code.', resend_in: 40 } };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Change mobile number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New mobile number' }), '557654321');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change the number' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New mobile number' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'New mobile number' })).toHaveValue('557654321');

    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter the code we sent to \u2066+966 557654321\u2069.')).toBeInTheDocument();
    expect(sends).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Change the number' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'New mobile number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New mobile number' }), '557654322');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait before asking for a new code.');
    expect(screen.getByRole('textbox', { name: 'New mobile number' })).toHaveValue('557654322');
    expect(calls.map((call) => (call.body as { mobile: string }).mobile)).toEqual(['557654321', '557654322']);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Change mobile number' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'New mobile number' })).toBeNull();
  });

  it('a number taken while the code was on its way sends the customer back to the number, the refusal next to it', async () => {
    open('en', { verify: () => ({ status: 409, data: { code: 'mobile_taken', message: TAKEN, errors: { mobile: [TAKEN] } } }) });
    await userEvent.click(screen.getByRole('button', { name: 'Change mobile number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New mobile number' }), '557654321');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Verification code' }), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the new number' }));
    const number = await screen.findByRole('textbox', { name: 'New mobile number' });
    expect(number).toHaveAccessibleDescription(TAKEN);
    expect(number).toHaveValue('557654321');
    await waitFor(() => expect(number).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('+966 551234567');
  });
});
