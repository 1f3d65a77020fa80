import { expect, test } from '../support/test';
import { answerHumanCheck, cartOnPage, customerOnPage, detailOf, FOUR_HUMMUS } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

const OLAYA_AR = { branch_id: 1, branch_name: 'سفرة - العليا' };

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

test('in Arabic: a new car added inside the checkout (the plate is required first) is chosen and named in Arabic on the order', async ({
  page,
}) => {
  await customerOnPage(page, 'sufra');
  await cartOnPage(page, 'sufra', { ...OLAYA_AR, order_type: 'curbside', lines: FOUR_HUMMUS });
  await page.goto(shellUrl('sufra', '/checkout'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const cars = page.getByRole('group', { name: 'سيارتك' });
  await expect(cars.getByText('ليس لديك سيارة محفوظة بعد.')).toBeVisible();
  await cars.getByRole('button', { name: 'أضف سيارة' }).click();
  const newCar = page.getByRole('group', { name: 'أضف سيارة' });
  await newCar.getByLabel('الماركة').selectOption({ label: 'هيونداي' });
  await newCar.getByLabel('اللون').selectOption({ label: 'أزرق' });
  await newCar.getByRole('button', { name: 'احفظ السيارة' }).click();
  const plate = newCar.getByLabel('رقم اللوحة');
  await expect(plate).toHaveAccessibleDescription('هذا الحقل مطلوب');
  await expect(cars.getByRole('radio')).toHaveCount(0);

  await plate.fill('أ ب ج ١٢٣');
  await newCar.getByRole('button', { name: 'احفظ السيارة' }).click();
  await expect(cars.getByRole('radio', { name: /هيونداي، أزرق، أ ب ج 123/ })).toBeChecked();

  await page.getByRole('radio', { name: 'في أقرب وقت' }).check();
  await page.getByRole('radio', { name: 'الدفع نقدا' }).check();
  await answerHumanCheck(page);
  await page.getByRole('button', { name: 'أرسل الطلب' }).click();
  await expect(page).toHaveURL(/\/o\/\d+$/);
  expect(new URL(page.url()).pathname.startsWith('/en')).toBe(false);
  await expect(detailOf(page, 'السيارة')).toHaveText('هيونداي، أزرق، لوحة أ ب ج 123');
});

test('in Arabic: a declined payment keeps the order to pay, and it is paid again through /o/{id}/pay', async ({ page }) => {
  await customerOnPage(page, 'sufra');
  await cartOnPage(page, 'sufra', { ...OLAYA_AR, order_type: 'pickup', lines: FOUR_HUMMUS });
  await page.goto(shellUrl('sufra', '/checkout'));
  await page.getByRole('radio', { name: 'في أقرب وقت' }).check();
  await page.getByRole('radio', { name: 'الدفع الإلكتروني' }).check();
  await answerHumanCheck(page);
  await page.getByRole('button', { name: 'أرسل الطلب' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();

  // Back on the Arabic page the customer paid from.
  await expect(page).toHaveURL(/\/check-payment\?/);
  expect(new URL(page.url()).pathname).toBe('/check-payment');
  await expect(page.getByRole('alert')).toContainText('فشلت عملية الدفع.');

  await page.getByRole('link', { name: 'ادفع مرة أخرى' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/o\/\d+$/);
  expect(new URL(page.url()).pathname.startsWith('/en')).toBe(false);
  await expect(detailOf(page, 'الدفع')).toHaveText('مدفوع');
});
