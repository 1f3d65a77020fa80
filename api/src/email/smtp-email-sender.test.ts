import type { Locale } from '@storefront/shared/contracts';
import { saveSetting } from '../content/settings-repository';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import type { DemoTenant } from '../seed/demo-tenant';
import { startSilentSmtpServer, startSmtpStandIn, type SmtpStandIn } from '../testing/smtp-stand-in';
import { testDatabases } from '../testing/test-databases';
import { useTestDatabase } from '../testing/test-suite';
import type { RequestTenant } from '../tenancy/request-tenant';
import { EmailNotSentError } from './email-not-sent-error';
import { passwordResetEmail } from './password-reset-email';
import { SMTP_TIMEOUTS, smtpEmailSender, type SmtpTimeouts } from './smtp-email-sender';
import { welcomeEmail } from './welcome-email';

const USER = 'storefront@mail.example';
const PASSWORD = 'p@ss:word/with%odd chars';
const PLATFORM_FROM = 'no-reply@storefront.example';

describe.each(testDatabases())('the SMTP e-mail sender on $label', (database) => {
  const suite = useTestDatabase(database);
  let standIn: SmtpStandIn;
  beforeAll(async () => {
    standIn = await startSmtpStandIn({ user: USER, password: PASSWORD });
  });
  afterAll(() => standIn.close());
  afterEach(() => expect(standIn.unread()).toBe(0));

  const sender = (url = standIn.url, timeouts: SmtpTimeouts = SMTP_TIMEOUTS) =>
    smtpEmailSender(suite.db, { url, from: PLATFORM_FROM, timeouts });
  const tenantOf = async (demo: DemoTenant): Promise<RequestTenant> => {
    const [row] = await suite.db.query<{ id: number }>('SELECT id FROM tenants WHERE name = $1', [demo.name]);
    if (!row) throw new Error(`no tenant ${demo.name}`);
    return { id: row.id, name: demo.name, country: demo.country, default_language: demo.defaultLanguage, title: demo.title };
  };
  const notSent = async (sending: Promise<void>): Promise<EmailNotSentError> => {
    const error: unknown = await sending.then(
      () => null,
      (failure: unknown) => failure,
    );
    if (!(error instanceof EmailNotSentError)) throw new Error(`expected an EmailNotSentError, got ${String(error)}`);
    return error;
  };

  it.each([
    ['en', 'Sufra', 'Welcome to Sufra', /Hello Huda, your Sufra account is ready\.\s+Share your referral code RF2Q8K7M/, 'ltr'],
    ['ar', 'سفرة', 'أهلًا بك في سفرة', /مرحبًا Huda، تم إنشاء حسابك في سفرة\.\s+شارك رمز الإحالة RF2Q8K7M/, 'rtl'],
  ] as const)(
    'sends a welcome in %s after logging in with the URL’s user and password: from the tenant’s title at the platform’s address',
    async (locale, fromName, subject, text, dir) => {
      const sufra = await tenantOf(SUFRA);
      await sender().send(welcomeEmail(sufra, locale, 'huda@example.com', 'Huda', 'RF2Q8K7M'));
      const { user, envelope, mail } = await standIn.nextEmail();
      expect(user).toBe(USER);
      expect(envelope).toEqual({ from: PLATFORM_FROM, to: ['huda@example.com'] });
      expect(mail.from?.value).toEqual([{ name: fromName, address: PLATFORM_FROM }]);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : null).toEqual([{ name: '', address: 'huda@example.com' }]);
      expect(mail.subject).toBe(subject);
      expect(mail.headers.get('content-language')).toBe(locale);
      expect(mail.text).toMatch(text);
      expect(mail.html).toContain(`<html lang="${locale}" dir="${dir}">`);
      expect(mail.html).toMatch(text.source.includes('Hello') ? /<p>Hello Huda, your Sufra account is ready\.<\/p>/ : /<p>مرحبًا Huda/);
    },
  );

  it('encodes a subject that is not ASCII (RFC 2047) and a From name in Arabic', async () => {
    await sender().send(passwordResetEmail(await tenantOf(NILE), 'ar', 'mona.hassan@example.com', '4821', 15));
    const { mail } = await standIn.nextEmail();
    const rawSubject = mail.headerLines.find((line) => line.key === 'subject')?.line ?? '';
    expect(rawSubject).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/i);
    expect(rawSubject).toMatch(/^[ -~\r\n\t]+$/);
    expect(mail.subject).toBe('رمز إعادة تعيين كلمة المرور في مطبخ النيل');
    expect(mail.from?.value).toEqual([{ name: 'مطبخ النيل', address: PLATFORM_FROM }]);
    expect(mail.text).toContain('رمز إعادة تعيين كلمة المرور: 4821.');
  });

  it("comes from the tenant's own sender once it has set one; an empty setting is the default again", async () => {
    const nile = await tenantOf(NILE);
    await saveSetting(suite.db, nile.id, 'email.from_name', 'Nile "Kitchen" <orders>');
    await saveSetting(suite.db, nile.id, 'email.from_address', 'orders@nile.example');
    const reset = (locale: Locale) => passwordResetEmail(nile, locale, 'mona.hassan@example.com', '1234', 15);
    await sender().send(reset('en'));
    const own = await standIn.nextEmail();
    expect(own.mail.from?.value).toEqual([{ name: 'Nile "Kitchen" <orders>', address: 'orders@nile.example' }]);
    expect(own.envelope.from).toBe('orders@nile.example');
    expect(own.mail.subject).toBe('Your Nile Kitchen password reset code');
    expect(own.mail.text).toContain('Your password reset code is 1234.');

    await saveSetting(suite.db, nile.id, 'email.from_name', '');
    await saveSetting(suite.db, nile.id, 'email.from_address', '');
    await sender().send(reset('en'));
    expect((await standIn.nextEmail()).mail.from?.value).toEqual([{ name: 'Nile Kitchen', address: PLATFORM_FROM }]);
  });

  it('throws when the server answers 550 to the recipient, and nothing arrives', async () => {
    standIn.refuse('gone@example.com');
    const error = await notSent(sender().send(welcomeEmail(await tenantOf(SUFRA), 'en', 'gone@example.com', 'Gone', 'RF2Q8K7M')));
    expect(error).toMatchObject({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO', permanent: true });
    expect(error.message).toMatch(/^e-mail not sent \(EENVELOPE, RCPT TO\): .*550 No such user here/);
  });

  it('throws when the server refuses the login, and neither the password nor the code is in what is logged of it', async () => {
    const wrongUrl = standIn.url.replace(encodeURIComponent(PASSWORD), 'not-the-password');
    expect(wrongUrl).not.toBe(standIn.url);
    const error = await notSent(
      sender(wrongUrl).send(passwordResetEmail(await tenantOf(SUFRA), 'en', 'sara.qahtani@example.com', '7351', 15)),
    );
    expect(error).toMatchObject({ code: 'EAUTH', responseCode: 535, permanent: true });
    expect(error.message).toMatch(/^e-mail not sent \(EAUTH, AUTH PLAIN\): .*535/);
    const logged = JSON.stringify({ ...error, message: error.message, stack: error.stack });
    for (const secret of ['not-the-password', PASSWORD, encodeURIComponent(PASSWORD), '7351']) expect(logged).not.toContain(secret);
  });

  it('gives up on a server that never greets within the greeting timeout', async () => {
    const silent = await startSilentSmtpServer();
    try {
      const timeouts = { connection: 2_000, greeting: 300, socket: 2_000 };
      const started = performance.now();
      const error = await notSent(
        sender(silent.url, timeouts).send(welcomeEmail(await tenantOf(SUFRA), 'en', 'huda@example.com', 'Huda', 'X')),
      );
      const waited = performance.now() - started;
      expect(silent.connections()).toBe(1);
      expect(error).toMatchObject({ code: 'ETIMEDOUT', permanent: false });
      expect(error.message).toMatch(/^e-mail not sent \(ETIMEDOUT, GREETING_TIMEOUT\)/);
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(2_000);
    } finally {
      await silent.close();
    }
  });
});
