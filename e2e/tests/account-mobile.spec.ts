import { expect, test } from '../support/test';
import { apiCall, loginByMobile } from '../support/api';
import { freshCustomer, freshSaudiMobile, latestCodeFor, sessionOnPage } from '../support/accounts';
import { LOCALES } from '../support/checkout-locales';
import { shellUrl } from '../support/ports';
import { WAITS_OUT_A_TIMER } from '../support/timers';

const arabicDigits = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

const MOBILE = {
  en: {
    prefix: '/en',
    dir: 'ltr',
    name: 'Reem',
    hello: 'Hello Reem',
    account: 'My info',
    number: 'Mobile number',
    hint: 'Your mobile number is your login. To change it, we send a code to the new number.',
    change: 'Change mobile number',
    newNumber: 'New mobile number',
    send: 'Send code',
    taken: 'This mobile number belongs to another account.',
    // The new number typed with the trunk 0, the code as sent.
    typed: (digits: string) => digits,
    enterCode: (mobile: string) => `Enter the code we sent to \u2066+966 ${mobile}\u2069.`,
    resend: 'You can ask for a new code in',
    code: 'Verification code',
    confirm: 'Confirm the new number',
    wrongCode: 'The verification code is incorrect.',
    changed: (mobile: string) => `Your mobile number is now \u2066+966 ${mobile}\u2069.`,
    logOut: 'Log out',
    loginSend: 'Send the code',
    loginSent: (mobile: string) => `We sent a 4-digit code to \u2066+966 ${mobile}\u2069.`,
    logIn: 'Log in',
  },
  ar: {
    prefix: '',
    dir: 'rtl',
    name: 'ريم',
    hello: 'أهلًا ريم',
    account: 'معلوماتي',
    number: 'رقم الجوال',
    hint: 'رقم جوالك هو وسيلة الدخول. لتغييره نرسل رمزًا إلى الرقم الجديد.',
    change: 'تغيير رقم الجوال',
    newNumber: 'رقم الجوال الجديد',
    send: 'أرسل الرمز',
    taken: 'رقم الجوال هذا مسجّل لحساب آخر.',
    // The new number with the trunk 0, and the code, typed in Arabic-Indic digits.
    typed: arabicDigits,
    enterCode: (mobile: string) => `أدخل الرمز الذي أرسلناه إلى \u2066+966 ${mobile}\u2069.`,
    resend: 'يمكنك طلب رمز جديد بعد',
    code: 'رمز التحقق',
    confirm: 'تأكيد الرقم الجديد',
    wrongCode: 'رمز التحقق غير صحيح.',
    changed: (mobile: string) => `رقم جوالك الآن \u2066+966 ${mobile}\u2069.`,
    logOut: 'تسجيل الخروج',
    loginSend: 'أرسل الرمز',
    loginSent: (mobile: string) => `أرسلنا رمزًا من 4 أرقام إلى \u2066+966 ${mobile}\u2069.`,
    logIn: 'تسجيل الدخول',
  },
} as const;

for (const locale of LOCALES) {
  const texts = MOBILE[locale];

  test(
    `${locale}: a customer moves to a new mobile number with the code sent to it, then logs in by it`,
    WAITS_OUT_A_TIMER,
    async ({ page }) => {
      // The login by the new number waits for the resend minute that the change's code started.
      test.setTimeout(150_000);
      const customer = await freshCustomer('sufra');
      const other = await freshCustomer('sufra');
      const named = await apiCall('sufra', '/api/v1/user/customers/update', {
        method: 'PUT',
        token: customer.token,
        body: { name: texts.name },
      });
      expect(named.status).toBe(200);
      const next = freshSaudiMobile();
      await sessionOnPage(page, 'sufra', customer.token);

      await page.goto(shellUrl('sufra', `${texts.prefix}/account`));
      await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.account);
      const current = page.getByRole('textbox', { name: texts.number, exact: true });
      await expect(current).toHaveValue(`+966 ${customer.mobile}`);
      await expect(current).toHaveAccessibleDescription(texts.hint);

      await page.getByRole('button', { name: texts.change }).click();
      const number = page.getByRole('textbox', { name: texts.newNumber });
      await expect(number).toBeFocused();

      // Another customer's number is refused next to the field, and stays as typed.
      await number.fill(other.mobile);
      await page.getByRole('button', { name: texts.send }).click();
      await expect(number).toHaveAccessibleDescription(texts.taken);
      await expect(number).toHaveValue(other.mobile);

      await number.fill(texts.typed(`0${next}`));
      await page.getByRole('button', { name: texts.send }).click();
      await expect(page.getByText(texts.enterCode(next))).toBeVisible();
      await expect(page.getByRole('timer')).toContainText(texts.resend);
      const code = page.getByRole('textbox', { name: texts.code });
      await expect(code).toBeFocused();
      const sent = await latestCodeFor('sufra', next);

      await code.fill(sent.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10)));
      await page.getByRole('button', { name: texts.confirm }).click();
      await expect(code).toHaveAccessibleDescription(texts.wrongCode);
      await expect(current).toHaveValue(`+966 ${customer.mobile}`);

      await code.fill(texts.typed(sent));
      await page.getByRole('button', { name: texts.confirm }).click();
      await expect(page.getByRole('status').filter({ hasText: texts.changed(next) })).toBeVisible();
      await expect(current).toHaveValue(`+966 ${next}`);
      await expect(page.getByRole('button', { name: texts.change })).toBeFocused();
      await page.reload();
      await expect(current).toHaveValue(`+966 ${next}`);

      await page.getByRole('button', { name: texts.logOut }).click();
      await page.goto(shellUrl('sufra', `${texts.prefix}/account/login`));
      await page.getByRole('textbox', { name: texts.number }).fill(next);
      // One code a minute to a number: the customer tries again until the change's minute is over.
      await expect(async () => {
        await page.getByRole('button', { name: texts.loginSend }).click();
        await expect(page.getByText(texts.loginSent(next))).toBeVisible({ timeout: 2_000 });
      }).toPass({ intervals: [5_000], timeout: 90_000 });
      await page.getByLabel(texts.code).fill(await latestCodeFor('sufra', next));
      await page.getByRole('button', { name: texts.logIn, exact: true }).click();
      await expect(page).toHaveURL(shellUrl('sufra', `${texts.prefix}/account`));
      await expect(page.getByText(texts.hello)).toBeVisible();
      await expect(page.getByRole('textbox', { name: texts.number, exact: true })).toHaveValue(`+966 ${next}`);
      await expect(page.getByTestId('own-referral-code')).toHaveText(customer.referralCode);

      // The old number is free (its login's minute is over too): a login by it is a new customer.
      const byOld = await loginByMobile('sufra', 'SA', customer.mobile);
      expect(byOld.customer['name']).toBe('');
      expect(byOld.customer['referral_code']).not.toBe(customer.referralCode);
    },
  );
}
