import { expect, test, type Page } from '../support/test';
import { apiCall } from '../support/api';
import { collectPageErrors } from '../support/console';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';
import { menuTexts } from '../../mf-menu/src/features/menu/texts';

/** The cart beside the menu, and its lines. */
const cartOf = (page: Page) => page.getByRole('complementary', { name: /Your cart|سلتك/ });
const linesOf = (page: Page) => cartOf(page).getByRole('list', { name: /Items in your cart|أصناف سلتك/ });
const totalOf = (page: Page, label: string) =>
  cartOf(page)
    .getByRole('definition')
    .filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${label}"]`) });

test.beforeEach(async ({ context }) => {
  await skipPopupBanners(context, 'sufra');
  await skipPopupBanners(context, 'nile');
});

test('pickup in English: a branch, an item whose options are explained, a priced cart kept across reloads, tabs and a browser restart', async ({
  page,
  context,
  browser,
}) => {
  // A whole journey: about ten page loads, a second tab and a new browser (19 s alone, over 30 s beside another worker).
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  await page.goto(shellUrl('sufra', '/en/'));
  await page.getByRole('link', { name: /^Pickup Collect/ }).click();
  await expect(page).toHaveURL(/\/en\/select-type\/pickup$/);
  const olaya = page.getByRole('article', { name: 'Sufra - Olaya' });
  await expect(olaya.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Sufra - King Fahd Road' }).getByText('Busy', { exact: true })).toBeVisible();
  // Closed by hand but taking scheduled orders: only "Schedule for later".
  const malqa = page.getByRole('article', { name: 'Sufra - Al Malqa' });
  await expect(malqa.getByText('Preorder available', { exact: true })).toBeVisible();
  await expect(malqa.getByRole('button', { name: /Order now/ })).toHaveCount(0);
  await olaya.getByRole('button', { name: 'Order now – Sufra - Olaya' }).click();

  await expect(page).toHaveURL(/\/en\/menu$/);
  await expect(page.getByText('Pickup – Sufra - Olaya')).toBeVisible();
  await page.getByRole('button', { name: 'Choose Chicken Kabsa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chicken Kabsa' });
  await dialog.getByRole('button', { name: 'Add to cart · SAR 36.80' }).click();
  await expect(dialog.getByRole('alert').first()).toContainText('Choose Size');
  await expect(dialog.getByRole('radio', { name: 'Quarter' })).toBeFocused();
  await dialog.getByRole('radio', { name: /Half/ }).check();
  await dialog.getByRole('checkbox', { name: /Daqqus sauce/ }).check();
  await dialog.getByRole('button', { name: 'More' }).click();
  await dialog.getByRole('textbox', { name: 'Notes for the kitchen' }).fill('Less spicy, please');
  await dialog.getByRole('button', { name: 'Add to cart · SAR 110.40' }).click();
  await expect(dialog).toBeHidden();

  const cart = cartOf(page);
  await expect(cart.getByText('Half, Daqqus sauce')).toBeVisible();
  await expect(cart.getByText('“Less spicy, please”')).toBeVisible();
  // Saudi prices include VAT: the total is the sum of the prices, with the VAT inside it.
  await expect(totalOf(page, 'Total')).toHaveText('SAR 110.40');
  await expect(totalOf(page, 'Incl. VAT (15%)')).toHaveText('SAR 14.40');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.reload();
  await expect(totalOf(page, 'Total')).toHaveText('SAR 110.40');
  await expect(page.getByText('Pickup – Sufra - Olaya')).toBeVisible();

  const otherTab = await context.newPage();
  await otherTab.goto(shellUrl('sufra', '/en/menu'));
  await expect(totalOf(otherTab, 'Total')).toHaveText('SAR 110.40');

  // A browser restart keeps the site's storage: a new browser context from the saved state.
  const restarted = await browser.newContext({ storageState: await context.storageState() });
  const afterRestart = await restarted.newPage();
  await afterRestart.goto(shellUrl('sufra', '/en/menu'));
  await expect(totalOf(afterRestart, 'Total')).toHaveText('SAR 110.40');
  await expect(afterRestart.getByText('Pickup – Sufra - Olaya')).toBeVisible();
  await restarted.close();

  // Other tenants never see it.
  await page.goto(shellUrl('nile', '/en/menu'));
  await expect(cartOf(page).getByText('Your cart is empty.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('delivery in Arabic: outside every zone, then a district with its fee, minimum order and VAT', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 24.5, longitude: 46.9 });
  await page.goto(shellUrl('sufra', '/'));
  await page.getByRole('link', { name: /^توصيل/ }).click();
  await expect(page).toHaveURL(/\/select-type\/delivery$/);
  await page.getByRole('button', { name: 'استخدم موقعي الحالي' }).click();
  await expect(page.getByRole('alert')).toHaveText('التوصيل غير متاح لهذا الموقع.');

  await page.getByLabel('الحي').selectOption({ label: 'العليا والسليمانية' });
  await page.getByRole('button', { name: 'التوصيل إلى هنا' }).click();
  await expect(
    page.getByText('سفرة - العليا يوصل إلى العليا والسليمانية: رسوم التوصيل 11.50 ر.س، الحد الأدنى للطلب 57.50 ر.س'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'اطلب الآن – سفرة - العليا' }).click();

  await expect(page.getByText('توصيل – سفرة - العليا')).toBeVisible();
  await expect(page.getByText('التوصيل إلى العليا والسليمانية')).toBeVisible();
  await page.getByRole('button', { name: 'اختر حمص' }).click();
  await page.getByRole('dialog', { name: 'حمص' }).getByRole('button', { name: 'أضف إلى السلة · 18.40 ر.س' }).click();
  await expect(totalOf(page, 'رسوم التوصيل')).toHaveText('11.50 ر.س');
  await expect(totalOf(page, 'الإجمالي')).toHaveText('29.90 ر.س');
  await expect(totalOf(page, 'شامل ضريبة القيمة المضافة (15٪)')).toHaveText('3.90 ر.س');
  await expect(cartOf(page).getByText('أضف 39.10 ر.س للوصول إلى الحد الأدنى للطلب 57.50 ر.س.')).toBeVisible();
  await expect(cartOf(page).getByRole('button', { name: 'إتمام الطلب' })).toBeDisabled();

  const quantity = cartOf(page).getByRole('group', { name: 'كمية حمص' });
  for (let i = 0; i < 3; i += 1) await quantity.getByRole('button', { name: 'أكثر' }).click();
  await expect(totalOf(page, 'الإجمالي')).toHaveText('85.10 ر.س');
  await expect(cartOf(page).getByRole('link', { name: 'إتمام الطلب' })).toHaveAttribute('href', '/checkout');
});

test('curbside in English: a busy branch, a required side, and items the type does not serve are absent', async ({ page }) => {
  await page.goto(shellUrl('sufra', '/en/select-type/curbside'));
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Order now – Sufra - King Fahd Road' }).click();
  await expect(page.getByText('Pickup from your car – Sufra - King Fahd Road')).toBeVisible();
  await expect(page.getByText('Branch: Busy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Chicken Kabsa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Chicken Mathbi Platter' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Grills' }).click();
  await expect(page.getByRole('link', { name: 'Grills' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Choose Shish Tawook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Shish Tawook' });
  await dialog.getByRole('button', { name: /Add to cart/ }).click();
  await expect(dialog.getByRole('alert').first()).toContainText('Choose Side');
  await dialog.getByRole('radio', { name: 'Fries' }).check();
  await dialog.getByRole('button', { name: 'Add to cart · SAR 43.70' }).click();
  await expect(cartOf(page).getByText('Fries')).toBeVisible();
  await expect(totalOf(page, 'Total')).toHaveText('SAR 43.70');

  // Edit the line: another side, the cart follows.
  await cartOf(page).getByRole('button', { name: 'Edit Shish Tawook' }).click();
  const edit = page.getByRole('dialog', { name: 'Shish Tawook' });
  await expect(edit.getByRole('radio', { name: 'Fries' })).toBeChecked();
  await edit.getByRole('radio', { name: 'Rice' }).check();
  await edit.getByRole('button', { name: 'Update the cart · SAR 43.70' }).click();
  await expect(cartOf(page).getByText('Rice')).toBeVisible();
  await expect(linesOf(page).getByRole('listitem')).toHaveCount(1);
});

test('dine-in in Arabic: a table session opens the menu; the staff move the table and the page follows live', async ({ page }) => {
  const opened = await operatorCall('sufra', '/api/v1/operator/dine-in/sessions', 'POST', { table_id: 107 });
  const sessionId = String(opened.data.session_id);
  try {
    await page.goto(shellUrl('sufra', `/menu/dine_in/session/${sessionId}`));
    await expect(page.getByText('طاولة T7 · الجلسات الخارجية · سفرة - العليا')).toBeVisible();
    await page.getByRole('button', { name: 'اختر حمص' }).click();
    await page
      .getByRole('dialog', { name: 'حمص' })
      .getByRole('button', { name: /أضف إلى السلة/ })
      .click();
    await expect(totalOf(page, 'الإجمالي')).toHaveText('18.40 ر.س');

    await operatorCall('sufra', `/api/v1/operator/dine-in/sessions/${sessionId}`, 'PUT', { table_id: 302 });
    await expect(page.getByText('طاولة T2 · الصالة الرئيسية · سفرة - الملقا')).toBeVisible();
    await expect(page.getByText('تم تغيير طاولتك إلى T2 (الصالة الرئيسية). سيُقدَّم طلبك هناك.')).toBeVisible();
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront.sufra.order-draft') ?? '{}'));
    expect(draft).toMatchObject({ type: 'dine_in', table_name: 'T2', table_changed: true, table_changed_branch_id: 3, branch_id: 3 });
    await expect(totalOf(page, 'الإجمالي')).toHaveText('18.40 ر.س');

    await operatorCall('sufra', `/api/v1/operator/dine-in/sessions/${sessionId}`, 'PUT', { status: 'closed' });
    await expect(page.getByRole('alert')).toHaveText('انتهت جلسة هذه الطاولة. اطلب رمزاً جديداً من الموظفين لتطلب مجدداً.');
  } finally {
    await fetch(`${process.env.E2E_API_URL}/api/v1/operator/dine-in/sessions/${sessionId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-tenant': 'sufra', 'x-operator-key': 'sufra-operator-demo' },
      body: JSON.stringify({ status: 'closed' }),
    });
  }
  await page.goto(shellUrl('sufra', '/menu/dine_in/session/no-such-table'));
  await expect(page.getByRole('alert')).toHaveText('رمز الطاولة غير صالح. امسح الرمز الموجود على طاولتك مجدداً أو اسأل الموظفين.');
});

test('live in English: the restaurant reprices an item, sells out another and gets busy; menu, cart and branch follow without a reload', async ({
  page,
}) => {
  await page.goto(shellUrl('nile', '/en/select-type/pickup'));
  await page.getByRole('button', { name: 'Order now – Nile Kitchen - Zamalek' }).click();
  await page.getByRole('button', { name: "Choose Ta'ameya" }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Add to cart/ })
    .click();
  await page.getByRole('button', { name: 'Choose Ful Medames' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Add to cart/ })
    .click();
  await expect(linesOf(page).getByRole('listitem')).toHaveCount(2);
  const marker = await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 1));

  const price = ((await apiCall('nile', '/api/v1/menu/items/512?branch_id=4')).body!.data as { price: number }).price;
  try {
    await operatorCall('nile', '/api/v1/operator/menu/items/511', 'PUT', { available: false });
    await operatorCall('nile', '/api/v1/operator/menu/items/512', 'PUT', { price: 99 });
    const notice = cartOf(page).getByRole('alert');
    await expect(notice).toContainText('Item not found: these items are no longer available and were removed from your cart:');
    await expect(notice).toContainText('Ful Medames');
    await expect(notice).toContainText(/Ta'ameya: EGP \d+\.\d{2} → EGP 99\.00/);
    await expect(linesOf(page).getByRole('listitem').filter({ hasText: "Ta'ameya" })).toContainText('EGP 99.00');
    await expect(page.getByRole('article', { name: 'Ful Medames' }).getByText('Sold out')).toBeVisible();

    await expect(page.getByText('Branch: Open')).toBeVisible();
    await operatorCall('nile', '/api/v1/operator/branches/4', 'PUT', { busy: true });
    await expect(page.getByText('Branch: Busy')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { liveMarker: number }).liveMarker)).toBe(marker);
  } finally {
    await operatorCall('nile', '/api/v1/operator/menu/items/511', 'PUT', { available: true });
    await operatorCall('nile', '/api/v1/operator/menu/items/512', 'PUT', { price });
    await operatorCall('nile', '/api/v1/operator/branches/4', 'PUT', { busy: false });
  }
});

test('links into the menu: /item/{id} opens the item, /menu#group{id} its section, search finds dishes in both languages', async ({
  page,
}) => {
  await page.goto(shellUrl('sufra', '/en/item/101'));
  await expect(page.getByRole('dialog', { name: 'Chicken Kabsa' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/en\/menu$/);

  await page.goto(shellUrl('sufra', '/menu#group12'));
  await expect(page.getByRole('navigation', { name: 'أقسام القائمة' }).getByRole('link', { name: 'المشويات' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.getByRole('searchbox', { name: 'ابحث في القائمة' }).fill('كبسه');
  await expect(page.getByText(/^تم العثور على \d+ (أطباق|طبقًا|طبق)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'اختر كبسة دجاج' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'المشويات' })).toHaveCount(0);
});

for (const { locale, prefix, search, found, dishes } of [
  {
    locale: 'ar',
    prefix: '',
    search: 'ابحث في القائمة',
    found: 'تم العثور على 5 أطباق',
    dishes: ['كبسة دجاج', 'كبسة لحم', 'كبسة حاشي', 'كبسة روبيان', 'كبسة خضار'],
  },
  {
    locale: 'en',
    prefix: '/en',
    search: 'Search the menu',
    found: '5 dishes found',
    dishes: ['Chicken Kabsa', 'Lamb Kabsa', 'Camel Kabsa', 'Shrimp Kabsa', 'Vegetable Kabsa'],
  },
]) {
  test(`${locale}: searching "الكبسة", with its article, finds every kabsa dish`, async ({ page }) => {
    await page.goto(shellUrl('sufra', `${prefix}/menu`));
    await page.getByRole('searchbox', { name: search }).fill('الكبسة');
    await expect(page.getByText(found, { exact: true })).toBeVisible();
    for (const dish of dishes) await expect(page.getByText(dish, { exact: true }).first()).toBeVisible();
  });
}

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: a link to a dish the menu does not have says so, over the menu`, async ({ page }) => {
    await page.goto(shellUrl('sufra', `${locale === 'en' ? '/en' : ''}/item/99999`));
    await expect(page.getByRole('alert').filter({ hasText: menuTexts[locale].itemNotFound })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
