import { expect, test } from '../support/test';
import { freshSaudiMobile, latestCodeFor } from '../support/accounts';
import { cartOnPage, detailOf, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage, placeCash } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { money } from '../support/orders';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const LOGIN = {
  en: {
    heading: 'Log in to place your order',
    mobile: 'Mobile number',
    send: 'Send the code',
    sent: (mobile: string) => `We sent a 4-digit code to \u2066+966 ${mobile}\u2069.`,
    code: 'Verification code',
    verify: 'Log in and continue',
  },
  ar: {
    heading: 'سجّل الدخول لإرسال طلبك',
    mobile: 'رقم الجوال',
    send: 'أرسل الرمز',
    sent: (mobile: string) => `أرسلنا رمزًا من 4 أرقام إلى \u2066+966 ${mobile}\u2069.`,
    code: 'رمز التحقق',
    verify: 'سجّل الدخول وتابع',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, login] = [CHECKOUT[locale], LOGIN[locale]];

  test(`${locale}: a guest logs in by a code inside the checkout; the cart stays and a cash pickup order is placed`, async ({ page }) => {
    await cartOnPage(page, 'sufra', { branch_id: 1, branch_name: texts.olaya, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));

    await expect(page.getByRole('heading', { name: login.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.place })).toHaveCount(0);
    const mobile = freshSaudiMobile();
    await page.getByLabel(login.mobile).fill(mobile);
    await page.getByRole('button', { name: login.send }).click();
    await expect(page.getByText(login.sent(mobile))).toBeVisible();
    await page.getByLabel(login.code).fill(await latestCodeFor('sufra', mobile));
    await page.getByRole('button', { name: login.verify }).click();

    await expect(page.getByRole('heading', { name: login.heading })).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.place })).toBeVisible();
    // The cart is still there: four hummus, 73.60 with VAT.
    await expect(page.getByText(new RegExp(`4 × ${texts.hummus}`)).first()).toBeVisible();
    await expect(detailOf(page, texts.subtotal)).toHaveText(money(73.6, 'SAR', locale));

    await page.getByRole('radio', { name: texts.asap }).check();
    await placeCash(page, locale);
    await onOrderPage(page, locale);
    await expect(page.getByText(texts.submitted).first()).toBeVisible();
    await expect(detailOf(page, texts.orderType)).toHaveText(texts.pickup);
  });
}
