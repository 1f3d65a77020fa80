import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { skipPopupBanners } from '../support/menu';
import { isolationUrl, shellUrl, tenantRequest, E2E_PORTS } from '../support/ports';
import { collectPageErrors } from '../support/console';
import { apiCall } from '../support/api';
import { joinedByApi } from '../support/waiting-list';
import { START_AT_THE_LATEST_MS } from '../../shell/server/scripts-after-load';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/** The first pages of most visits, as a guest first sees them (sufra's menu: its first open branch), in each language. */
const LOCALES = {
  ar: {
    lang: 'ar',
    dir: 'rtl',
    menu: 'قائمة الطعام',
    group: 'الكبسة',
    search: 'ابحث في القائمة',
    home: 'الرئيسية',
    pickup: 'استلام من الفرع',
    pickupHint: 'استلم طلبك من الفرع',
    openNavigation: 'افتح قائمة التنقل',
    dish: 'كبسة روبيان',
    tapped: 'كبسة دجاج',
    tap: 'اختر كبسة دجاج',
  },
  en: {
    lang: 'en',
    dir: 'ltr',
    menu: 'Menu',
    group: 'Kabsa',
    search: 'Search the menu',
    home: 'Home',
    pickup: 'Pickup',
    pickupHint: 'Collect your order at the branch',
    openNavigation: 'Open the navigation',
    dish: 'Shrimp Kabsa',
    tapped: 'Chicken Kabsa',
    tap: 'Choose Chicken Kabsa',
  },
} as const;

/** The e-menu of sufra's Olaya branch (a table's QR code). */
const OLAYA_EMENU = '5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b01';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/** The page as the server sends it, before any script runs. */
const serverHtml = async (request: APIRequestContext, path: string) => {
  const { url, headers } = tenantRequest('sufra', path);
  const response = await request.get(url, { headers });
  expect(response.status()).toBe(200);
  return response.text();
};

for (const [locale, text] of Object.entries(LOCALES)) {
  const prefix = locale === 'en' ? '/en' : '';

  test(`${locale}: the menu comes rendered from the server and the page hydrates it without a warning`, async ({ page, request }) => {
    const html = await serverHtml(request, `${prefix}/menu`);
    expect(html).toContain(`<html lang="${text.lang}" dir="${text.dir}">`);
    expect(html).toMatch(new RegExp(`<h2 id="group\\d+-title">${text.group}</h2>`));
    expect(html).toContain('<script id="storefront-first-paint" type="application/json">');

    const warnings = collectPageErrors(page, { warnings: true });
    await page.goto(shellUrl('sufra', `${prefix}/menu`));
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.menu);
    await expect(page.getByRole('region', { name: text.group })).toBeVisible();
    // Hydrated means working: the search filters the menu.
    await page.getByRole('searchbox', { name: text.search }).fill('zzz');
    await expect(page.getByRole('region', { name: text.group })).toHaveCount(0);
    expect(warnings).toEqual([]);
  });

  test(`${locale}: the home page comes rendered from the server with the order types, and hydrates without a warning`, async ({
    page,
    request,
  }) => {
    const html = await serverHtml(request, prefix || '/');
    expect(html).toContain(`<html lang="${text.lang}" dir="${text.dir}">`);
    expect(html).toContain(`<span class="sf-order-type__name">${text.pickup}</span>`);

    const warnings = collectPageErrors(page, { warnings: true });
    await page.goto(shellUrl('sufra', prefix || '/'));
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.home);
    // Hydrated means the links are the app's: choosing a type changes the screen without loading another page.
    await page.getByRole('link', { name: `${text.pickup} ${text.pickupHint}` }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/select-type/pickup$`));
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
    expect(warnings).toEqual([]);
  });

  test(`${locale}: a table's e-menu comes rendered from the server and hydrates without a warning`, async ({ page, request }) => {
    const path = `${prefix}/menu/e/branch/${OLAYA_EMENU}`;
    const html = await serverHtml(request, path);
    expect(html).toMatch(new RegExp(`<h3 id="emenu-item-\\d+" class="sf-dish__name">${text.dish}</h3>`));

    const warnings = collectPageErrors(page, { warnings: true });
    await page.goto(shellUrl('sufra', path));
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
    // Hydrated means working: the search filters the dishes.
    await page.getByRole('searchbox').fill('zzz');
    await expect(page.getByRole('article', { name: text.dish })).toHaveCount(0);
    expect(warnings).toEqual([]);
  });

  test(`${locale}: a server-rendered page is styled at its first paint, before any script runs`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await skipPopupBanners(context, 'sufra');
    const page = await context.newPage();
    for (const [width, menuButtonShown] of [
      [1280, false],
      [360, true],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(shellUrl('sufra', prefix || '/'));
      await expect(page.getByRole('link', { name: `${text.pickup} ${text.pickupHint}` })).toBeVisible();
      // The shell's stylesheet: the header's menu button is for phones only.
      await expect(page.getByRole('button', { name: text.openNavigation })).toBeVisible({ visible: menuButtonShown });
      // The menu remote's stylesheet: its order-type cards take the tenant's radius.
      expect(
        await page
          .locator('.sf-order-type')
          .first()
          .evaluate((card) => getComputedStyle(card).borderTopLeftRadius),
      ).toBe('12px');
      const { scroll, viewport } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: innerWidth }));
      expect(scroll).toBeLessThanOrEqual(viewport);
    }
    await context.close();
  });

  test.describe(`${locale}: pictures held back`, () => {
    // The test holds the pictures back by intercepting the page's requests; once the worker controls
    // the page, it fetches the pictures itself, past the interception (docs/decisions/tests-without-service-worker.md).
    test.use({ serviceWorkers: 'block' });

    test(`${locale}: a painted page's scripts wait for its pictures (a tap before then is kept), and start anyway when a picture never comes`, async ({
      page,
    }) => {
      const held: Array<() => Promise<void>> = [];
      await page.route('**/media/**', (route) => {
        held.push(() => route.continue());
      });
      const scriptsAsked: number[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scriptsAsked.push(Date.now());
      });
      // The page's clock stands still while the pictures are held: its "start anyway" delay cannot
      // fire however slowly this machine paints, so only the pictures can start the scripts.
      const installed = Date.now();
      await page.clock.install({ time: installed });
      await page.clock.pauseAt(installed + 1000);
      await page.goto(shellUrl('sufra', `${prefix}/menu`), { waitUntil: 'commit' });
      await expect(page.getByRole('region', { name: text.group })).toBeVisible();
      // A guest taps a dish before the page is interactive: the tap is kept.
      await page.getByRole('button', { name: text.tap }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(scriptsAsked).toEqual([]);
      // The pictures arrive: the page loads, its scripts start and hydrate it, and the tap is given again.
      await expect.poll(() => held.length).toBeGreaterThan(0);
      const released = Date.now();
      for (const release of held.splice(0)) await release();
      await expect.poll(() => scriptsAsked.length).toBeGreaterThan(0);
      expect(Math.min(...scriptsAsked)).toBeGreaterThanOrEqual(released);
      await page.clock.resume();
      await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
      await expect(page.getByRole('dialog', { name: text.tapped })).toBeVisible();

      // A picture that never comes: the scripts start when the page's clock reaches its delay, not before.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.route('**/media/**', () => undefined);
      scriptsAsked.length = 0;
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await page.goto(shellUrl('sufra', `${prefix}/menu`), { waitUntil: 'commit' });
      // The whole page is parsed (its starter has run and set its delay); its pictures keep it from loading.
      await expect.poll(() => page.evaluate(() => document.readyState)).toBe('interactive');
      await page.clock.runFor(START_AT_THE_LATEST_MS - 100);
      expect(scriptsAsked).toEqual([]);
      await page.clock.runFor(100);
      await expect.poll(() => scriptsAsked.length).toBeGreaterThan(0);
      await page.clock.resume();
      await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
    });
  });
}

test("a menu remote's server build, deployed or removed beside its browser build, is used or dropped from the next request on", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const menuDir = process.env.E2E_BROWSER_ONLY_MENU_DIR!;
  const { url, headers } = tenantRequest('sufra', '/en/menu', E2E_PORTS.isolationShell);
  const html = async () => (await request.get(url, { headers })).text();

  // Deployed without its server build: the page is rendered in the browser, as before.
  expect(await html()).toMatch(/<div id="?root"?><\/div>/);
  await page.goto(isolationUrl('/en/menu'));
  await expect(page.getByRole('region', { name: 'Kabsa' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'rendered');

  // The menu team ships a new version with its server build: built alone, then copied into the folder
  // the isolation shell's menu is served from (browser files first, so no request sees a server
  // build without its browser build). The shell is not restarted.
  const build = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-menu-build-'));
  try {
    await run('npx', ['webpack', '--mode', 'production', '--env', `outputPath=${build}`], {
      cwd: path.join(ROOT, 'mf-menu'),
      env: { ...process.env, REMOTE_BUILD_ID: 'e2e-server-redeploy' },
      maxBuffer: 16 * 1024 * 1024,
    });
    cpSync(build, menuDir, { recursive: true, filter: (source) => path.basename(source) !== 'server' });
    cpSync(path.join(build, 'server'), path.join(menuDir, 'server'), { recursive: true });
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  const painted = await html();
  expect(painted).toMatch(/<h2 id="group\d+-title">Kabsa<\/h2>/);
  expect(painted).toContain('data-remote="menu" data-build="e2e-server-redeploy"');
  await page.goto(isolationUrl('/en/menu'));
  await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
  await expect(page.locator('[data-remote="menu"]')).toHaveAttribute('data-build', 'e2e-server-redeploy');

  // The server build taken away again: back to rendering in the browser, the new browser build.
  rmSync(path.join(menuDir, 'server'), { recursive: true, force: true });
  expect(await html()).not.toContain('storefront-first-paint');
  await page.goto(isolationUrl('/en/menu'));
  await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'rendered');
  await expect(page.locator('[data-remote="menu"]')).toHaveAttribute('data-build', 'e2e-server-redeploy');
});

test("a party's entry page is rendered afresh for every request, never from the server's brief cache of guest pages", async ({
  request,
}) => {
  const token = await joinedByApi(1, 'Fresh page', '557400021');
  const entryPath = `/en/waiting-list/${token}`;
  const before = await serverHtml(request, entryPath);
  expect(before).toContain('Fresh page');
  expect(before).not.toContain('By the window, please');
  // The party changes its note (no event the shell's cache listens to): the next page, within the cache's 10 s, shows it.
  const changed = await apiCall('sufra', `/api/v1/waiting-list/waiting/update/${token}`, {
    method: 'PUT',
    body: { note: 'By the window, please' },
  });
  expect(changed.status).toBe(200);
  expect(await serverHtml(request, entryPath)).toContain('By the window, please');
});
