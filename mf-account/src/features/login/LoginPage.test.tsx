import { renderAt, testCustomer, testStore } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared';
import { LoginPage } from './LoginPage';

type Answer = { status: number; data: unknown };

const storeAnswering = (answer: (url: string, body: Record<string, unknown>) => Answer, locale: 'ar' | 'en' = 'en') => {
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
    <Route path="/account/login" element={<LoginPage />} />
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
        : { status: 422, data: { code: 'otp_incorrect', message: 'The verification code is incorrect.' } };
    });
    renderAt(page, `/en/account/login?return=${encodeURIComponent('/en/checkout')}`, store);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '٠٥٥١٢٣٤٥٦٧');
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

  it.each([
    ['en', '/en/account/login', 'Mobile number', 'Send the code', 'The code could not be sent, please try again.'],
    ['ar', '/account/login', 'رقم الجوال', 'أرسل الرمز', 'تعذر إرسال الرمز، يرجى المحاولة مرة أخرى.'],
  ] as const)(
    'by mobile (%s): a code the SMS provider did not take is told next to the number, and the number stays to try again',
    async (locale, path, mobileLabel, sendLabel, notSent) => {
      let refuse = true;
      const { store, calls } = storeAnswering(
        () =>
          refuse
            ? { status: 502, data: { code: 'otp_not_sent', message: 'The code could not be sent, please try again.' } }
            : { status: 200, data: { data: { resend_in: 60, expires_in: 300 } } },
        locale,
      );
      renderAt(page, path, store);
      const mobile = await screen.findByRole('textbox', { name: mobileLabel });
      await userEvent.type(mobile, '0551234567');
      await userEvent.click(screen.getByRole('button', { name: sendLabel }));
      expect(await screen.findByRole('alert')).toHaveTextContent(notSent);
      expect(mobile).toHaveAccessibleDescription(notSent);
      expect(mobile).toHaveAttribute('aria-invalid', 'true');
      expect(mobile).toHaveValue('0551234567');

      refuse = false;
      await userEvent.click(screen.getByRole('button', { name: sendLabel }));
      expect(await screen.findByRole('timer')).toBeInTheDocument();
      expect(calls).toHaveLength(2);
    },
  );

  it('by e-mail: a refusal keeps the e-mail typed; a return to another site is ignored', async () => {
    const { store } = storeAnswering((_url, body) =>
      body.password === 'right-password'
        ? { status: 200, data: { data: { token: 'tok', is_new: false, customer: testCustomer() } } }
        : { status: 422, data: { code: 'wrong_password', message: 'The e-mail or the password is incorrect.' } },
    );
    renderAt(page, `/en/account/login?return=${encodeURIComponent('//evil.example/x')}`, store);
    await userEvent.click(screen.getByRole('tab', { name: 'E-mail and password' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'sara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or the password is incorrect.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('sara@example.com');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
  });

  const challenge = {
    kind: 'sum',
    provider: 'sandbox',
    sandbox: true,
    key: 'k1',
    question: { ar: 'كم يساوي 3 + 4؟', en: 'What is 3 + 4?' },
  };
  const askedForHumanCheck = {
    status: 428,
    data: { code: 'human_check_required', message: 'Please complete the human check.', human_check_required: true },
  };

  it('by mobile: when the api asks for the human check, shows its question and sends the answer with the next try', async () => {
    const { calls, store } = storeAnswering((url, body) => {
      if (url.endsWith('/human-check')) return { status: 200, data: { data: challenge } };
      if (url.endsWith('/otp/send'))
        return body.human_check ? { status: 200, data: { data: { resend_in: 60, expires_in: 300 } } } : askedForHumanCheck;
      return { status: 200, data: { data: { token: 'tok', is_new: false, customer: testCustomer() } } };
    });
    renderAt(page, '/en/account/login', store);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '0551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    const answer = await screen.findByRole('textbox', { name: 'Human check: What is 3 + 4?' });
    expect(screen.getByText('Please answer the human check, then try again.')).toBeInTheDocument();
    await userEvent.type(answer, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('We sent a 4-digit code to \u2066+966 551234567\u2069.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      url: '/api/v1/user/auth/otp/send',
      body: { country_code: 'SA', mobile: '551234567', human_check: { key: 'k1', answer: '7' } },
    });
  });

  it('by e-mail: after failures, the human check shows and a wrong answer asks again', async () => {
    const { calls, store } = storeAnswering((url, body) => {
      if (url.endsWith('/human-check')) return { status: 200, data: { data: challenge } };
      const sent = body.human_check as { answer: string } | undefined;
      if (!sent) return askedForHumanCheck;
      if (sent.answer !== '7')
        return { status: 428, data: { ...askedForHumanCheck.data, errors: { human_check: ['validation.humanCheck'] } } };
      return { status: 200, data: { data: { token: 'tok', is_new: false, customer: testCustomer() } } };
    });
    renderAt(page, '/en/account/login', store);
    await userEvent.click(screen.getByRole('tab', { name: 'E-mail and password' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'sara@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Human check: What is 3 + 4?' }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong Data, Please complete the human validation')).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Human check: What is 3 + 4?' }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/human-check'))).toHaveLength(2);
  });
});
