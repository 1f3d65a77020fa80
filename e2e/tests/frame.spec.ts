import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/console';
import { shellUrl, tenantRequest } from '../support/ports';

test.describe('the frame around the remotes', () => {
  test('Arabic is the default, right to left, with the tenant injected by the server', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(shellUrl('sufra', '/menu'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('قائمة الطعام');
    await expect(page.getByRole('banner')).toContainText('سفرة');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/^قائمة الطعام \| /);
    expect(errors).toEqual([]);
  });

  test('English lives under /en, left to right', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(shellUrl('sufra', '/en/menu'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu');
    await expect(page).toHaveTitle(/^Menu \| /);
    expect(errors).toEqual([]);
  });

  test('the language switch keeps the customer on the same page', async ({ page }) => {
    await page.goto(shellUrl('sufra', '/select-type/pickup'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اختر طريقة الطلب');
    await page.getByRole('link', { name: 'View this page in English' }).click();
    await expect(page).toHaveURL(/\/en\/select-type\/pickup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose how to order');
    const lang = (await page.context().cookies()).find((c) => c.name === 'lang');
    expect(lang?.value).toBe('en');
    // Kept for 365 days.
    expect(lang!.expires - Date.now() / 1000).toBeGreaterThan(365 * 24 * 3600 - 60);

    // The choice sticks: back to Arabic the same way, on the same page.
    await page.getByRole('link', { name: 'اعرض الصفحة بالعربية' }).click();
    await expect(page).toHaveURL(shellUrl('sufra', '/select-type/pickup'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اختر طريقة الطلب');
  });

  test('unknown routes answer 404 with the not-found page and a way home, in both languages', async ({ page }) => {
    const arabic = await page.goto(shellUrl('sufra', '/no-such-page'));
    expect(arabic?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لم يتم العثور على هذه الصفحة');
    const english = await page.goto(shellUrl('sufra', '/en/no-such-page'));
    expect(english?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(shellUrl('sufra', '/en'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  });

  test('an unknown host is sent to the provider site', async ({ request }) => {
    const { url, headers } = tenantRequest('nobody', '/menu');
    const response = await request.get(url, { headers, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('https://storefront.example.com/');
  });
});
