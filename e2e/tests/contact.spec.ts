import { expect, test } from '../support/test';
import { shellUrl } from '../support/ports';

const answerOf = (label: string) => {
  const [, a, b] = /(\d+)\s*\+\s*(\d+)/.exec(label) ?? [];
  return String(Number(a) + Number(b));
};

test('the contact form shows field errors, refuses a wrong human check, keeps the text, then sends', async ({ page }) => {
  await page.goto(shellUrl('sufra', '/en/contact-us'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Field is required').first()).toBeVisible();

  await page.getByLabel('Name').fill('Sara');
  await page.getByLabel('E-mail').fill('sara@example.com');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('٠٥٥١٢٣٤٥٦٧');
  await page.getByLabel('Message').fill('Do you cater weddings of 200 guests?');
  const check = page.getByLabel(/Human check/);
  await check.fill('999');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Wrong Data, Please complete the human validation')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('Do you cater weddings of 200 guests?');

  // A draft survives a reload.
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Sara');
  const label = (await page.getByText(/Human check: /).textContent()) ?? '';
  await page.getByLabel(/Human check/).fill(answerOf(label));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, your message was sent.' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('the contact form speaks Arabic', async ({ page }) => {
  await page.goto(shellUrl('sufra', '/contact-us'));
  await page.getByRole('textbox', { name: 'رقم الجوال' }).fill('123');
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByText('أدخل رقم جوال صحيحًا للدولة المختارة')).toBeVisible();

  // The api's refusal of the human check is said in Arabic (by its code), never in the api's English.
  await page.getByLabel('الاسم').fill('سارة');
  await page.getByLabel('البريد الإلكتروني').fill('sara@example.com');
  await page.getByRole('textbox', { name: 'رقم الجوال' }).fill('0551234567');
  await page.getByLabel('الرسالة').fill('هل تقدمون الولائم؟');
  await page.getByLabel(/التحقق البشري/).fill('999');
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'بيانات خاطئة، يرجى إكمال التحقق البشري' })).toBeVisible();
  await expect(page.getByText('Wrong Data, Please complete the human validation')).toHaveCount(0);
});
