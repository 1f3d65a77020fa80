import { expect, test } from '../support/test';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

const TEXTS = {
  en: {
    prefix: '/en',
    everywhere: 'Sign out on every device',
    logIn: 'Log in',
    wallet: 'My wallet',
    login: 'Login',
  },
  ar: {
    prefix: '',
    everywhere: 'إنهاء الجلسة على جميع الأجهزة',
    logIn: 'تسجيل الدخول',
    wallet: 'محفظتي',
    login: 'تسجيل الدخول',
  },
} as const;

for (const locale of ['ar', 'en'] as const) {
  const t = TEXTS[locale];

  test(`log out of every device: this browser and every other one become guests (${locale})`, async ({ browser }) => {
    const { token } = await freshCustomer('sufra');
    const [phone, laptop] = await Promise.all(
      [0, 1].map(async () => {
        const context = await browser.newContext();
        await skipPopupBanners(context, 'sufra');
        const page = await context.newPage();
        await sessionOnPage(page, 'sufra', token);
        await page.goto(shellUrl('sufra', `${t.prefix}/account`));
        await expect(page.getByRole('button', { name: t.everywhere })).toBeVisible();
        return page;
      }),
    );

    await phone!.getByRole('button', { name: t.everywhere }).click();
    await expect(phone!.getByRole('link', { name: t.logIn, exact: true })).toBeVisible();
    expect(await phone!.evaluate(() => localStorage.getItem('storefront.sufra.session'))).toBeNull();

    // The laptop still shows the account; its next call is refused and it becomes a guest.
    await expect(laptop!.getByRole('button', { name: t.everywhere })).toBeVisible();
    await laptop!.getByRole('link', { name: t.wallet }).click();
    await expect(laptop!.getByRole('link', { name: t.logIn, exact: true })).toBeVisible();
    await expect(laptop!.getByRole('heading', { level: 1 })).toHaveText(t.login);
    expect(await laptop!.evaluate(() => localStorage.getItem('storefront.sufra.session'))).toBeNull();
    await phone!.context().close();
    await laptop!.context().close();
  });
}
