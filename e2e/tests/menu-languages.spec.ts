import { expect, test, type Page } from '../support/test';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

/**
 * Each order type's path to a filled cart in the language menu.spec.ts does not walk it in
 * (there: pickup and curbside in English, delivery and dine-in in Arabic).
 */
const TEXTS = {
  en: { hummus: 'Hummus', choose: 'Choose Hummus', add: 'Add to cart · SAR 18.40', total: 'Total', cart: 'Your cart' },
  ar: { hummus: 'حمص', choose: 'اختر حمص', add: 'أضف إلى السلة · 18.40 ر.س', total: 'الإجمالي', cart: 'سلتك' },
} as const;

const addHummus = async (page: Page, locale: 'ar' | 'en', total: string) => {
  const text = TEXTS[locale];
  await page.getByRole('button', { name: text.choose }).click();
  await page.getByRole('dialog', { name: text.hummus }).getByRole('button', { name: text.add }).click();
  const cart = page.getByRole('complementary', { name: new RegExp(text.cart) });
  await expect(cart.getByText(text.hummus, { exact: true })).toBeVisible();
  await expect(cart.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${text.total}"]`) })).toHaveText(
    total,
  );
};

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

test('pickup in Arabic', async ({ page }) => {
  await page.goto(shellUrl('sufra', '/'));
  await page.getByRole('link', { name: /^استلام من الفرع/ }).click();
  await page.getByRole('button', { name: 'اطلب الآن – سفرة - العليا' }).click();
  await expect(page.getByText('استلام من الفرع – سفرة - العليا')).toBeVisible();
  await addHummus(page, 'ar', '18.40 ر.س');
});

test('curbside in Arabic', async ({ page }) => {
  await page.goto(shellUrl('sufra', '/select-type/curbside'));
  await page.getByRole('button', { name: 'اطلب الآن – سفرة - طريق الملك فهد' }).click();
  await expect(page.getByText('استلام من السيارة – سفرة - طريق الملك فهد')).toBeVisible();
  await addHummus(page, 'ar', '18.40 ر.س');
});

test('delivery in English', async ({ page }) => {
  await page.goto(shellUrl('sufra', '/en/select-type/delivery'));
  await page.getByLabel('Your district').selectOption({ label: 'Al Wurud & Al Muruj' });
  await page.getByRole('button', { name: 'Deliver here' }).click();
  await expect(
    page.getByText(/^Sufra - King Fahd Road delivers to Al Wurud & Al Muruj: fee SAR 13.80, minimum order SAR 69.00/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Order now – Sufra - King Fahd Road' }).click();
  await expect(page.getByText('Delivery – Sufra - King Fahd Road')).toBeVisible();
  // 18.40 + 13.80 delivery, VAT included in both.
  await addHummus(page, 'en', 'SAR 32.20');
});

test('dine-in in English, from the table code', async ({ page }) => {
  const opened = await operatorCall('sufra', '/api/v1/operator/dine-in/sessions', 'POST', { table_id: 103 });
  const sessionId = String(opened.data.session_id);
  try {
    await page.goto(shellUrl('sufra', '/en/select-type/dine_in'));
    await page.getByRole('textbox', { name: 'Table code' }).fill(sessionId);
    await page.getByRole('button', { name: 'Open the table menu' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/menu/dine_in/session/${sessionId}$`));
    await expect(page.getByText('Table T3 · Main hall · Sufra - Olaya')).toBeVisible();
    await addHummus(page, 'en', 'SAR 18.40');
  } finally {
    await operatorCall('sufra', `/api/v1/operator/dine-in/sessions/${sessionId}`, 'PUT', { status: 'closed' });
  }
});
