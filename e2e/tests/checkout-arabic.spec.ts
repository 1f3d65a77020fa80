import { expect, test } from '../support/test';
import { answerHumanCheck, cartOnPage, customerOnPage, FOUR_HUMMUS } from '../support/checkout';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

test('in Arabic: a coupon, a cash pickup order, its details and live tracking', async ({ page }) => {
  await customerOnPage(page, 'sufra');
  await cartOnPage(page, 'sufra', {
    branch_id: 1,
    branch_name: 'سفرة - العليا',
    order_type: 'pickup',
    lines: FOUR_HUMMUS,
  });
  await page.goto(shellUrl('sufra', '/checkout'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'في أقرب وقت' }).check();
  await page.getByRole('radio', { name: 'الدفع نقدا' }).check();
  await page.getByLabel('رمز الكوبون').fill('WELCOME10');
  await page.getByRole('button', { name: 'تطبيق' }).click();
  // 10% of 64.00 ر.س.
  await expect(page.getByText('الكوبون WELCOME10: خصم 6.40 ر.س')).toBeVisible();
  await answerHumanCheck(page);
  await page.getByRole('button', { name: 'أرسل الطلب' }).click();

  await expect(page).toHaveURL(/\/o\/\d+$/);
  expect(new URL(page.url()).pathname.startsWith('/en')).toBe(false);
  await expect(page.getByText('تم الإرسال').first()).toBeVisible();
  await expect(page.getByText('غير مدفوع')).toBeVisible();
  await expect(page.getByText('الخصم', { exact: true })).toBeVisible();
  const id = /\/o\/(\d+)$/.exec(page.url())![1]!;

  await page.getByRole('link', { name: 'تتبع الطلب' }).click();
  const timeline = page.getByRole('list', { name: 'مراحل الطلب' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('تم الإرسال');
  await operatorCall('sufra', `/api/v1/operator/orders/${id}/accept`, 'POST', { estimated_minutes: 20 });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('في المطبخ');
});
