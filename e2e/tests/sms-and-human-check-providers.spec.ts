import { startTurnstileStandIn } from '../../api/src/testing/turnstile-stand-in';
import { startUnifonicStandIn, type UnifonicStandIn } from '../../api/src/testing/unifonic-stand-in';
import type { SiteverifyStandIn } from '../../api/src/testing/siteverify-stand-in';
import { expect, test, type Page } from '../support/test';
import { freshSaudiMobile } from '../support/accounts';
import { cartOnPage } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { E2E_PORTS, shellUrl } from '../support/ports';

// The providers stack (support/providers-stack.ts): its api sends login codes through Unifonic and asks the
// Turnstile check, at the stand-ins this file runs on their fixed ports, so its tests run one at a time.
test.describe.configure({ mode: 'serial' });

let unifonic: UnifonicStandIn;
let turnstile: SiteverifyStandIn;
test.beforeAll(async () => {
  unifonic = await startUnifonicStandIn(undefined, E2E_PORTS.unifonic);
  turnstile = await startTurnstileStandIn(E2E_PORTS.turnstile);
});
test.afterAll(async () => {
  await unifonic?.close();
  await turnstile?.close();
});
test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const PROVIDERS = {
  en: {
    number: 'Mobile number',
    send: 'Send the code',
    code: 'Verification code',
    logIn: 'Log in',
    account: 'My info',
    sms: (code: string) => `Your Sufra verification code: ${code}`,
    human: 'I am human',
  },
  ar: {
    number: 'رقم الجوال',
    send: 'أرسل الرمز',
    code: 'رمز التحقق',
    logIn: 'تسجيل الدخول',
    account: 'معلوماتي',
    sms: (code: string) => `رمز التحقق الخاص بك في سفرة: ${code}`,
    human: 'أنا إنسان',
  },
} as const;

/** 21 units (hummus, mutabbal, a Vimto): above the 20 of a first order the risk check lets through (order-risk.ts). */
const UNUSUAL_BASKET = [131, 132, 165].map((item_id, index) => ({ item_id, quantity: index < 2 ? 10 : 1, option_ids: [], notes: '' }));

/** The code of the last login SMS Unifonic took for a Saudi mobile. */
const codeSentTo = (mobile: string): string | null => {
  const message = unifonic.messages.filter((sent) => sent.recipient === `966${mobile}`).at(-1);
  return /(\d{4})$/.exec(message?.body ?? '')?.[1] ?? null;
};

for (const locale of LOCALES) {
  const [texts, words] = [CHECKOUT[locale], PROVIDERS[locale]];
  const providersPage = (path: string) => shellUrl('sufra', `${texts.prefix}${path}`, E2E_PORTS.providersShell);

  /** Logs a new customer in on the login page with the code Unifonic carried: their mobile. */
  const logInByCode = async (page: Page): Promise<string> => {
    const mobile = freshSaudiMobile();
    await page.goto(providersPage('/account/login'));
    await page.getByRole('textbox', { name: words.number }).fill(mobile);
    await page.getByRole('button', { name: words.send }).click();
    await expect.poll(() => codeSentTo(mobile)).toMatch(/^\d{4}$/);
    const code = codeSentTo(mobile)!;
    // In the customer's language, from the platform's sender name (sufra has none of its own).
    expect(unifonic.messages.at(-1)).toMatchObject({ senderId: 'Storefront', body: words.sms(code) });
    await page.getByLabel(words.code).fill(code);
    await page.getByRole('button', { name: words.logIn }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.account);
    return mobile;
  };

  test(`${locale}: a customer logs in with the code Unifonic carried to their mobile`, async ({ page }) => {
    await logInByCode(page);
  });

  test(`${locale}: a first order of an unusual size asks the Turnstile check, verified once with Turnstile`, async ({ page }) => {
    await logInByCode(page);
    await cartOnPage(
      page,
      'sufra',
      { branch_id: 1, branch_name: texts.olaya, order_type: 'pickup', lines: UNUSUAL_BASKET },
      process.env.E2E_PROVIDERS_API_URL,
    );
    await page.goto(providersPage('/checkout'));
    await page.getByRole('radio', { name: texts.asap }).check();
    await page.getByRole('radio', { name: texts.cash }).check();
    // The basket's size is known when it is placed: the api asks for the check then, and the widget comes.
    await page.getByRole('button', { name: texts.place }).click();
    const human = page.getByRole('checkbox', { name: words.human });
    await expect(human).toBeVisible();
    const verified = turnstile.verifications().length;
    await human.click();
    await expect(human).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: texts.place }).click();
    await onOrderPage(page, locale);
    expect(turnstile.verifications().slice(verified)).toHaveLength(1);
  });
}
