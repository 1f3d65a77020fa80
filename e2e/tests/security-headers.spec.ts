import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { E2E_PORTS, shellUrl } from '../support/ports';

type Locale = 'ar' | 'en';
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

/** Every Content-Security-Policy violation of the page and every console error naming the policy. */
const watchPolicyViolations = async (page: Page): Promise<() => Promise<string[]>> => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
  });
  // Init scripts run before the page's own and are not subject to its policy.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...consoleErrors];
};

const MAIN_PAGES = [
  '/',
  '/menu/pickup',
  '/checkout',
  '/account/login',
  '/contact-us',
  '/reservations',
  '/waiting-list',
  '/menu/e/branch/olaya-e-menu',
  '/branches',
];

for (const locale of ['ar', 'en'] as const) {
  test(`(${locale}) the main pages load under their security policy without one violation`, async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchPolicyViolations(page);
    for (const path of MAIN_PAGES) {
      const response = await page.goto(shellUrl('sufra', `${prefix(locale)}${path === '/' && locale === 'en' ? '' : path}`));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      // Remotes, images and the socket have had their chance to load.
      await page.waitForLoadState('networkidle');
      expect(await violations(), `${path} (${locale})`).toEqual([]);
    }
  });

  test(`(${locale}) a page's headers: its policy, no framing, no sniffing, a referrer policy and only geolocation`, async ({ page }) => {
    const response = await page.goto(shellUrl('sufra', `${prefix(locale)}/contact-us`));
    const headers = response?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/script-src 'self' [^;]*http:\/\/localhost:\d+/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    // sufra has a tracking code: Google's tag manager is allowed for it.
    expect(policy).toContain('https://www.googletagmanager.com');
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(await page.locator('#storefront-theme').evaluate((style) => (style as HTMLStyleElement).nonce)).toBe(nonce);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/geolocation=\(self\)/);
    // The bundles' styles are stylesheet files of the shell and the page's remote (allowed by
    // style-src, so the page is styled); any <style> a script adds carries the page's nonce.
    const site = new URL(page.url()).origin;
    const sheetOrigins = () =>
      page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).origin] : [])));
    expect(await sheetOrigins()).toContain(site);
    // The header's cart button is the menu remote's: its stylesheet comes from that remote's origin.
    await expect.poll(async () => (await sheetOrigins()).some((origin) => origin !== site && policy.includes(origin))).toBe(true);
    expect(
      await page
        .locator('style:not(#storefront-theme)')
        .evaluateAll((styles) => styles.every((style) => (style as HTMLStyleElement).nonce !== '')),
    ).toBe(true);
  });

  test(`(${locale}) a name holding a right-to-left override is refused next to the field`, async ({ page }) => {
    await page.goto(shellUrl('sufra', `${prefix(locale)}/contact-us`));
    const name = page.getByRole('textbox', { name: locale === 'ar' ? 'الاسم' : 'Name' });
    await name.fill('Sara\u202E321');
    await page.getByRole('button', { name: locale === 'ar' ? 'إرسال' : 'Send' }).click();
    const message =
      locale === 'ar'
        ? 'احذف الرموز المخفية (رموز التحكم أو علامات الاتجاه أو المسافات الصفرية) من هذا الحقل'
        : 'Remove the hidden characters (control codes, direction marks or zero-width spaces) from this field';
    await expect(page.getByText(message)).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  });
}

test("the remotes' files are served with nosniff and never with their source maps", async ({ request }) => {
  const base = `http://localhost:${E2E_PORTS.remotesBase + 1}`;
  const manifest = await request.get(`${base}/mf-manifest.json`);
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
  expect(manifest.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const entry = await request.get(`${base}/remoteEntry.js`);
  expect(await entry.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${base}/remoteEntry.js.map`)).status()).toBe(404);
});

test('the development outbox is a page a person can open on the storefront host', async ({ page }) => {
  const mobile = `55${String(Date.now()).slice(-7)}`;
  const sent = await apiCall('sufra', '/api/v1/user/auth/otp/send', { method: 'POST', body: { country_code: 'SA', mobile } });
  expect(sent.status).toBe(200);
  await page.goto(shellUrl('sufra', '/dev/outbox'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Development outbox of');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('صندوق الرسائل التجريبي');
  await expect(page.getByRole('columnheader', { name: /Code/ })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `+966${mobile}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{4}$/);
});
