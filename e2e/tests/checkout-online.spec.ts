import { expect, test } from '../support/test';
import { cartOnPage, customerOnPage, detailOf, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const ONLINE = {
  en: {
    notesLabel: 'Notes for the restaurant',
    typed: 'Ring twice',
    currency: 'SAR',
    verifying: 'Verifying your payment…',
    payOrder: 'Pay for the order',
    empty: 'Your cart is empty.',
  },
  ar: {
    notesLabel: 'ملاحظات للمطعم',
    typed: 'اطرقوا الباب مرتين',
    currency: 'ر.س',
    verifying: 'جارٍ التحقق من الدفع…',
    payOrder: 'ادفع الطلب',
    empty: 'سلتك فارغة.',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, online] = [CHECKOUT[locale], ONLINE[locale]];

  test(`${locale}: a delivery paid online through the sandbox page comes back to /check-payment, is verified, shown paid and the cart is emptied`, async ({
    page,
  }) => {
    await customerOnPage(page, 'sufra', { address: true });
    await cartOnPage(page, 'sufra', {
      branch_id: 1,
      branch_name: texts.olaya,
      order_type: 'delivery',
      latitude: 24.6907,
      longitude: 46.6853,
      lines: FOUR_HUMMUS,
    });
    // The api's answer to the check is held until the page has shown that it is verifying.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/payment/sessions/*/confirm', async (route) => {
      await released;
      await route.continue();
    });

    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    await page.getByRole('radio', { name: /Tahlia St/ }).check();
    await page.getByRole('radio', { name: texts.asap }).check();
    await page.getByRole('radio', { name: texts.online }).check();
    await page.getByLabel(online.notesLabel).fill(online.typed);
    await expect(page.getByRole('definition').filter({ hasText: online.currency }).first()).toBeVisible();
    await page.getByRole('button', { name: texts.place }).click();

    await expect(page.getByText('Sandbox payment')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();

    // The provider returns to the check-payment page in the language the customer paid in, which verifies with the api.
    await expect(page).toHaveURL(/\/check-payment\?order=\d+&session=/);
    expect(new URL(page.url()).pathname).toBe(`${texts.prefix}/check-payment`);
    await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
    await expect(page.getByRole('status').filter({ hasText: online.verifying })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('order');
    release();

    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/o/${orderId}$`));
    await onOrderPage(page, locale);
    await expect(page.getByRole('heading', { name: new RegExp(texts.orderNumber('\\d+')) })).toBeVisible();
    await expect(page.getByText(texts.paid, { exact: true })).toBeVisible();
    await expect(detailOf(page, texts.payment)).toHaveText(texts.paid);
    await expect(detailOf(page, texts.orderType)).toHaveText(texts.delivery);
    await expect(detailOf(page, texts.notes)).toHaveText(online.typed);
    await expect(page.getByText(online.typed)).toBeVisible();
    // Paid: nothing left to pay, and the cart is emptied.
    await expect(page.getByRole('link', { name: online.payOrder })).toHaveCount(0);
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    await expect(page.getByText(online.empty)).toBeVisible();
  });
}
