import { expect, test } from '../support/test';
import { cartOnPage, customerOnPage, detailOf, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage } from '../support/checkout-locales';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const COUPON = {
  en: {
    label: 'Coupon code',
    apply: 'Apply',
    invalid: 'The coupon code is invalid.',
    ended: 'Coupon is not available or expired.',
    anyApplied: /^Coupon .*off$/,
    // 10% of SAR 73.60, the prices shown (VAT included).
    applied: 'Coupon WELCOME10: SAR 7.36 off',
    discount: 'SAR 7.36',
    remove: 'Remove the coupon',
    track: 'Track the order',
    progress: 'Order progress',
    kitchen: 'In Kitchen',
  },
  ar: {
    label: 'رمز الكوبون',
    apply: 'تطبيق',
    invalid: 'رمز الكوبون غير صحيح.',
    ended: 'الكوبون غير متاح أو منتهي الصلاحية.',
    anyApplied: /^الكوبون .*: خصم/,
    applied: 'الكوبون WELCOME10: خصم 7.36 ر.س',
    discount: '−7.36\u2069 ر.س',
    remove: 'إزالة الكوبون',
    track: 'تتبع الطلب',
    progress: 'مراحل الطلب',
    kitchen: 'في المطبخ',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, coupon] = [CHECKOUT[locale], COUPON[locale]];
  const olaya = { branch_id: 1, branch_name: texts.olaya };

  test(`${locale}: a made-up coupon is refused next to its field, an ended one said not available; WELCOME10 then applies with its discount`, async ({
    page,
  }) => {
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { ...olaya, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));

    const field = page.getByLabel(coupon.label);
    await field.fill('NOSUCHCODE42');
    await page.getByRole('button', { name: coupon.apply }).click();
    await expect(field).toHaveAccessibleDescription(coupon.invalid);
    await expect(page.getByText(coupon.invalid)).toBeVisible();
    await expect(page.getByText(coupon.anyApplied)).toHaveCount(0);
    // An ended offer says so, not that it is invalid.
    await field.fill('OLD5');
    await page.getByRole('button', { name: coupon.apply }).click();
    await expect(field).toHaveAccessibleDescription(coupon.ended);

    await field.fill('WELCOME10');
    await page.getByRole('button', { name: coupon.apply }).click();
    await expect(page.getByRole('status').filter({ hasText: coupon.applied })).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(detailOf(page, texts.discount)).toContainText(coupon.discount);
    await expect(page.getByRole('button', { name: coupon.remove })).toBeVisible();
  });

  test(`${locale}: a coupon goes with a cash pickup order: the order shows its discount, not paid, and tracks live`, async ({ page }) => {
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { ...olaya, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: texts.asap }).check();
    await page.getByRole('radio', { name: texts.cash }).check();
    await page.getByLabel(coupon.label).fill('WELCOME10');
    await page.getByRole('button', { name: coupon.apply }).click();
    await expect(page.getByText(coupon.applied)).toBeVisible();
    await page.getByRole('button', { name: texts.place }).click();

    const id = await onOrderPage(page, locale);
    await expect(page.getByText(texts.submitted).first()).toBeVisible();
    await expect(page.getByText(texts.notPaid)).toBeVisible();
    await expect(page.getByText(texts.discount, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: coupon.track }).click();
    const current = page.getByRole('list', { name: coupon.progress }).locator('[aria-current="step"]');
    await expect(current).toContainText(texts.submitted);
    await operatorCall('sufra', `/api/v1/operator/orders/${id}/accept`, 'POST', { estimated_minutes: 20 });
    await expect(current).toContainText(coupon.kitchen);
  });
}
