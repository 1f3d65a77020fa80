import { expect, test } from '../support/test';
import { apiCall, loginByMobile } from '../support/api';
import { freshCustomer, freshSaudiMobile, latestCodeFor, sessionOnPage } from '../support/accounts';
import { shellUrl } from '../support/ports';

const arabicDigits = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

test('in Arabic: a customer moves to a new mobile number with the code sent to it, then logs in by it', async ({ page }) => {
  // The login by the new number waits for the resend minute that the change's code started.
  test.setTimeout(150_000);
  const customer = await freshCustomer('sufra');
  const other = await freshCustomer('sufra');
  const named = await apiCall('sufra', '/api/v1/user/customers/update', { method: 'PUT', token: customer.token, body: { name: 'ريم' } });
  expect(named.status).toBe(200);
  const next = freshSaudiMobile();
  await sessionOnPage(page, 'sufra', customer.token);

  await page.goto(shellUrl('sufra', '/account'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('معلوماتي');
  const current = page.getByRole('textbox', { name: 'رقم الجوال', exact: true });
  await expect(current).toHaveValue(`+966 ${customer.mobile}`);
  await expect(current).toHaveAccessibleDescription('رقم جوالك هو وسيلة الدخول. لتغييره نرسل رمزًا إلى الرقم الجديد.');

  await page.getByRole('button', { name: 'تغيير رقم الجوال' }).click();
  const number = page.getByRole('textbox', { name: 'رقم الجوال الجديد' });
  await expect(number).toBeFocused();

  // Another customer's number is refused next to the field, and stays as typed.
  await number.fill(other.mobile);
  await page.getByRole('button', { name: 'أرسل الرمز' }).click();
  await expect(number).toHaveAccessibleDescription('رقم الجوال هذا مسجّل لحساب آخر.');
  await expect(number).toHaveValue(other.mobile);

  // The new number, typed in Arabic-Indic digits with the trunk 0.
  await number.fill(`٠${arabicDigits(next)}`);
  await page.getByRole('button', { name: 'أرسل الرمز' }).click();
  await expect(page.getByText(`أدخل الرمز الذي أرسلناه إلى \u2066+966 ${next}\u2069.`)).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('يمكنك طلب رمز جديد بعد');
  const code = page.getByRole('textbox', { name: 'رمز التحقق' });
  await expect(code).toBeFocused();
  const sent = await latestCodeFor('sufra', next);

  await code.fill(sent.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10)));
  await page.getByRole('button', { name: 'تأكيد الرقم الجديد' }).click();
  await expect(code).toHaveAccessibleDescription('رمز التحقق غير صحيح.');
  await expect(current).toHaveValue(`+966 ${customer.mobile}`);

  await code.fill(arabicDigits(sent));
  await page.getByRole('button', { name: 'تأكيد الرقم الجديد' }).click();
  await expect(page.getByRole('status').filter({ hasText: `رقم جوالك الآن \u2066+966 ${next}\u2069.` })).toBeVisible();
  await expect(current).toHaveValue(`+966 ${next}`);
  await expect(page.getByRole('button', { name: 'تغيير رقم الجوال' })).toBeFocused();
  await page.reload();
  await expect(current).toHaveValue(`+966 ${next}`);

  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await page.goto(shellUrl('sufra', '/account/login'));
  await page.getByRole('textbox', { name: 'رقم الجوال' }).fill(next);
  // One code a minute to a number: the customer tries again until the change's minute is over.
  await expect(async () => {
    await page.getByRole('button', { name: 'أرسل الرمز' }).click();
    await expect(page.getByText(`أرسلنا رمزًا من 4 أرقام إلى \u2066+966 ${next}\u2069.`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ intervals: [5_000], timeout: 90_000 });
  await page.getByLabel('رمز التحقق').fill(await latestCodeFor('sufra', next));
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(shellUrl('sufra', '/account'));
  await expect(page.getByText('أهلًا ريم')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'رقم الجوال', exact: true })).toHaveValue(`+966 ${next}`);
  await expect(page.getByTestId('own-referral-code')).toHaveText(customer.referralCode);

  // The old number is free (its login's minute is over too): a login by it is a new customer.
  const byOld = await loginByMobile('sufra', 'SA', customer.mobile);
  expect(byOld.customer['name']).toBe('');
  expect(byOld.customer['referral_code']).not.toBe(customer.referralCode);
});
