import { expect, test } from '../support/test';
import { customerOnPage, detailOf } from '../support/checkout';
import { CHECKOUT, LOCALES, onCheckout, onOrderPage, placeCash } from '../support/checkout-locales';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/**
 * Olaya's tables in the main hall, one per language: no other spec opens a session on T4 or T2 (T5 and T6
 * have demo sessions open from the seed, so the operator cannot open another one on them).
 */
const DINE_IN = {
  en: {
    table: { id: 104, name: 'T4' },
    banner: 'Table T4 · Main hall · Sufra - Olaya',
    choose: 'Choose Hummus',
    add: /Add to cart/,
    goToCheckout: 'Go to checkout',
    yourTable: 'Your table',
    tableAt: 'Table T4 – Main hall',
    when: 'When',
    tableNumber: 'Table number',
  },
  ar: {
    table: { id: 102, name: 'T2' },
    banner: 'طاولة T2 · الصالة الرئيسية · سفرة - العليا',
    choose: 'اختر حمص',
    add: /أضف إلى السلة/,
    goToCheckout: 'إتمام الطلب',
    yourTable: 'طاولتك',
    tableAt: 'طاولة T2 – الصالة الرئيسية',
    when: 'الموعد',
    tableNumber: 'رقم الطاولة',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, dineIn] = [CHECKOUT[locale], DINE_IN[locale]];

  test(`${locale}: dine-in from a table session: the table comes from the session and is on the order`, async ({ page }) => {
    const opened = await operatorCall('sufra', '/api/v1/operator/dine-in/sessions', 'POST', { table_id: dineIn.table.id });
    const sessionId = String(opened.data.session_id);
    try {
      await customerOnPage(page, 'sufra');
      await page.goto(shellUrl('sufra', `${texts.prefix}/menu/dine_in/session/${sessionId}`));
      await expect(page.getByText(dineIn.banner)).toBeVisible();
      for (let count = 0; count < 2; count += 1) {
        await page.getByRole('button', { name: dineIn.choose }).click();
        await page.getByRole('dialog', { name: texts.hummus }).getByRole('button', { name: dineIn.add }).click();
        await expect(page.getByRole('dialog', { name: texts.hummus })).toHaveCount(0);
      }
      await page.getByRole('link', { name: dineIn.goToCheckout }).click();
      await onCheckout(page, locale);

      await expect(page.getByRole('region', { name: dineIn.yourTable })).toContainText(dineIn.tableAt);
      // Served at the table now: no time to choose.
      await expect(page.getByRole('group', { name: dineIn.when })).toHaveCount(0);
      await placeCash(page, locale);
      await onOrderPage(page, locale);
      await expect(detailOf(page, texts.orderType)).toHaveText(texts.dineIn);
      await expect(detailOf(page, dineIn.tableNumber)).toHaveText(dineIn.table.name);
      await expect(detailOf(page, texts.branch)).toHaveText(texts.olaya);
    } finally {
      await operatorCall('sufra', `/api/v1/operator/dine-in/sessions/${sessionId}`, 'PUT', { status: 'closed' });
    }
  });
}
