import {
  ACCOUNT_AUTH_PATHS,
  AUTH_PATHS,
  DEV_OUTBOX_PATH,
  HEADERS,
  PASSWORD_RESET_PATHS,
  devOutboxResponseSchema,
  type Locale,
} from '@storefront/shared/contracts';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import type { DemoTenant } from '../seed/demo-tenant';
import { latestOutboxCode } from '../testing/customer-login';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

const ARABIC = /[\u0600-\u06FF]/;

describe.each(testDatabases())('codes sent in the language the customer uses on $label', (database) => {
  const clock = createTestClock('2025-03-01T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });

  const post = (tenant: DemoTenant, path: string, body: unknown, locale: Locale | null) =>
    call(suite.api, path, {
      method: 'POST',
      headers: { ...storefrontHeaders(tenant), 'content-type': 'application/json', ...(locale ? { [HEADERS.localization]: locale } : {}) },
      body: JSON.stringify(body),
    });
  const lastTextTo = async (tenant: DemoTenant, to: string) => {
    const outbox = devOutboxResponseSchema.parse((await call(suite.api, DEV_OUTBOX_PATH, { headers: storefrontHeaders(tenant) })).body);
    const message = outbox.data.find((entry) => entry.to === to);
    if (!message) throw new Error(`nothing sent to ${to}`);
    return message.text;
  };

  it.each([
    ['en', 'sufra', '551239001', '+966551239001', false],
    ['ar', 'sufra', '551239002', '+966551239002', true],
    ['ar', 'nile', '01012349003', '+201012349003', true],
    ['en', 'nile', '01012349004', '+201012349004', false],
  ] as const)('a login code asked from a page in %s of %s is written in it', async (locale, name, mobile, to, arabic) => {
    const tenant = name === 'sufra' ? SUFRA : NILE;
    const country_code = name === 'sufra' ? 'SA' : 'EG';
    expect((await post(tenant, AUTH_PATHS.otpSend, { country_code, mobile }, locale)).status).toBe(200);
    expect(ARABIC.test(await lastTextTo(tenant, to))).toBe(arabic);
  });

  it('a reset code asked from an English page of an Arabic site is written in English; without a language, in the site’s', async () => {
    const email = 'sara.qahtani@example.com';
    expect((await post(SUFRA, PASSWORD_RESET_PATHS.request, { email }, 'en')).status).toBe(200);
    // The mail goes after the answer.
    await suite.api.app.background.settled();
    expect(await lastTextTo(SUFRA, email)).toMatch(/Your password reset code is \d+\./);
    clock.advance(60_000);
    expect((await post(SUFRA, PASSWORD_RESET_PATHS.request, { email }, null)).status).toBe(200);
    await suite.api.app.background.settled();
    expect(ARABIC.test(await lastTextTo(SUFRA, email))).toBe(true);
  });

  it.each([
    ['en', '551239005', 'welcome.en@example.com', false],
    ['ar', '551239006', 'welcome.ar@example.com', true],
  ] as const)(
    'a welcome e-mail of a signup from a page in %s of an Arabic site is written in it',
    async (locale, mobile, email, arabic) => {
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
      const signup = await post(SUFRA, ACCOUNT_AUTH_PATHS.signup, { ...form, code: await latestOutboxCode(suite.api, SUFRA) }, locale);
      expect(signup.status).toBe(201);
      expect(ARABIC.test(await lastTextTo(SUFRA, email))).toBe(arabic);
    },
  );
});
