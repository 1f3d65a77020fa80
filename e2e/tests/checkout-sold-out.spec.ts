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
const WORDS = {
  en: { mutabbal: 'Mutabbal', removed: common.en.cartChanges.removed, empty: checkoutTexts.en.emptyCart },
  ar: { mutabbal: 'متبل', removed: common.ar.cartChanges.removed, empty: checkoutTexts.ar.emptyCart },
} as const;

const sellMutabbal = (available: boolean) => operatorCall('sufra', `/api/v1/operator/menu/items/${MUTABBAL.item_id}`, 'PUT', { available });
const lineTotal = async (cartId: string, itemId: number) => {
  const cart = (await apiCall('sufra', `/api/v1/order/carts/${cartId}`)).body?.data as { lines: Array<{ item_id: number; total: number }> };
  return cart.lines.find((line) => line.item_id === itemId)!.total;
};
const chooseCashAsap = async (page: Page, locale: 'ar' | 'en') => {
  await page.getByRole('radio', { name: CHECKOUT[locale].asap }).check();
  await page.getByRole('radio', { name: CHECKOUT[locale].cash }).check();
};

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));
// One spec at a time sells the dish out and back.
test.describe.configure({ mode: 'serial' });
test.afterEach(() => sellMutabbal(true));

for (const locale of LOCALES) {
  const t = CHECKOUT[locale];
  const words = WORDS[locale];
  for (const width of [412, 1280]) {
    test(`${locale} at ${width} px: the only dish sold out while the checkout is open, after it was priced, leaves an empty cart that says which dish went and why`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await customerOnPage(page, 'sufra');
      const cartId = await cartOnPage(page, 'sufra', { ...OLAYA, order_type: 'pickup', lines: [MUTABBAL] });
      const mutabbal = await lineTotal(cartId, MUTABBAL.item_id);
      await page.goto(shellUrl('sufra', `${t.prefix}/checkout`));
      await chooseCashAsap(page, locale);
      // Priced before the change: only the restaurant's live change can find the dish gone.
      await expect(detailOf(page, t.subtotal)).toHaveText(money(mutabbal, 'SAR', locale));
      await expect(page.locator('html')).toHaveAttribute('data-socket', 'connected');
      await sellMutabbal(false);
      await expect(page.getByText(words.empty, { exact: true })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: words.removed })).toContainText(words.mutabbal);
    });
  }
}
