import { expect, test } from '../support/test';
import { DEMO_PASSWORD, freshSaudiMobile, latestCodeFor } from '../support/accounts';
import { apiCall } from '../support/api';
import { shellUrl } from '../support/ports';

const LOCALES = [
  {
    locale: 'en',
    prefix: '/en',
    login: 'Login',
    number: 'Mobile number',
    send: 'Send the code',
    required: 'Field is required',
    invalidNumber: 'Enter a valid mobile number for the chosen country',
    sent: (mobile: string) => `We sent a 4-digit code to \u2066+966 ${mobile}\u2069.`,
    resend: 'You can ask for a new code in',
    code: 'Verification code',
    logIn: 'Log in',
    wrongCode: 'The verification code is incorrect.',
    account: 'My info',
    emailTab: 'E-mail and password',
    email: 'E-mail',
    password: 'Password',
    wrongPassword: 'The e-mail or the password is incorrect.',
    addresses: 'Addresses',
    wallet: 'My wallet',
    logOut: 'Log out',
    // Layla's e-mail takes the wrong password here; after two failures an e-mail's next login asks the human check.
    customer: { email: 'layla.otaibi@example.com', street: 'شارع الأمير سلطان' },
  },
  {
    locale: 'ar',
    prefix: '',
    login: 'تسجيل الدخول',
    number: 'رقم الجوال',
    send: 'أرسل الرمز',
    required: 'هذا الحقل مطلوب',
    invalidNumber: 'أدخل رقم جوال صحيحًا للدولة المختارة',
    sent: (mobile: string) => `أرسلنا رمزًا من 4 أرقام إلى \u2066+966 ${mobile}\u2069.`,
    resend: 'يمكنك طلب رمز جديد بعد',
    code: 'رمز التحقق',
    logIn: 'تسجيل الدخول',
    wrongCode: 'رمز التحقق غير صحيح.',
    account: 'معلوماتي',
    emailTab: 'البريد الإلكتروني وكلمة المرور',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    wrongPassword: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    addresses: 'العناوين',
    wallet: 'محفظتي',
    logOut: 'تسجيل الخروج',
    customer: { email: 'sara.qahtani@example.com', street: 'شارع التحلية' },
  },
] as const;

for (const texts of LOCALES) {
  test.describe(`customer login (${texts.locale})`, () => {
    test(`${texts.locale}: an empty mobile number is refused as required on the login page`, async ({ page }) => {
      await page.goto(shellUrl('sufra', `${texts.prefix}/account/login`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.login);
      await page.getByRole('button', { name: texts.send }).click();
      await expect(page.getByText(texts.required)).toBeVisible();
    });

    test(`${texts.locale}, by mobile: the country rules, a wrong code explained, then the right code lands on /account`, async ({
      page,
    }) => {
      const mobile = freshSaudiMobile();
      await page.goto(shellUrl('sufra', `${texts.prefix}/account/login`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.login);
      const number = page.getByRole('textbox', { name: texts.number });
      await number.fill('123');
      await page.getByRole('button', { name: texts.send }).click();
      await expect(page.getByText(texts.invalidNumber)).toBeVisible();

      // Arabic-Indic digits and the trunk 0 are read.
      await number.fill(`٠${mobile.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))}`);
      await page.getByRole('button', { name: texts.send }).click();
      await expect(page.getByText(texts.sent(mobile))).toBeVisible();
      await expect(page.getByRole('timer')).toContainText(texts.resend);
      const code = await latestCodeFor('sufra', mobile);
      // The SMS is written in the page's language, whatever the site's default (Arabic on sufra).
      const outbox = (await apiCall('sufra', '/api/v1/dev/outbox')).body?.data as Array<{ to: string; text: string }>;
      const sms = outbox.find((message) => message.to.endsWith(mobile))!.text;
      expect(/[\u0600-\u06FF]/.test(sms)).toBe(texts.locale === 'ar');

      await page.getByLabel(texts.code).fill(code.replace(/\d/g, (d) => String((Number(d) + 1) % 10)));
      await page.getByRole('button', { name: texts.logIn }).click();
      await expect(page.getByRole('alert').filter({ hasText: texts.wrongCode })).toBeVisible();

      await page.getByLabel(texts.code).fill(code);
      await page.getByRole('button', { name: texts.logIn }).click();
      await expect(page).toHaveURL(shellUrl('sufra', `${texts.prefix}/account`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.account);
      await expect(page.getByLabel(texts.number)).toHaveValue(`+966 ${mobile}`);
    });

    test(`${texts.locale}, by e-mail: a guest sent to login from /my-address comes back there; logout reaches every tab`, async ({
      page,
      context,
    }) => {
      const back = `${texts.prefix}/my-address`;
      await page.goto(shellUrl('sufra', back));
      await expect(page).toHaveURL(shellUrl('sufra', `${texts.prefix}/account/login?return=${encodeURIComponent(back)}`));
      await page.getByRole('tab', { name: texts.emailTab }).click();
      const email = page.getByRole('textbox', { name: texts.email });
      await email.fill(texts.customer.email);
      await page.getByLabel(texts.password, { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: texts.logIn }).click();
      await expect(page.getByRole('alert').filter({ hasText: texts.wrongPassword })).toBeVisible();
      await expect(email).toHaveValue(texts.customer.email);

      await page.getByLabel(texts.password, { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: texts.logIn }).click();
      await expect(page).toHaveURL(shellUrl('sufra', back));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.addresses);
      await expect(page.getByText(texts.customer.street)).toBeVisible();

      const other = await context.newPage();
      await other.goto(shellUrl('sufra', `${texts.prefix}/account/wallet`));
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(texts.wallet);
      await expect(other.getByRole('table')).toBeVisible();

      await page.goto(shellUrl('sufra', `${texts.prefix}/account`));
      await page.getByRole('button', { name: texts.logOut }).click();
      await expect(page.getByRole('link', { name: texts.logIn })).toBeVisible();
      await expect(other.getByRole('link', { name: texts.logIn })).toBeVisible();
      await expect(other).toHaveURL(new RegExp(`^${shellUrl('sufra', `${texts.prefix}/account/login`)}\\?return=`));
    });
  });
}
