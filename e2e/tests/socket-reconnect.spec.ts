import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from '../support/test';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { ORDER_TRACKING_TEXTS as TEXTS, placeOrderByApi } from '../support/orders';
import { shellUrl } from '../support/ports';

const socketState = (page: Page) => page.evaluate(() => document.documentElement.dataset.socket);

/** The page's socket.io connection, which the test can take away (the network gone: every attempt refused) and give back. */
const socketLine = async (page: Page) => {
  let away = false;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, async (socket) => {
    if (away) return socket.close();
    socket.connectToServer();
    open.push(socket);
  });
  await page.route('**/socket.io/**', (route) => (away ? route.abort() : route.continue()));
  return {
    takeAway: async () => {
      away = true;
      await Promise.all(open.splice(0).map((socket) => socket.close()));
    },
    giveBack: () => {
      away = false;
    },
  };
};

for (const locale of ['ar', 'en'] as const) {
  const t = TEXTS[locale];

  test(`${locale}: an order page whose socket was away shows the change made meanwhile once the socket is back`, async ({ page }) => {
    const owner = await freshCustomer('sufra');
    const order = await placeOrderByApi('sufra', owner.token, { ...OLAYA, order_type: 'pickup', lines: FOUR_HUMMUS });
    const line = await socketLine(page);
    await skipPopupBanners(page.context(), 'sufra');
    await sessionOnPage(page, 'sufra', owner.token);
    await page.goto(shellUrl('sufra', `${t.prefix}/order/${order.id}/tracking`));
    const step = page.getByRole('list', { name: t.timeline }).locator('[aria-current="step"]');
    await expect(step).toBeVisible();
    await expect.poll(() => socketState(page)).toBe('connected');
    const before = await step.textContent();

    await line.takeAway();
    await expect.poll(() => socketState(page)).toBe('disconnected');
    // The restaurant accepts the order while the page cannot hear it: its event is lost.
    await operatorCall('sufra', `/api/v1/operator/orders/${order.id}/accept`, 'POST', { estimated_minutes: 20 });
    await expect(step).toHaveText(before ?? '');

    line.giveBack();
    await expect.poll(() => socketState(page), { timeout: 20_000 }).toBe('connected');
    await expect(step).toContainText(t.inKitchen);
  });
}

/** Nile's Zamalek menu, a dish of each language's own (no other spec changes either). */
const MENU = {
  en: { prefix: '/en', orderNow: 'Order now – Nile Kitchen - Zamalek', dish: 'Stuffed Pigeon', itemId: 504, soldOut: 'Sold out' },
  ar: { prefix: '', orderNow: 'اطلب الآن – مطبخ النيل - الزمالك', dish: 'فتة لحمة', itemId: 503, soldOut: 'نفدت الكمية' },
} as const;

test.describe('the menu after a lost connection', () => {
  // One language after the other: each test's own menu changes would reach the other's page and read its menu again.
  test.describe.configure({ mode: 'serial' });

  for (const locale of ['ar', 'en'] as const) {
    const m = MENU[locale];

    test(`${locale}: a menu whose socket was away shows the dish sold out meanwhile once the socket is back`, async ({ page }) => {
      const line = await socketLine(page);
      await skipPopupBanners(page.context(), 'nile');
      // Nile opens in English unless the visitor chose Arabic.
      await page.context().addCookies([{ name: 'lang', value: locale, url: shellUrl('nile') }]);
      await page.goto(shellUrl('nile', `${m.prefix}/select-type/pickup`));
      await page.getByRole('button', { name: m.orderNow }).click();
      const dish = page.getByRole('article', { name: m.dish });
      await expect(dish).toBeVisible();
      await expect.poll(() => socketState(page)).toBe('connected');

      await line.takeAway();
      await expect.poll(() => socketState(page)).toBe('disconnected');
      try {
        // The restaurant runs out of the dish while the page cannot hear it: its menu event is lost.
        await operatorCall('nile', `/api/v1/operator/menu/items/${m.itemId}`, 'PUT', { available: false });
        await expect(dish.getByText(m.soldOut)).toHaveCount(0);

        line.giveBack();
        await expect.poll(() => socketState(page), { timeout: 20_000 }).toBe('connected');
        await expect(dish.getByText(m.soldOut)).toBeVisible();
      } finally {
        await operatorCall('nile', `/api/v1/operator/menu/items/${m.itemId}`, 'PUT', { available: true });
      }
    });
  }
});
