import {
  ACCOUNT_AUTH_PATHS,
  AUTH_PATHS,
  HEADERS,
  OPERATOR_KEY_HEADER,
  OPERATOR_SETTINGS_PATH,
  PASSWORD_RESET_PATHS,
  accountLoginResponseSchema,
  type Locale,
} from '@storefront/shared/contracts';
import { DEMO_PASSWORD } from '../seed/accounts/demo-accounts';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import type { DemoTenant } from '../seed/demo-tenant';
import { latestOutboxCode } from '../testing/customer-login';
import { startSmtpStandIn, type ReceivedEmail, type SmtpStandIn } from '../testing/smtp-stand-in';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const PLATFORM_FROM = 'no-reply@storefront.example';
const SARA_EMAIL = 'sara.qahtani@example.com';

describe.each(testDatabases())('the welcome and reset e-mails through SMTP on $label', (database) => {
  const clock = createTestClock('2025-03-01T09:00:00Z');
  let standIn: SmtpStandIn;
  beforeAll(async () => {
    standIn = await startSmtpStandIn({ user: 'storefront', password: 'smtp-secret' });
  });
  afterAll(() => standIn.close());
  const suite = useTestApi(database, () => ({
    clock: clock.now,
    devOutbox: true,
    emailProvider: 'smtp',
    emailSettings: { smtp: { url: standIn.url, from: PLATFORM_FROM, timeouts: { connection: 2_000, greeting: 2_000, socket: 2_000 } } },
  }));
  beforeEach(() => clock.advance(2 * 60 * 60_000));
  afterEach(() => expect(standIn.unread()).toBe(0));

  const post = (tenant: DemoTenant, path: string, body: unknown, locale: Locale | null) =>
    call(suite.api, path, {
      method: 'POST',
      headers: { ...storefrontHeaders(tenant), 'content-type': 'application/json', ...(locale ? { [HEADERS.localization]: locale } : {}) },
      body: JSON.stringify(body),
    });
  const setSetting = (tenant: DemoTenant, key: string, value: string) =>
    call(suite.api, OPERATOR_SETTINGS_PATH, {
      method: 'PUT',
      headers: { [HEADERS.tenant]: tenant.name, [OPERATOR_KEY_HEADER]: tenant.operatorKey, 'content-type': 'application/json' },
      body: JSON.stringify({ key, value }),
    });
  const signUp = async (mobile: string, email: string, locale: Locale) => {
    expect((await post(SUFRA, AUTH_PATHS.otpSend, { country_code: 'SA', mobile }, locale)).status).toBe(200);
    const form = {
      name: 'Huda',
      email,
      password: 'a-long-secret',
      country_code: 'SA',
      mobile,
      gender: '',
      birth_date: '',
      referral_code: '',
    };
    return post(SUFRA, ACCOUNT_AUTH_PATHS.signup, { ...form, code: await latestOutboxCode(suite.api, SUFRA) }, locale);
  };
  const codeIn = ({ mail }: ReceivedEmail): string => {
    const code = /(\d{4})\./.exec(mail.text ?? '')?.[1];
    if (!code) throw new Error(`no code in ${mail.text}`);
    return code;
  };

  it("welcomes in the page's language, from the sender the restaurant set through the operator settings", async () => {
    expect((await setSetting(SUFRA, 'email.from_name', 'Sufra Orders')).status).toBe(200);
    expect((await setSetting(SUFRA, 'email.from_address', 'orders@sufra.example')).status).toBe(200);
    try {
      const english = await signUp('553330001', 'huda.en@example.com', 'en');
      expect(english.status).toBe(201);
      const referral = accountLoginResponseSchema.parse(english.body).data.customer.referral_code ?? '';
      const inEnglish = await standIn.nextEmail();
      expect(inEnglish.envelope).toEqual({ from: 'orders@sufra.example', to: ['huda.en@example.com'] });
      expect(inEnglish.mail.from?.value).toEqual([{ name: 'Sufra Orders', address: 'orders@sufra.example' }]);
      expect(inEnglish.mail.subject).toBe('Welcome to Sufra');
      expect(inEnglish.mail.headers.get('content-language')).toBe('en');
      expect(inEnglish.mail.text).toContain(`Share your referral code ${referral} with your friends.`);
      expect(inEnglish.mail.html).toContain('dir="ltr"');

      expect((await signUp('553330002', 'huda.ar@example.com', 'ar')).status).toBe(201);
      const inArabic = await standIn.nextEmail();
      expect(inArabic.mail.to && !Array.isArray(inArabic.mail.to) ? inArabic.mail.to.text : '').toBe('huda.ar@example.com');
      expect(inArabic.mail.from?.value).toEqual([{ name: 'Sufra Orders', address: 'orders@sufra.example' }]);
      expect(inArabic.mail.subject).toBe('أهلًا بك في سفرة');
      expect(inArabic.mail.headers.get('content-language')).toBe('ar');
      expect(inArabic.mail.text).toMatch(/^مرحبًا Huda، تم إنشاء حسابك في سفرة\./);
      expect(inArabic.mail.html).toContain('<html lang="ar" dir="rtl">');
    } finally {
      await setSetting(SUFRA, 'email.from_name', '');
      await setSetting(SUFRA, 'email.from_address', '');
    }
  });

  it("mails a reset code in the page's language (the site's without one) that sets the new password", async () => {
    expect((await post(SUFRA, PASSWORD_RESET_PATHS.request, { email: SARA_EMAIL }, 'en')).status).toBe(200);
    const english = await standIn.nextEmail();
    expect(english.envelope.to).toEqual([SARA_EMAIL]);
    expect(english.mail.from?.value).toEqual([{ name: 'Sufra', address: PLATFORM_FROM }]);
    expect(english.mail.subject).toBe('Your Sufra password reset code');
    expect(english.mail.headers.get('content-language')).toBe('en');
    const reset = await post(
      SUFRA,
      PASSWORD_RESET_PATHS.reset,
      { email: SARA_EMAIL, code: codeIn(english), password: 'a-brand-new-secret' },
      'en',
    );
    expect(reset.status).toBe(200);

    clock.advance(60_000);
    expect((await post(SUFRA, PASSWORD_RESET_PATHS.request, { email: SARA_EMAIL }, null)).status).toBe(200);
    const arabic = await standIn.nextEmail();
    expect(arabic.mail.from?.value).toEqual([{ name: 'سفرة', address: PLATFORM_FROM }]);
    expect(arabic.mail.subject).toBe('رمز إعادة تعيين كلمة المرور في سفرة');
    expect(arabic.mail.headers.get('content-language')).toBe('ar');
    expect(arabic.mail.html).toContain('dir="rtl"');
    // Sara's demo password comes back, so the other tests can log her in.
    expect(
      (await post(SUFRA, PASSWORD_RESET_PATHS.reset, { email: SARA_EMAIL, code: codeIn(arabic), password: DEMO_PASSWORD }, null)).status,
    ).toBe(200);
  });

  it('answers a reset request before its mail is sent: the same answer, as fast, whether or not the e-mail has an account', async () => {
    const release = standIn.hold();
    const forgot = await post(SUFRA, PASSWORD_RESET_PATHS.request, { email: SARA_EMAIL }, 'en');
    expect(forgot).toMatchObject({ status: 200, body: { data: { sent: true } } });
    expect(standIn.unread()).toBe(0);
    release();
    const mail = await standIn.nextEmail();
    expect(mail.envelope.to).toEqual([SARA_EMAIL]);
    await suite.api.app.background.settled();
    // The send was still on its way, not given up: its code sets the password (Sara's demo one again).
    const reset = await post(SUFRA, PASSWORD_RESET_PATHS.reset, { email: SARA_EMAIL, code: codeIn(mail), password: DEMO_PASSWORD }, 'en');
    expect(reset.status).toBe(200);
  });

  it('keeps the signup and the same forgot answer when the server refuses the recipient; the unsent reset code is not kept', async () => {
    standIn.refuse('refused@example.com');
    expect((await signUp('553330003', 'refused@example.com', 'en')).status).toBe(201);
    standIn.refuse('mona.hassan@example.com');
    const forgot = await post(NILE, PASSWORD_RESET_PATHS.request, { email: 'mona.hassan@example.com' }, 'ar');
    expect(forgot).toMatchObject({ status: 200, body: { data: { sent: true } } });
    // The mail goes after the answer: once it was refused, the code is gone.
    await suite.api.app.background.settled();
    const codes = await suite.db.query("SELECT 1 FROM password_reset_codes WHERE email = 'mona.hassan@example.com'");
    expect(codes).toHaveLength(0);
  });
});
