import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** A storefront page is interactive once the app has hydrated or rendered it; a page without the app (no bootstrap) at once. */
const interactive = () =>
  document.documentElement.dataset.firstPaint !== undefined || document.getElementById('storefront-bootstrap') === null;

/** Answers Google's tag script (an outside service this machine cannot reach) with an empty script, recording each request. */
export const answerTagManager = async (context: BrowserContext, requests: string[] = []): Promise<void> => {
  await context.route('https://www.googletagmanager.com/**', async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
};

/** The page's `goto` resolves once the storefront page is interactive (below). */
export const gotoWaitsForInteractive = (page: Page): void => {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await page.waitForFunction(interactive);
    return response;
  };
};

/**
 * The suite's `test`:
 * - Google's tag script (an outside service this machine cannot reach) is answered by an empty
 *   script, and every request for it is recorded in `analyticsRequests`;
 * - `page.goto` resolves once the storefront page is interactive, as a person would wait for it: a
 *   server-painted page shows its buttons before its scripts have come
 *   (docs/decisions/hydrated-means-usable.md). `waitUntil: 'commit'` keeps the raw navigation, for
 *   tests of what comes before.
 */
export const test = base.extend<{ analyticsRequests: string[] }>({
  analyticsRequests: [
    async ({ context }, use) => {
      const requests: string[] = [];
      await answerTagManager(context, requests);
      await use(requests);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    gotoWaitsForInteractive(page);
    await use(page);
  },
});

export { expect, type Page };
