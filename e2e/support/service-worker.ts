import { expect, type Page } from '@playwright/test';

/**
 * Waits until the shell's service worker (registered after the page's load) is active and controls
 * the page, then reloads it once: that load's files all went through the worker, so they are kept.
 */
export const underServiceWorker = async (page: Page): Promise<void> => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-first-paint', /hydrated|rendered/);
};

/**
 * What a page loaded before the worker controlled it (the page itself, its scripts, styles and
 * images) that the worker's caches do not hold yet; empty once a first visit has been handed over.
 */
export const notKeptYet = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const loaded = performance
      .getEntriesByType('resource')
      .filter((entry) => ['script', 'link', 'css', 'img'].includes((entry as PerformanceResourceTiming).initiatorType))
      .map((entry) => entry.name)
      // The storefront's own files (the shell's, the remotes', the api's images), not a tag manager's.
      .filter((url) => new URL(url).hostname.endsWith('localhost'));
    const wanted = [location.href, ...loaded];
    const kept = await Promise.all(wanted.map(async (url) => (await caches.match(url)) !== undefined));
    return wanted.filter((_, index) => !kept[index]);
  });
