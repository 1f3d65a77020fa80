import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '../support/test';
import { shellUrl, tenantRequest } from '../support/ports';
import { collectPageErrors } from '../support/console';
import { joinedByApi } from '../support/waiting-list';

/** The repository's budget file (docs/performance.md, "Size gate"). */
const budget = JSON.parse(readFileSync(path.join(__dirname, '../../perf-budget.json'), 'utf8')) as { firstVisitJsGzipBytes: number };

/** The e-menu of sufra's Olaya branch: the page a table's QR code opens. */
const TABLE_EMENU = '/menu/e/branch/5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b01';

/** Records when the page says it is interactive: `data-first-paint` is set once the app is hydrated (or rendered). */
const recordInteractive = () => {
  new MutationObserver((_records, observer) => {
    if (!['hydrated', 'rendered'].includes(document.documentElement.dataset.firstPaint ?? '')) return;
    (window as unknown as { interactiveAt: number }).interactiveAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-first-paint'] });
};

/**
 * Bytes, not time: the JavaScript a cold first visit to `pagePath` asks for before the page is
 * interactive (what comes later, like the live-updates socket, is left out; the whole load until
 * the network is idle is reported beside it), each file gzipped here at level 9, so the figure
 * depends only on the build.
 */
const firstVisitJs = async (page: Page, pagePath: string) => {
  const files = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    // A file still arriving when the test ends (one asked after the network was idle) has no body:
    // not a number, so a file counted before interactive without its body fails the budget.
    files.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => Number.NaN,
      ),
    );
  });
  await page.addInitScript(recordInteractive);
  await page.goto(shellUrl('sufra', pagePath));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
  await page.waitForLoadState('networkidle');
  const beforeInteractive = await page.evaluate(() => {
    const interactiveAt = (window as unknown as { interactiveAt: number }).interactiveAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < interactiveAt)
      .map((entry) => entry.name);
  });
  const sizes = new Map(await Promise.all([...files].map(async ([url, size]) => [url, await size] as const)));
  const sum = (urls: Iterable<string>) => [...urls].reduce((total, url) => total + (sizes.get(url) ?? 0), 0);
  const total = sum(beforeInteractive.filter((url) => sizes.has(url)));
  const whole = `${total} bytes of JavaScript gzip before interactive in ${beforeInteractive.filter((url) => sizes.has(url)).length} files; ${sum(sizes.keys())} in ${sizes.size} files until the network is idle`;
  test.info().annotations.push({ type: `first-visit JavaScript of ${pagePath}`, description: whole });
  console.log(`first visit to ${pagePath}: ${whole}`);
  return total;
};

/** A party in line at Sufra - Olaya, for its entry page (the link of its SMS): one per language, joined through the api. */
const entryToken = (mobile: string) => joinedByApi(1, `First visit ${mobile}`, mobile);

/**
 * Every public route a customer lands on that CI holds to the budget, each in both
 * languages: its level-one heading and something of its content must be in the HTML the server
 * sends (rendered before any script runs), and the page must be hydrated, not rendered anew.
 */
const ROUTES: { path: string | (() => Promise<string>); heading: string; shows: string }[] = [
  { path: '/', heading: 'الرئيسية', shows: 'استلام من الفرع' },
  { path: '/en', heading: 'Home', shows: 'Pickup' },
  { path: '/menu', heading: 'قائمة الطعام', shows: 'الكبسة' },
  { path: '/en/menu', heading: 'Menu', shows: 'Kabsa' },
  { path: '/reservations', heading: 'الحجوزات', shows: 'سفرة - العليا' },
  { path: '/en/reservations', heading: 'Reservations', shows: 'Sufra - Olaya' },
  { path: '/reservations/branch/1', heading: 'حجز طاولة', shows: 'التاريخ والضيوف والوقت' },
  { path: '/en/reservations/branch/1', heading: 'Reserve a table', shows: 'Date, guests and time' },
  { path: '/waiting-list', heading: 'قائمة الانتظار', shows: 'سفرة - العليا' },
  { path: '/en/waiting-list', heading: 'Waiting list', shows: 'Sufra - Olaya' },
  { path: '/waiting-list/branch/1', heading: 'التسجيل في قائمة الانتظار', shows: 'سجلني في الانتظار' },
  { path: '/en/waiting-list/branch/1', heading: 'Join the waiting list', shows: 'Join the line' },
  {
    path: async () => `/waiting-list/branch/1/${await entryToken('557400011')}`,
    heading: 'دورك في قائمة الانتظار',
    shows: 'First visit 557400011',
  },
  { path: async () => `/en/waiting-list/${await entryToken('557400012')}`, heading: 'Your place in line', shows: 'First visit 557400012' },
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

for (const route of ROUTES) {
  const name = typeof route.path === 'string' ? route.path : `the entry page (${route.heading})`;
  test(`a cold first visit to ${name} comes rendered from the server, hydrates without a warning and downloads no more JavaScript than the budget`, async ({
    page,
    request,
  }) => {
    const pagePath = typeof route.path === 'string' ? route.path : await route.path();
    const { url, headers } = tenantRequest('sufra', pagePath);
    const html = await (await request.get(url, { headers })).text();
    // The server's page, before any script: the route's heading and content, and the answers it was built from.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(route.heading)}</h1>`));
    expect(html).toContain(escapeHtml(route.shows));
    expect(html).toContain('<script id="storefront-first-paint" type="application/json">');

    const warnings = collectPageErrors(page, { warnings: true });
    expect(
      await firstVisitJs(page, pagePath),
      `gzip bytes of JavaScript on a cold first visit to ${pagePath} (perf-budget.json)`,
    ).toBeLessThanOrEqual(budget.firstVisitJsGzipBytes);
    expect(warnings).toEqual([]);
  });
}

for (const prefix of ['', '/en']) {
  test(`a table's e-menu (${prefix || '/'}), opened on a slow connection, downloads no more JavaScript than the ordering menu`, async ({
    browser,
  }) => {
    const sizeOf = async (pagePath: string) => {
      const context = await browser.newContext();
      const size = await firstVisitJs(await context.newPage(), pagePath);
      await context.close();
      return size;
    };
    expect(await sizeOf(`${prefix}${TABLE_EMENU}`)).toBeLessThanOrEqual(await sizeOf(`${prefix}/menu`));
  });
}

for (const pagePath of ['/menu', '/en/menu']) {
  test(`a cold visit to ${pagePath} evaluates no zod until an answer needs checking: the live socket and the api error texts come without it`, async ({
    page,
  }) => {
    const bodies: Promise<{ url: string; zod: boolean }>[] = [];
    page.on('response', (response) => {
      if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
      // zod's classes keep their names as strings in a minified build ("$ZodType").
      bodies.push(response.body().then((body) => ({ url: response.url(), zod: body.includes('$ZodType') })));
    });
    // The live connection's library is the page's last chunk, loaded after the first paint with the api error texts.
    const realtime = page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'));
    await page.goto(shellUrl('sufra', pagePath));
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
    await realtime;
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(bodies);
    expect(loaded.some(({ url }) => url.includes('/api-error-texts.'))).toBe(true);
    expect(loaded.filter(({ zod }) => zod).map(({ url }) => url)).toEqual([]);
  });
}

for (const pagePath of ['/menu', '/en/menu']) {
  test(`a repeat visit to ${pagePath} downloads no JavaScript again: entry files answer 304, chunks come from the cache`, async ({
    browser,
  }) => {
    // A context of its own: Chromium keeps no HTTP cache where requests are intercepted (the suite's
    // context answers Google's tag); here that script simply fails to load. Without the service
    // worker: this is the HTTP cache policy (a browser without the worker, or before it is installed);
    // with it, the page's answers come from the worker (docs/decisions/tests-without-service-worker.md).
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // The live connection's library is the page's last chunk, loaded after the first paint: its
    // socket says it has come (network idle alone can come before it on a busy machine).
    const realtime = page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'));
    await page.goto(shellUrl('sufra', pagePath));
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
    await realtime;
    await page.waitForLoadState('networkidle');

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const fromCache = new Set<string>();
    const answers = new Map<string, { url: string; status: number; fromDiskCache: boolean }>();
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script')
        answers.set(requestId, { url: response.url, status: response.status, fromDiskCache: response.fromDiskCache ?? false });
    });
    await page.goto(shellUrl('sufra', pagePath));
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
    await page.waitForLoadState('networkidle');

    const scripts = [...answers].map(([requestId, answer]) => ({ ...answer, cached: answer.fromDiskCache || fromCache.has(requestId) }));
    const entries = scripts.filter(({ url }) => /\/(main|remoteEntry)\.js$/.test(url));
    await context.close();
    expect(entries.map(({ status }) => status).sort()).toEqual([304, 304]);
    const downloaded = scripts
      .filter(({ url, status, cached }) => status !== 304 && !cached && !url.includes('googletagmanager'))
      .map(({ url }) => url);
    expect(downloaded).toEqual([]);
    expect(scripts.length).toBeGreaterThan(10);
  });
}

// ---- The shell's own public pages and the login ----
// Each route a customer lands on from a link: server-rendered (its heading, and what the page is for,
// are in the HTML the server sends, before any script runs) and within the same budget, in Arabic and under /en.
const SHELL_AND_LOGIN_PAGES: readonly { path: string; heading: { ar: string; en: string }; content?: { ar: string; en: string } }[] = [
  { path: '/branches', heading: { ar: 'الفروع', en: 'Branches' } },
  { path: '/contact-us', heading: { ar: 'تواصل معنا', en: 'Contact us' } },
  { path: '/page/about-us', heading: { ar: 'من نحن', en: 'About us' } },
  // The login form hydrates once the page is interactive: the server must have painted it.
  { path: '/account/login', heading: { ar: 'تسجيل الدخول', en: 'Login' }, content: { ar: 'أرسل الرمز', en: 'Send the code' } },
];

for (const { path: pagePath, heading, content } of SHELL_AND_LOGIN_PAGES) {
  for (const locale of ['ar', 'en'] as const) {
    const localized = locale === 'en' ? `/en${pagePath}` : pagePath;
    test(`${localized} comes server-rendered: its heading is in the HTML before any script runs`, async ({ request }) => {
      const { url, headers } = tenantRequest('sufra', localized);
      const html = await (await request.get(url, { headers })).text();
      expect(html, `the server's HTML of ${localized} has its heading`).toMatch(new RegExp(`<h1 id="[^"]+">${heading[locale]}</h1>`));
      if (content) expect(html, `the server's HTML of ${localized} has its content`).toContain(content[locale]);
      expect(html).toContain('<script id="storefront-first-paint" type="application/json">');
    });

    test(`a cold first visit to ${localized}, server-rendered, downloads no more JavaScript than the budget`, async ({ page }) => {
      expect(
        await firstVisitJs(page, localized),
        `gzip bytes of JavaScript on a cold first visit to ${localized} (perf-budget.json)`,
      ).toBeLessThanOrEqual(budget.firstVisitJsGzipBytes);
    });
  }
}
