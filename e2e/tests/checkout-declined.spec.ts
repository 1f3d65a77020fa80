import { expect, test } from '../support/test';
import { cartOnPage, customerOnPage, detailOf, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const DECLINED = {
  en: { failed: 'Payment failed.', payAgain: 'Pay again' },
  ar: { failed: 'فشلت عملية الدفع.', payAgain: 'ادفع مرة أخرى' },
} as const;

for (const locale of LOCALES) {
  const [texts, declined] = [CHECKOUT[locale], DECLINED[locale]];

  test(`${locale}: a declined payment keeps the order to pay, and it is paid again through /o/{id}/pay`, async ({ page }) => {
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { branch_id: 1, branch_name: texts.olaya, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    await page.getByRole('radio', { name: texts.asap }).check();
    await page.getByRole('radio', { name: texts.online }).check();
    await page.getByRole('button', { name: texts.place }).click();
    await page.getByRole('button', { name: 'Decline' }).click();

    // Back on the page, in the language the customer paid from.
    await expect(page).toHaveURL(/\/check-payment\?/);
    expect(new URL(page.url()).pathname).toBe(`${texts.prefix}/check-payment`);
    await expect(page.getByRole('alert')).toContainText(declined.failed);

    await page.getByRole('link', { name: declined.payAgain }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await onOrderPage(page, locale);
    await expect(page.getByText(texts.paid, { exact: true })).toBeVisible();
    await expect(detailOf(page, texts.payment)).toHaveText(texts.paid);
  });
}
