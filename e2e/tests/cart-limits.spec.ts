import { expect, test, type Page } from '../support/test';
import { cartOnPage, customerOnPage, FOUR_HUMMUS } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/** Sufra's family platter: at most 3 in one order. */
const PLATTER = 115;

const TEXTS = {
  en: {
    branch: 'Sufra - Olaya',
    menu: '/en/menu',
    checkout: '/en/checkout',
    cart: /^Your cart/,
    lines: 'Items in your cart',
    more: 'More',
    platter: 'Chicken Mathbi Platter',
    notes: 'Notes for the kitchen',
    add: /^Add to cart/,
    maximum: 'You can order at most 3 of this item in one order, counting every line of it in your cart',
    hummus: 'Hummus',
    asap: 'As soon as possible',
    cash: 'Cash',
    place: 'Place the order',
    empty: 'Your cart is empty.',
  },
  ar: {
    branch: 'سفرة - العليا',
    menu: '/menu',
    checkout: '/checkout',
    cart: /^سلتك/,
    lines: 'أصناف سلتك',
    more: 'أكثر',
    platter: 'صحن مظبي عائلي',
    notes: 'ملاحظات للمطبخ',
    add: /^أضف إلى السلة/,
    maximum: 'يمكنك طلب 3 من هذا الصنف على الأكثر في الطلب الواحد، محسوبة على كل أسطره في سلتك',
    hummus: 'حمص',
    asap: 'في أقرب وقت',
    cash: 'الدفع نقدا',
    place: 'أرسل الطلب',
    empty: 'سلتك فارغة.',
  },
} as const;

const cartOf = (page: Page, locale: keyof typeof TEXTS) => page.getByRole('complementary', { name: TEXTS[locale].cart });

for (const locale of ['ar', 'en'] as const) {
  const text = TEXTS[locale];

  test(`the maximum per purchase counts every line of an item, with the reason next to it (${locale})`, async ({ page }) => {
    await cartOnPage(page, 'sufra', {
      branch_id: 1,
      branch_name: text.branch,
      order_type: 'pickup',
      lines: [
        { item_id: PLATTER, quantity: 2, option_ids: [], notes: 'A' },
        { item_id: PLATTER, quantity: 1, option_ids: [], notes: 'B' },
      ],
    });
    await page.goto(shellUrl('sufra', text.menu));
    const lines = cartOf(page, locale).getByRole('list', { name: text.lines }).getByRole('listitem');
    await expect(lines).toHaveCount(2);

    // 2 + 1 is the maximum: one more on the first line is refused, and the line says why.
    await lines.first().getByRole('button', { name: text.more }).click();
    await expect(lines.first().getByRole('alert')).toHaveText(text.maximum);
    await expect(lines.first().getByRole('group').locator('output')).toHaveText('2');

    // A third line of the same dish (other notes) is refused in the dish's dialog too.
    await page.getByRole('button', { name: locale === 'en' ? `Choose ${text.platter}` : `اختر ${text.platter}` }).click();
    const dialog = page.getByRole('dialog', { name: text.platter });
    await dialog.getByRole('textbox', { name: text.notes }).fill('C');
    await dialog.getByRole('button', { name: text.add }).click();
    await expect(dialog.getByRole('alert')).toContainText(text.maximum);
    await expect(dialog.getByRole('alert').getByRole('listitem')).toHaveCount(1);
    await expect(lines).toHaveCount(2);
  });

  test(`an order closes its cart: the menu starts a fresh one (${locale})`, async ({ page }) => {
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { branch_id: 1, branch_name: text.branch, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', text.checkout));
    await page.getByRole('radio', { name: text.asap }).check();
    await page.getByRole('radio', { name: text.cash }).check();
    await page.getByRole('button', { name: text.place }).click();
    await expect(page).toHaveURL(/\/o\/\d+$/);

    await page.goto(shellUrl('sufra', text.menu));
    await expect(cartOf(page, locale).getByText(text.empty)).toBeVisible();
    await page.getByRole('button', { name: locale === 'en' ? `Choose ${text.hummus}` : `اختر ${text.hummus}` }).click();
    await page.getByRole('dialog', { name: text.hummus }).getByRole('button', { name: text.add }).click();
    const lines = cartOf(page, locale).getByRole('list', { name: text.lines }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(text.hummus);
  });
}
