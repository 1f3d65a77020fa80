import { test as base, expect, type Page } from '@playwright/test';

/**
 * The suite's `test`: Google's tag script (an outside service this machine cannot reach) is answered
 * by an empty script, and every request for it is recorded in `analyticsRequests`.
 */
export const test = base.extend<{ analyticsRequests: string[] }>({
  analyticsRequests: [
    async ({ context }, use) => {
      const requests: string[] = [];
      await context.route('https://www.googletagmanager.com/**', async (route) => {
        requests.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
      });
      await use(requests);
    },
    { auto: true },
  ],
});

export { expect, type Page };
