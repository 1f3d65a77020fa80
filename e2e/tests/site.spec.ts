import { expect, test, type Page } from '../support/test';
import { shellUrl, tenantRequest } from '../support/ports';

const POPUP_TITLES = { ar: 'كبسة الدجاج العائلية بخصم ٢٠٪', en: 'Family chicken kabsa, 20% off' } as const;

/** The popup's cookie, once set: it lives the banner's appear_in_period (30 minutes for sufra's). */
const popupCookieSeconds = async (page: Page): Promise<number | undefined> => {
  const cookie = (await page.context().cookies()).find((c) => c.name.startsWith('popup_banner_'));
  return cookie && Math.round(cookie.expires - Date.now() / 1000);
};

for (const [locale, title] of Object.entries(POPUP_TITLES)) {
  const prefix = locale === 'en' ? '/en' : '';

  test.describe(`popup banner painted by the server (${locale})`, () => {
    test('before any script runs it shows over the page, locks its scroll and closes through the server for its period', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(shellUrl('sufra', `${prefix}/menu`));
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
      await dialog.getByRole('button').click();
      await expect(page).toHaveURL(shellUrl('sufra', `${prefix}/menu`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await popupCookieSeconds(page)).toBeGreaterThan(1790);
      await context.close();
    });

    test('followed before any script runs, it leads to its dish and counts as closed', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(shellUrl('sufra', prefix || '/'));
      await page.getByRole('dialog', { name: title }).getByRole('link').click();
      await expect(page).toHaveURL(shellUrl('sufra', `${prefix}/item/101`));
      expect(await popupCookieSeconds(page)).toBeGreaterThan(1790);
      await page.goto(shellUrl('sufra', `${prefix}/menu`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await context.close();
    });

    test('the page hydrates with it without a warning, and it then closes in place', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(shellUrl('sufra', `${prefix}/menu`));
      await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('button')).toBeFocused();
      // Closed by the scripts: the page stays (no request to the server's close route, no reload).
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await dialog.getByRole('button').click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
      expect(posts).toEqual([]);
      expect(await popupCookieSeconds(page)).toBeGreaterThan(1790);
      expect(warnings).toEqual([]);
    });
  });
}

test.describe('popup banner', () => {
  test('shows on the menu as a labelled dialog, traps focus, closes by its button and stays closed for its period', async ({ page }) => {
    await page.goto(shellUrl('sufra', '/en/menu'));
    const dialog = page.getByRole('dialog', { name: 'Family chicken kabsa, 20% off' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    const close = dialog.getByRole('button', { name: 'Close the advertisement' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    await close.click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    const cookie = (await page.context().cookies()).find((c) => c.name.startsWith('popup_banner_'));
    expect(cookie).toBeDefined();
    // appear_in_period is 30 minutes for this banner: the cookie lives 1800 s.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(1790);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(1800);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an item banner links to its item; the overlay closes it; it never shows off the home and menu pages', async ({ page }) => {
    await page.goto(shellUrl('sufra', '/checkout'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إتمام الطلب');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(shellUrl('sufra', '/'));
    const dialog = page.getByRole('dialog');
    // The link goes through the server's follow route (it counts as closing before the scripts run); a click goes to the item.
    await expect(dialog.getByRole('link')).toHaveAttribute('href', /^\/popup-banners\/\d+\/follow$/);
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();
  });

  test('a tenant without a popup banner shows none', async ({ page }) => {
    await page.goto(shellUrl('nile', '/en/menu'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('tenant look and content', () => {
  test('the server writes the tenant head: title, description, open-graph image 500×500, favicon, theme', async ({ request }) => {
    const { url, headers } = tenantRequest('sufra', '/en/menu');
    const html = await (await request.get(url, { headers })).text();
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/media\/sufra\/og-image.svg" \/>/);
    expect(html).toContain('<meta property="og:image:width" content="500" />');
    expect(html).toMatch(/<link rel="icon" href="[^"]+\/media\/sufra\/favicon.svg" \/>/);
    expect(html).toMatch(/<style id="storefront-theme" nonce="[A-Za-z0-9+/=]{16,}">:root\{--sf-primary:#[0-9a-fA-F]{3,8};/);
    // Zoom is allowed (WCAG 1.4.4): no maximum scale, no user-scalable=no.
    expect(html).toMatch(/<meta name="?viewport"? content="width=device-width,\s*initial-scale=1"\s*\/?>/);
  });

  test('theme settings become CSS variables the page uses', async ({ page }) => {
    await page.goto(shellUrl('sufra', '/en/menu'));
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sf-primary').trim());
    expect(primary).toMatch(/^#[0-9a-fA-F]{3,8}$/);
  });

  test('a content page renders the tenant HTML sanitized, in both languages; an unknown one answers 404', async ({ page }) => {
    expect((await page.goto(shellUrl('sufra', '/en/page/about-us')))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.locator('.sf-content')).not.toBeEmpty();
    await expect(page.locator('.sf-content script')).toHaveCount(0);
    await page.goto(shellUrl('sufra', '/page/about-us'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن');
    expect((await page.goto(shellUrl('sufra', '/en/page/no-such-page')))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  });
});

test.describe('site states', () => {
  test('every route of a closed site leads to /closed, in its language', async ({ page }) => {
    const response = await page.goto(shellUrl('closed', '/en/menu'));
    expect(response?.url()).toBe(shellUrl('closed', '/en/closed'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The site is closed');
    await page.goto(shellUrl('closed', '/checkout'));
    await expect(page).toHaveURL(shellUrl('closed', '/closed'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الموقع مغلق');
  });

  test('an open site sends /closed home', async ({ page }) => {
    await page.goto(shellUrl('sufra', '/en/closed'));
    await expect(page).toHaveURL(shellUrl('sufra', '/en'));
  });
});

test.describe('links into the site', () => {
  test('/cp opens the account, /link opens the page it names, /r keeps the referral for signup', async ({ page }) => {
    await page.goto(shellUrl('sufra', '/en/cp'));
    // The account needs a customer: a guest lands on the login page, which leads back to it.
    await expect(page).toHaveURL(shellUrl('sufra', `/en/account/login?return=${encodeURIComponent('/en/account')}`));
    await page.goto(shellUrl('sufra', '/en/link?to=/branches'));
    await expect(page).toHaveURL(shellUrl('sufra', '/en/branches'));
    await page.goto(shellUrl('sufra', '/link?to=//evil.example'));
    await expect(page).toHaveURL(shellUrl('sufra', '/'));
    await page.goto(shellUrl('sufra', '/en/r/SARA10'));
    await expect(page).toHaveURL(shellUrl('sufra', '/en/account/signup'));
    expect(await page.evaluate(() => localStorage.getItem('storefront.sufra.referral'))).toBe('SARA10');
  });

  test('/o/message tells the outcome of an order in both languages', async ({ page }) => {
    await page.goto(shellUrl('sufra', '/o/message?status=success&order=42'));
    await expect(page.getByRole('status').filter({ hasText: 'تم استلام طلبك' })).toBeVisible();
    await page.goto(shellUrl('sufra', '/en/o/message?status=failed'));
    await expect(page.getByRole('alert')).toHaveText('Payment failed.');
  });
});

test('legacy e-menu and table links follow the tenant settings', async ({ page, request }) => {
  const response = await page.goto(shellUrl('sufra', '/en/emenu/7'));
  expect(response?.url()).toBe(shellUrl('sufra', '/en/menu/e/branch/5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b01'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Branch menu');

  await page.goto(shellUrl('sufra', '/emenu/8'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('القائمة الإلكترونية');

  // The external table-session page cannot be reached from here: check where the server sends the visitor.
  const table = tenantRequest('sufra', '/table/T12');
  const redirect = await request.get(table.url, { headers: table.headers, maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()['location']).toBe('https://tables.sufra.example/session-by-table/T12');
  const missing = await page.goto(shellUrl('nile', '/en/table/T12'));
  expect(missing?.status()).toBe(404);
});

test('/app offers the tenant app from its settings, opening the store in a new tab', async ({ page }) => {
  await page.goto(shellUrl('sufra', '/en/app'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download the app');
  const link = page.getByRole('link', { name: 'Get the Sufra app on the App Store' });
  await expect(link).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\/app\/id\d+$/);
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await page.goto(shellUrl('sufra', '/app'));
  await expect(page.getByRole('link', { name: 'حمّل تطبيق سفرة من App Store' })).toBeVisible();
});
