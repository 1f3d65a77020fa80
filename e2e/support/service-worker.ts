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

/** Whether the worker's caches hold an answer for `url` (a page, a file, an api call). */
export const isKept = (page: Page, url: string): Promise<boolean> =>
  page.evaluate(async (wanted) => (await caches.match(wanted)) !== undefined, url);
