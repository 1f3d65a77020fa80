import { expect, test } from '../support/test';
import { cartOnPage, FOUR_HUMMUS } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';
import { notKeptYet, underServiceWorker } from '../support/service-worker';
import { texts } from '../../mf-emenu/src/texts';
import { OFFLINE_TEXTS } from '../../shell/server/offline-page';

const OLAYA = '5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b01';

const TEXTS = {
  en: {
    prefix: '/en',
    cart: /^Your cart/,
    hummus: 'Hummus',
    name: 'Sufra',
    branch: 'Sufra - Olaya',
    shrimp: 'Shrimp Kabsa',
    chicken: 'Chicken Kabsa',
    search: 'Shrimp',
  },
  ar: {
    prefix: '',
    cart: /^سلتك/,
    hummus: 'حمص',
    name: 'سفرة',
    branch: 'سفرة - العليا',
    shrimp: 'كبسة روبيان',
    chicken: 'كبسة دجاج',
    search: 'روبيان',
  },
} as const;

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

for (const locale of ['ar', 'en'] as const) {
  const text = TEXTS[locale];
  const own = texts[locale];
  const offline = OFFLINE_TEXTS[locale];

  test.describe(`the installable storefront (${locale})`, () => {
    test('Chromium finds the storefront installable: the manifest of the language, with the tenant name and icons', async ({
      playwright,
    }, testInfo) => {
      // Chromium never offers to install from an incognito profile, which a test's context is: a profile of its own.
      const context = await playwright.chromium.launchPersistentContext('', { ...testInfo.project.use.launchOptions });
      try {
        const page = await context.newPage();
        await page.goto(shellUrl('sufra', `${text.prefix}/`));
        await expect(page.locator('html')).toHaveAttribute('data-first-paint', /hydrated|rendered/);
        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send('Page.getAppManifest');
        expect(manifest.url).toBe(shellUrl('sufra', `${text.prefix}/manifest.webmanifest`));
        expect(manifest.errors).toEqual([]);
        expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
          name: text.name,
          lang: locale,
          dir: locale === 'ar' ? 'rtl' : 'ltr',
          start_url: `${text.prefix}/`,
          display: 'standalone',
        });
        // Chromium reads the icons too: a wrong size or a broken PNG is an installability error.
        await expect
          .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 })
          .toEqual([]);
      } finally {
        await context.close();
      }
    });

    test('the e-menu, opened once (a first visit), reloads with its photos and is searchable offline, with a note that it is offline', async ({
      page,
      context,
    }) => {
      await page.goto(shellUrl('sufra', `${text.prefix}/menu/e/branch/${OLAYA}`));
      await expect(page.getByRole('heading', { level: 2, name: text.branch })).toBeVisible();
      // Nothing but the first visit: the worker registers after it, and is handed what it loaded.
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);
      await expect.poll(() => notKeptYet(page), { timeout: 15_000 }).toEqual([]);
      await expect(page.getByText(own.emenu.offline)).toHaveCount(0);

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-first-paint', /hydrated|rendered/);
      await expect(page.getByRole('heading', { level: 2, name: text.branch })).toBeVisible();
      const photo = page.getByRole('main').locator('img.sf-dish__image').first();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.getByRole('status').filter({ hasText: own.emenu.offline })).toBeVisible();
      await page.getByRole('searchbox', { name: own.emenu.search }).fill(text.search);
      await expect(page.getByRole('article', { name: text.shrimp })).toBeVisible();
      await expect(page.getByRole('article', { name: text.chicken })).toHaveCount(0);

      await context.setOffline(false);
      await expect(page.getByRole('status').filter({ hasText: own.emenu.offline })).toHaveCount(0);
    });

    test('another page offline: the localized offline page with the tenant brand, and the cart is still there', async ({
      page,
      context,
    }) => {
      await cartOnPage(page, 'sufra', { branch_id: 1, branch_name: text.branch, order_type: 'pickup', lines: FOUR_HUMMUS });
      await page.goto(shellUrl('sufra', `${text.prefix}/menu`));
      await underServiceWorker(page);
      const cartBefore = await page.evaluate(() => localStorage.getItem('storefront.sufra.cart'));
      expect(JSON.parse(cartBefore ?? '{}')).toMatchObject({ cart: { cart_id: expect.any(String) } });

      await context.setOffline(true);
      await page.goto(shellUrl('sufra', `${text.prefix}/reservations`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(offline.title);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('img', { name: text.name })).toBeVisible();
      await expect.poll(() => page.getByRole('img', { name: text.name }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(192);
      await expect(page.getByRole('link', { name: offline.retry })).toHaveAttribute('href', `${text.prefix}/`);
      expect(await page.evaluate(() => localStorage.getItem('storefront.sufra.cart'))).toBe(cartBefore);

      await context.setOffline(false);
      await page.goto(shellUrl('sufra', `${text.prefix}/menu`));
      await expect(page.getByRole('complementary', { name: text.cart }).getByText(text.hummus).first()).toBeVisible();
    });
  });
}
