import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { E2E_PORTS, shellUrl } from '../support/ports';
import { common } from '../../shared/src/i18n/common';
import { texts as account } from '../../mf-account/src/texts';
import { orderListTexts } from '../../mf-account/src/features/orders/texts';
import { WAITS_OUT_A_TIMER } from '../support/timers';

/** The account remote's origin in the suite (the third remote of the registry). */
const ACCOUNT_ORIGIN = `localhost:${E2E_PORTS.remotesBase + 3}`;
/** A chunk of the account remote's own code (its screens): numbered and hashed, not its entry or `./App`. */
const SCREEN_CHUNK = /\/\d+\.[0-9a-f]{10}\.js$/;

/** A logged-in customer's page, and the loading stalls it reports (its console), as they come. */
const customerPageReportingStalls = async (page: Page): Promise<string[]> => {
  await sessionOnPage(page, 'sufra', (await freshCustomer('sufra')).token);
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Reported (loading-stalled')) reports.push(message.text());
  });
  return reports;
};

/** Holds the requests `matches` takes (never answered) while `on`; once off, they go through. */
const holdRequests = async (context: BrowserContext, matches: (url: URL) => boolean) => {
  const hold = { on: true, routes: [] as Route[] };
  await context.route(matches, (route) => (hold.on ? void hold.routes.push(route) : route.continue()));
  return hold;
};

// No part of a page stays loading past 10 s (docs/decisions/no-loading-state-lasts.md): the part says
// so with a retry, and the stall is reported (reportError, which reaches Sentry where a DSN is set).
for (const locale of ['ar', 'en'] as const) {
  const path = locale === 'ar' ? '/account/orders' : '/en/account/orders';
  const texts = { stalled: common[locale].loadingStalled, retry: common[locale].retry, title: account[locale].screens.orders };

  test(
    `${locale}: a screen whose code never comes offers a retry at 10 s, reports it, and the retry brings the screen`,
    WAITS_OUT_A_TIMER,
    async ({ page, context }) => {
      test.setTimeout(90_000);
      const reports = await customerPageReportingStalls(page);
      // The screens' code is held (never answered) until the page is loaded again.
      const held = await holdRequests(context, (url) => url.host === ACCOUNT_ORIGIN && SCREEN_CHUNK.test(url.pathname));
      // Not until `load`: a chunk asked for before it holds the page's load event for as long as it is held.
      await page.goto(shellUrl('sufra', path), { waitUntil: 'domcontentloaded' });
      await expect(page.locator('[data-remote="account"]')).toBeVisible();
      const shownAt = Date.now();
      await expect(page.getByRole('alert').filter({ hasText: texts.stalled })).toBeVisible({ timeout: 20_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(8_000);
      expect(held.routes.length).toBeGreaterThan(0);
      await expect.poll(() => reports).toEqual([expect.stringContaining('account screen')]);
      // The first retry tries in place (still held: the limit counts again), the second loads the page again.
      await page.getByRole('button', { name: texts.retry }).click();
      await expect(page.getByRole('alert')).toBeHidden();
      await expect(page.getByRole('alert').filter({ hasText: texts.stalled })).toBeVisible({ timeout: 20_000 });
      held.on = false;
      await page.getByRole('button', { name: texts.retry }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title, { timeout: 20_000 });
      await Promise.all(held.routes.map((route) => route.abort().catch(() => undefined)));
    },
  );

  test(
    `${locale}: a list whose answer never comes offers a retry at 10 s, reports it, and the retry asks again`,
    WAITS_OUT_A_TIMER,
    async ({ page, context }) => {
      test.setTimeout(60_000);
      const reports = await customerPageReportingStalls(page);
      const held = await holdRequests(context, (url) => url.pathname === '/api/v1/order/orders');
      await page.goto(shellUrl('sufra', path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      const shownAt = Date.now();
      await expect(page.getByRole('alert').filter({ hasText: texts.stalled })).toBeVisible({ timeout: 20_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(8_000);
      await expect.poll(() => reports).toEqual([expect.stringContaining('orders')]);
      held.on = false;
      await page.getByRole('button', { name: texts.retry }).click();
      await expect(page.getByText(orderListTexts[locale].empty)).toBeVisible();
      expect(held.routes).toHaveLength(1);
      await held.routes[0]!.abort().catch(() => undefined);
    },
  );
}
