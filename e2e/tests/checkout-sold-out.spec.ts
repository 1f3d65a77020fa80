import { CHECKOUT_PATHS, operatorMenuItemPath } from '@storefront/shared/contracts';
import { expect, test, type Page } from '../support/test';
import { apiCall } from '../support/api';
import { cartOnPage, customerOnPage, detailOf, OLAYA } from '../support/checkout';
import { CHECKOUT, LOCALES } from '../support/checkout-locales';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { money } from '../support/orders';
import { shellUrl } from '../support/ports';
import { checkoutTexts } from '../../mf-checkout/src/features/checkout/texts';
import { common } from '../../shared/src/i18n/common';

// Dishes no other spec orders: selling one out never reaches another spec's cart.
const MUTABBAL = { item_id: 132, quantity: 1, option_ids: [], notes: '' };
const FATTOUSH = { item_id: 141, quantity: 2, option_ids: [], notes: '' };
const WORDS = {
  en: { mutabbal: 'Mutabbal', removed: common.en.cartChanges.removed, empty: checkoutTexts.en.emptyCart },
  ar: { mutabbal: 'متبل', removed: common.ar.cartChanges.removed, empty: checkoutTexts.ar.emptyCart },
} as const;

const sellMutabbal = (available: boolean) => operatorCall('sufra', operatorMenuItemPath(MUTABBAL.item_id), 'PUT', { available });
const lineTotal = async (cartId: string, itemId: number) => {
  const cart = (await apiCall('sufra', `/api/v1/order/carts/${cartId}`)).body?.data as { lines: Array<{ item_id: number; total: number }> };
  return cart.lines.find((line) => line.item_id === itemId)!.total;
};
/**
 * Opens the checkout and chooses cash, as soon as possible; answers once the preview of that choice came, so no
 * other preview is on its way when the restaurant changes the menu.
 */
const openCheckoutForCashAsap = async (page: Page, locale: 'ar' | 'en') => {
  const priced = page.waitForResponse((response) => {
    if (!response.url().endsWith(CHECKOUT_PATHS.preview)) return false;
    const body = response.request().postDataJSON() as { payment_method?: string; delivery_time?: string };
    return body.payment_method === 'cash' && body.delivery_time === 'asap';
  });
  await page.goto(shellUrl('sufra', `${CHECKOUT[locale].prefix}/checkout`));
  await page.getByRole('radio', { name: CHECKOUT[locale].asap }).check();
  await page.getByRole('radio', { name: CHECKOUT[locale].cash }).check();
  await priced;
};

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));
// One spec at a time sells the dish out and back.
test.describe.configure({ mode: 'serial' });
test.afterEach(() => sellMutabbal(true));

for (const locale of LOCALES) {
  const t = CHECKOUT[locale];
  const words = WORDS[locale];
  for (const width of [412, 1280]) {
    test(`${locale} at ${width} px: a dish found sold out when placing, also after another tab cleaned it out, is named with why, and the summary is priced again before the order is placed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const { token } = await customerOnPage(page, 'sufra');
      const cartId = await cartOnPage(page, 'sufra', { ...OLAYA, order_type: 'pickup', lines: [MUTABBAL, FATTOUSH] });
      // Without its socket the page does not hear the restaurant's change: placing the order finds it.
      await page.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
      await page.route('**/socket.io/**', (route) => route.abort());
      const [mutabbal, fattoush] = [await lineTotal(cartId, MUTABBAL.item_id), await lineTotal(cartId, FATTOUSH.item_id)];
      await openCheckoutForCashAsap(page, locale);
      await expect(detailOf(page, t.subtotal)).toHaveText(money(mutabbal + fattoush, 'SAR', locale));

      await sellMutabbal(false);
      // Another tab opens the cart: the stored cart is clean now, without this page seeing what it lost.
      expect((await apiCall('sufra', `/api/v1/order/carts/${cartId}`, { token })).body?.data).toMatchObject({
        removed: [{ item_id: MUTABBAL.item_id }],
      });
      await page.getByRole('button', { name: t.place }).click();
      const notice = page.getByRole('alert').filter({ hasText: words.removed });
      await expect(notice).toContainText(words.mutabbal);
      // The summary is the api's for what is left, before the customer places it.
      await expect(detailOf(page, t.subtotal)).toHaveText(money(fattoush, 'SAR', locale));
      const total = await detailOf(page, t.total).innerText();

      await page.getByRole('button', { name: t.place }).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/o/\\d+$`));
      await expect(detailOf(page, t.total)).toHaveText(total);
    });

    test(`${locale} at ${width} px: the only dish sold out while the checkout is open, after it was priced, leaves an empty cart that says which dish went and why`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await customerOnPage(page, 'sufra');
      const cartId = await cartOnPage(page, 'sufra', { ...OLAYA, order_type: 'pickup', lines: [MUTABBAL] });
      const mutabbal = await lineTotal(cartId, MUTABBAL.item_id);
      await openCheckoutForCashAsap(page, locale);
      // Priced before the change: only the restaurant's live change can find the dish gone.
      await expect(detailOf(page, t.subtotal)).toHaveText(money(mutabbal, 'SAR', locale));
      await expect(page.locator('html')).toHaveAttribute('data-socket', 'connected');
      await sellMutabbal(false);
      await expect(page.getByText(words.empty, { exact: true })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: words.removed })).toContainText(words.mutabbal);
    });
  }
}
