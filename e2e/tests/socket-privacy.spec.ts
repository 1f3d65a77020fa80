import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { ORDER_TRACKING_TEXTS as TEXTS, placeOrderByApi } from '../support/orders';
import { shellUrl } from '../support/ports';

/** An event every storefront socket of the tenant hears, sent after the order's: it arrives after anything sent before it. */
const MARKER = 'privacy.marker';

/** Every socket.io frame the page receives, in order. */
const framesOf = (page: Page): string[] => {
  const frames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => frames.push(typeof payload === 'string' ? payload : payload.toString('utf8'))),
  );
  return frames;
};
const orderFrames = (frames: string[]) => frames.filter((frame) => frame.includes('order.updated'));

const connected = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.dataset.socket)).toBe('connected');

for (const locale of ['ar', 'en'] as const) {
  const t = TEXTS[locale];

  test(`an order's live updates reach its owner's page only, never another customer's or a guest's page (${locale})`, async ({
    browser,
  }) => {
    const owner = await freshCustomer('sufra');
    const other = await freshCustomer('sufra');
    const order = await placeOrderByApi('sufra', owner.token, { ...OLAYA, order_type: 'pickup', lines: FOUR_HUMMUS });

    const pages = await Promise.all(
      [owner.token, other.token, null].map(async (token) => {
        const context = await browser.newContext();
        await skipPopupBanners(context, 'sufra');
        const page = await context.newPage();
        if (token) await sessionOnPage(page, 'sufra', token);
        return { page, frames: framesOf(page) };
      }),
    );
    const [ownerPage, otherPage, guestPage] = pages as [(typeof pages)[0], (typeof pages)[0], (typeof pages)[0]];
    await ownerPage.page.goto(shellUrl('sufra', `${t.prefix}/order/${order.id}/tracking`));
    await otherPage.page.goto(shellUrl('sufra', `${t.prefix}/account/orders`));
    await guestPage.page.goto(shellUrl('sufra', `${t.prefix}/menu`));
    const timeline = ownerPage.page.getByRole('list', { name: t.timeline });
    await expect(timeline).toBeVisible();
    for (const { page } of pages) await connected(page);

    await operatorCall('sufra', `/api/v1/operator/orders/${order.id}/accept`, 'POST', { estimated_minutes: 20 });
    await expect(timeline.locator('[aria-current="step"]')).toContainText(t.inKitchen);
    expect(orderFrames(ownerPage.frames).some((frame) => frame.includes(`"id":${order.id}`))).toBe(true);
    // A marker sent to every page after the order's event: once a page has it, the order's event would have come before it.
    await operatorCall('sufra', '/api/v1/operator/events', 'POST', { room: 'client_frontend', event: MARKER });
    for (const { frames } of [otherPage, guestPage]) await expect.poll(() => frames.some((frame) => frame.includes(MARKER))).toBe(true);
    expect(orderFrames(otherPage.frames)).toEqual([]);
    expect(orderFrames(guestPage.frames)).toEqual([]);
    for (const { page } of pages) await page.context().close();
  });
}
