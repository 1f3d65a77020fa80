import { expect, test } from '../support/test';
import { freshSaudiMobile, latestCodeFor } from '../support/accounts';
import { sendLoginCode } from '../support/api';
import { shellUrl } from '../support/ports';
import { WAITS_OUT_A_TIMER } from '../support/timers';

const LOCALES = {
  en: {
    path: '/en/account/login',
    account: '/en/account',
    mobile: 'Mobile number',
    send: 'Send the code',
    sent: (mobile: string) => `We sent a 4-digit code to \u2066+966 ${mobile}\u2069.`,
    question: /Human check: What is (\d) \+ (\d)\?/,
    asked: 'Please answer the human check, then try again.',
    code: 'Verification code',
    logIn: 'Log in',
  },
  ar: {
    path: '/account/login',
    account: '/account',
    mobile: 'رقم الجوال',
    send: 'أرسل الرمز',
    sent: (mobile: string) => `أرسلنا رمزًا من 4 أرقام إلى \u2066+966 ${mobile}\u2069.`,
    question: /التحقق البشري: كم يساوي (\d) \+ (\d)؟/,
    asked: 'يرجى الإجابة عن التحقق البشري ثم المحاولة مرة أخرى.',
    code: 'رمز التحقق',
    logIn: 'تسجيل الدخول',
  },
} as const;

for (const [locale, words] of Object.entries(LOCALES)) {
  test(
    `${locale}: a second code for a number within the hour needs the human check, then the login succeeds`,
    WAITS_OUT_A_TIMER,
    async ({ page }) => {
      // Waits out the minute between two codes of a number.
      test.setTimeout(150_000);
      const mobile = freshSaudiMobile();
      // The number's first code of the hour (no human check), as if asked a moment ago on another device.
      expect((await sendLoginCode('sufra', 'SA', mobile)).status).toBe(200);

      await page.goto(shellUrl('sufra', words.path));
      await page.getByRole('textbox', { name: words.mobile }).fill(mobile);
      const answer = page.getByRole('textbox', { name: words.question });
      // One code a minute to a number: the customer tries again until that minute is over, and is then asked the question.
      await expect(async () => {
        await page.getByRole('button', { name: words.send }).click();
        await expect(answer).toBeVisible({ timeout: 2_000 });
      }).toPass({ intervals: [5_000], timeout: 90_000 });
      await expect(page.getByText(words.asked)).toBeVisible();

      const label = (await page.getByText(words.question).textContent()) ?? '';
      const [, a, b] = words.question.exec(label) ?? [];
      await answer.fill(String(Number(a) + Number(b)));
      await page.getByRole('button', { name: words.send }).click();
      await expect(page.getByText(words.sent(mobile))).toBeVisible();

      await page.getByLabel(words.code).fill(await latestCodeFor('sufra', mobile));
      await page.getByRole('button', { name: words.logIn, exact: true }).click();
      await expect(page).toHaveURL(shellUrl('sufra', words.account));
    },
  );
}
