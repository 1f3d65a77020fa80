import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { freshSaudiMobile, latestCodeFor, sessionOnPage } from '../support/accounts';
import { apiCall, loginByEmail } from '../support/api';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

const TEXTS = {
  en: {
    prefix: '/en',
    byEmail: 'E-mail and password',
    forgot: 'Forgot password?',
    heading: 'Reset your password',
    email: 'E-mail',
    sendCode: 'Send the code',
    code: 'Code from the e-mail',
    password: 'New password',
    confirm: 'Repeat the new password',
    mismatch: 'The two passwords are not the same.',
    save: 'Set the password and log in',
    everywhere: 'Sign out on every device',
    wallet: 'My wallet',
    logIn: 'Log in',
    login: 'Login',
  },
  ar: {
    prefix: '',
    byEmail: 'البريد الإلكتروني وكلمة المرور',
    forgot: 'نسيت كلمة المرور؟',
    heading: 'إعادة تعيين كلمة المرور',
    email: 'البريد الإلكتروني',
    sendCode: 'أرسل الرمز',
    code: 'الرمز من البريد',
    password: 'كلمة المرور الجديدة',
    confirm: 'أعد كتابة كلمة المرور الجديدة',
    mismatch: 'كلمتا المرور غير متطابقتين.',
    save: 'احفظ كلمة المرور وسجّل الدخول',
    everywhere: 'إنهاء الجلسة على جميع الأجهزة',
    wallet: 'محفظتي',
    logIn: 'تسجيل الدخول',
    login: 'تسجيل الدخول',
  },
} as const;

const OLD_PASSWORD = 'the-old-secret-1';
const NEW_PASSWORD = 'the-new-secret-2';

/** A new customer of sufra with an e-mail and a password, signed up through the api (the code of the outbox). */
const signedUpCustomer = async (): Promise<string> => {
  const mobile = freshSaudiMobile();
  const sent = await apiCall('sufra', '/api/v1/user/auth/otp/send', { method: 'POST', body: { country_code: 'SA', mobile } });
  expect(sent.status).toBe(200);
  const email = `reset-${mobile}@example.com`;
  const body = { name: 'Reem', email, password: OLD_PASSWORD, country_code: 'SA', mobile, code: await latestCodeFor('sufra', mobile) };
  expect((await apiCall('sufra', '/api/v1/user/auth/register', { method: 'POST', body })).status).toBe(201);
  return email;
};

for (const locale of ['ar', 'en'] as const) {
  const t = TEXTS[locale];
  for (const width of [412, 1280] as const) {
    test(`${locale} at ${width} px: forgot password → code from the e-mail → new password → signed in; the old password and other devices are out`, async ({
      browser,
      page,
      context,
    }) => {
      const email = await signedUpCustomer();
      // Another device, signed in with the old password.
      const laptopContext = await browser.newContext();
      await skipPopupBanners(laptopContext, 'sufra');
      const laptop = await laptopContext.newPage();
      await sessionOnPage(laptop, 'sufra', (await loginByEmail('sufra', email, OLD_PASSWORD)).token);
      await laptop.goto(shellUrl('sufra', `${t.prefix}/account`));
      await expect(laptop.getByRole('button', { name: t.everywhere })).toBeVisible();

      await page.setViewportSize({ width, height: 800 });
      await skipPopupBanners(context, 'sufra');
      await page.goto(shellUrl('sufra', `${t.prefix}/account/login`));
      await page.getByRole('tab', { name: t.byEmail }).click();
      await page.getByRole('link', { name: t.forgot }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await page.getByRole('textbox', { name: t.email }).fill(email);
      await page.getByRole('button', { name: t.sendCode }).click();
      const codeField = page.getByRole('textbox', { name: t.code });
      await expect(codeField).toBeVisible();
      const code = await latestCodeFor('sufra', email);

      // The draft (e-mail, step and code) survives a reload; the passwords are typed again.
      await codeField.fill(code);
      await page.reload();
      await expect(page.getByRole('textbox', { name: t.code })).toHaveValue(code);
      await page.getByLabel(t.password, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(t.confirm).fill(`${NEW_PASSWORD}x`);
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.mismatch })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((found) => found.impact === 'serious' || found.impact === 'critical').map((found) => found.id)).toEqual([]);

      await page.getByLabel(t.confirm).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('button', { name: t.everywhere })).toBeVisible();

      // The old password is refused, the new one works.
      const old = await apiCall('sufra', '/api/v1/user/auth/login', { method: 'POST', body: { email, password: OLD_PASSWORD } });
      expect(old.status).toBe(422);
      expect((await loginByEmail('sufra', email, NEW_PASSWORD)).token).toBeTruthy();

      // The other device is signed out: its next call is refused and it becomes a guest.
      await laptop.getByRole('link', { name: t.wallet }).click();
      await expect(laptop.getByRole('link', { name: t.logIn, exact: true })).toBeVisible();
      await expect(laptop.getByRole('heading', { level: 1 })).toHaveText(t.login);
      await laptopContext.close();
    });
  }
}
