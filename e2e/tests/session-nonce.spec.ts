import { expect, test, type Page } from '../support/test';
import { DEMO_PASSWORD, sessionOnPage } from '../support/accounts';
import { loginByEmail as loginByEmailThroughApi } from '../support/api';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

const encodeState = (state: unknown) => encodeURIComponent(Buffer.from(encodeURIComponent(JSON.stringify(state))).toString('base64'));

/** A demo customer logged in by e-mail through the api (as a login page elsewhere would): token and customer. */
const loginByEmail = (email: string) => loginByEmailThroughApi('sufra', email, DEMO_PASSWORD);

const TEXTS = {
  en: {
    prefix: '/en',
    refused: 'This sign-in link was not started in this browser (or has expired), so it was ignored. Your session is unchanged.',
    myAccount: (name: string) => `My account (${name})`,
    logIn: 'Log in',
    switchTo: (name: string) => `Switch to ${name}`,
    stay: (name: string) => `Stay as ${name}`,
    switchTitle: 'Switch account?',
  },
  ar: {
    prefix: '',
    refused: 'رابط تسجيل الدخول هذا لم يبدأ من هذا المتصفح (أو انتهت صلاحيته)، لذا تم تجاهله. جلستك كما هي.',
    myAccount: (name: string) => `حسابي (${name})`,
    logIn: 'تسجيل الدخول',
    switchTo: (name: string) => `التبديل إلى ${name}`,
    stay: (name: string) => `البقاء باسم ${name}`,
    switchTitle: 'تبديل الحساب؟',
  },
} as const;

const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('storefront.sufra.session') ?? '{}') as { token?: string }).token ?? null);

/** A guest opens /auth: the storefront stores a nonce and hands it to the login page; a login elsewhere carries it back. */
const startLogin = async (page: Page, prefix: string): Promise<string> => {
  await page.goto(shellUrl('sufra', `${prefix}/auth`));
  await expect(page).toHaveURL(/\/account\/login\?nonce=/);
  return new URL(page.url()).searchParams.get('nonce')!;
};

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

for (const locale of ['ar', 'en'] as const) {
  const t = TEXTS[locale];

  test.describe(`login return nonce (${locale})`, () => {
    test('a planted state is refused: the logged-in customer stays who they were, told why', async ({ page }) => {
      const sara = await loginByEmail('sara.qahtani@example.com');
      const layla = await loginByEmail('layla.otaibi@example.com');
      await sessionOnPage(page, 'sufra', sara.token);
      await page.goto(shellUrl('sufra', `${t.prefix}/account?state=${encodeState({ token: layla.token, customer: layla.customer })}`));
      await expect(page.getByRole('alert').filter({ hasText: t.refused })).toBeVisible();
      await expect(page.getByRole('link', { name: t.myAccount('Sara Al-Qahtani') })).toBeVisible();
      await expect(page).toHaveURL(shellUrl('sufra', `${t.prefix}/account`));
      expect(await storedToken(page)).toBe(sara.token);

      // A nonce the browser never stored is refused the same way.
      await page.goto(shellUrl('sufra', `${t.prefix}/menu?state=${encodeState({ token: layla.token, nonce: 'f'.repeat(48) })}`));
      await expect(page.getByRole('alert').filter({ hasText: t.refused })).toBeVisible();
      await expect(page.getByRole('link', { name: t.myAccount('Sara Al-Qahtani') })).toBeVisible();
      expect(await storedToken(page)).toBe(sara.token);
    });

    test('a login this browser started comes back logged in, the token leaves the URL, and its state works once', async ({ page }) => {
      const nonce = await startLogin(page, t.prefix);
      const layla = await loginByEmail('layla.otaibi@example.com');
      const state = encodeState({ token: layla.token, customer: layla.customer, nonce });
      await page.goto(shellUrl('sufra', `${t.prefix}/auth?state=${state}`));
      await expect(page.getByRole('link', { name: t.myAccount('Layla Al-Otaibi') })).toBeVisible();
      await expect(page).toHaveURL(shellUrl('sufra', `${t.prefix}/account`));
      expect(await storedToken(page)).toBe(layla.token);
      expect(page.url()).not.toContain(layla.token);

      // Replayed (from history or by someone else): the nonce was used, nothing changes.
      await page.evaluate(() => localStorage.removeItem('storefront.sufra.session'));
      await page.goto(shellUrl('sufra', `${t.prefix}/menu?state=${state}`));
      await expect(page.getByRole('alert').filter({ hasText: t.refused })).toBeVisible();
      await expect(page.getByRole('link', { name: t.logIn, exact: true })).toBeVisible();
      expect(await storedToken(page)).toBeNull();
    });

    test('a login return for another account never replaces the live session without the customer choosing', async ({ page }) => {
      const nonce = await startLogin(page, t.prefix);
      // Meanwhile Sara logged in (in another tab of this browser).
      const sara = await loginByEmail('sara.qahtani@example.com');
      await page.evaluate((token) => localStorage.setItem('storefront.sufra.session', JSON.stringify({ token })), sara.token);
      const layla = await loginByEmail('layla.otaibi@example.com');
      await page.goto(shellUrl('sufra', `${t.prefix}/menu?state=${encodeState({ token: layla.token, nonce })}`));

      const question = page.getByRole('alertdialog', { name: t.switchTitle });
      await expect(question).toBeVisible();
      await expect(page.getByRole('link', { name: t.myAccount('Sara Al-Qahtani') })).toBeVisible();
      expect(await storedToken(page)).toBe(sara.token);
      await question.getByRole('button', { name: t.switchTo('Layla Al-Otaibi') }).click();
      await expect(question).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.myAccount('Layla Al-Otaibi') })).toBeVisible();
      expect(await storedToken(page)).toBe(layla.token);
      expect(page.url()).not.toContain('state=');
      await expect(page.getByRole('button', { name: t.stay('Sara Al-Qahtani') })).toHaveCount(0);
    });
  });
}
