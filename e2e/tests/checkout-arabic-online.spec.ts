import { expect, test } from '../support/test';
import { answerHumanCheck, cartOnPage, customerOnPage, detailOf, FOUR_HUMMUS } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

test('in Arabic: a delivery paid online through the sandbox page comes back to /check-payment, is verified and shown paid', async ({
  page,
}) => {
  await customerOnPage(page, 'sufra', { address: true });
  await cartOnPage(page, 'sufra', {
    branch_id: 1,
    branch_name: 'سفرة - العليا',
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

  await page.goto(shellUrl('sufra', '/checkout'));
  await page.getByRole('radio', { name: /Tahlia St/ }).check();
  await page.getByRole('radio', { name: 'في أقرب وقت' }).check();
  await page.getByRole('radio', { name: 'الدفع الإلكتروني' }).check();
  await page.getByLabel('ملاحظات للمطعم').fill('اطرقوا الباب مرتين');
  await answerHumanCheck(page);
  await page.getByRole('button', { name: 'أرسل الطلب' }).click();

  await expect(page.getByText('Sandbox payment')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();

  // Back in Arabic: no /en, right to left, verifying while the api asks the provider.
  await expect(page).toHaveURL(/\/check-payment\?order=\d+&session=/);
  expect(new URL(page.url()).pathname).toBe('/check-payment');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('status').filter({ hasText: 'جارٍ التحقق من الدفع…' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order');
  release();

  await expect(page).toHaveURL(new RegExp(`/o/${orderId}$`));
  expect(new URL(page.url()).pathname.startsWith('/en')).toBe(false);
  await expect(page.getByRole('heading', { name: /الطلب رقم \d+/ })).toBeVisible();
  await expect(detailOf(page, 'الدفع')).toHaveText('مدفوع');
  await expect(detailOf(page, 'نوع الطلب')).toHaveText('توصيل');
  await expect(detailOf(page, 'الملاحظات')).toHaveText('اطرقوا الباب مرتين');
  // Paid: nothing left to pay, and the cart is emptied.
  await expect(page.getByRole('link', { name: 'ادفع الطلب' })).toHaveCount(0);
  await page.goto(shellUrl('sufra', '/checkout'));
  await expect(page.getByText('سلتك فارغة.')).toBeVisible();
});
