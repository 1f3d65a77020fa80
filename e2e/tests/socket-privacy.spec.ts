import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { placeOrderByApi } from '../support/orders';
import { shellUrl } from '../support/ports';

const TEXTS = {
  en: { prefix: '/en', timeline: 'Order progress', inKitchen: 'In Kitchen' },
  ar: { prefix: '', timeline: 'مراحل الطلب', inKitchen: 'في المطبخ' },
} as const;

/** Every socket.io frame the page receives that names `order.updated`. */
const orderFramesOf = (page: Page): string[] => {
  const frames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      if (text.includes('order.updated')) frames.push(text);
    }),
  );
  return frames;
};

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
        return { page, frames: orderFramesOf(page) };
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
    expect(ownerPage.frames.some((frame) => frame.includes(`"id":${order.id}`))).toBe(true);
    // The owner's page has its event; give the others as long again, then nothing may have come.
    await ownerPage.page.waitForTimeout(500);
    expect(otherPage.frames).toEqual([]);
    expect(guestPage.frames).toEqual([]);
    for (const { page } of pages) await page.context().close();
  });
}
