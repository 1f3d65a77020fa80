import { expect, test } from '../support/test';
import { signInPage } from '../support/accounts';
import { shellUrl } from '../support/ports';

test('in Arabic: an address is added by hand, then deleted after confirmation', async ({ page }) => {
  await signInPage(page, 'sufra', 'sara.qahtani@example.com');
  await page.goto(shellUrl('sufra', '/my-address'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('العناوين');
  await page.getByRole('button', { name: 'أضف عنوانًا' }).click();
  await expect(page.getByText('بيئة تجريبية: لم يُضبط مفتاح خرائط لهذا الموقع، لذا لا تظهر خريطة.')).toBeVisible();
  await page.getByRole('button', { name: 'احفظ العنوان' }).click();
  await expect(page.getByText('هذا الحقل مطلوب')).toBeVisible();

  await page.getByLabel('اسم الشارع').fill('شارع العليا العام');
  await page.getByLabel('نوع المبنى').selectOption('office');
  await page.getByLabel('رقم المبنى').fill('٤٤١٠');
  await page.getByLabel('خط العرض').fill('24.6907');
  await page.getByLabel('خط الطول').fill('46.6853');
  await page.getByRole('button', { name: 'احفظ العنوان' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ العنوان.' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'حذف العنوان شارع العليا العام' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'حذف هذا العنوان؟' });
  await expect(dialog.getByRole('button', { name: 'إبقاء' })).toBeFocused();
  await dialog.getByRole('button', { name: 'حذف', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حذف العنوان.' })).toBeVisible();
  await expect(page.getByText('شارع العليا العام')).toHaveCount(0);
});
