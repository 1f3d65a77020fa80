import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '../support/test';
import { shellUrl } from '../support/ports';

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
    files.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
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

for (const pagePath of ['/', '/menu']) {
  test(`a cold first visit to ${pagePath} downloads no more JavaScript than the budget`, async ({ page }) => {
    expect(
      await firstVisitJs(page, pagePath),
      `gzip bytes of JavaScript on a cold first visit to ${pagePath} (perf-budget.json)`,
    ).toBeLessThanOrEqual(budget.firstVisitJsGzipBytes);
  });
}

test("a table's e-menu, opened on a slow connection, downloads no more JavaScript than the ordering menu", async ({ browser }) => {
  const sizeOf = async (pagePath: string) => {
    const context = await browser.newContext();
    const size = await firstVisitJs(await context.newPage(), pagePath);
    await context.close();
    return size;
  };
  expect(await sizeOf(TABLE_EMENU)).toBeLessThanOrEqual(await sizeOf('/menu'));
});

for (const pagePath of ['/menu', '/en/menu']) {
  test(`a repeat visit to ${pagePath} downloads no JavaScript again: entry files answer 304, chunks come from the cache`, async ({
    browser,
  }) => {
    // A context of its own: Chromium keeps no HTTP cache where requests are intercepted (the suite's
    // context answers Google's tag); here that script simply fails to load. Without the service
    // worker: this is the HTTP cache policy (a browser without the worker, or before it is installed);
    // with it, the page's answers come from the worker (docs/decisions.md, "Service worker").
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(shellUrl('sufra', pagePath));
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'hydrated');
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
