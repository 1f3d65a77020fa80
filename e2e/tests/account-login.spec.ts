import { expect, test } from '../support/test';
import { DEMO_PASSWORD, freshSaudiMobile, latestCodeFor } from '../support/accounts';
import { shellUrl } from '../support/ports';

test.describe('customer login', () => {
  test('by mobile: the country rules, a wrong code explained, then the right code lands on /account', async ({ page }) => {
    const mobile = freshSaudiMobile();
    await page.goto(shellUrl('sufra', '/en/account/login'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
    const number = page.getByRole('textbox', { name: 'Mobile number' });
    await number.fill('123');
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page.getByText('Enter a valid mobile number for the chosen country')).toBeVisible();

    // Arabic-Indic digits and the trunk 0 are read.
    await number.fill(`٠${mobile.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))}`);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page.getByText(`We sent a 4-digit code to \u2066+966 ${mobile}\u2069.`)).toBeVisible();
    await expect(page.getByRole('timer')).toContainText('You can ask for a new code in');
    const code = await latestCodeFor('sufra', mobile);

    await page.getByLabel('Verification code').fill(code.replace(/\d/g, (d) => String((Number(d) + 1) % 10)));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The verification code is incorrect.' })).toBeVisible();

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(shellUrl('sufra', '/en/account'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My info');
    await expect(page.getByLabel('Mobile number')).toHaveValue(`+966 ${mobile}`);
  });

  test('by e-mail: a guest sent to login from /my-address comes back there; logout reaches every tab', async ({ page, context }) => {
    await page.goto(shellUrl('sufra', '/en/my-address'));
    await expect(page).toHaveURL(shellUrl('sufra', `/en/account/login?return=${encodeURIComponent('/en/my-address')}`));
    await page.getByRole('tab', { name: 'E-mail and password' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('layla.otaibi@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The e-mail or the password is incorrect.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('layla.otaibi@example.com');

    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(shellUrl('sufra', '/en/my-address'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Addresses');
    await expect(page.getByText('شارع الأمير سلطان')).toBeVisible();

    const other = await context.newPage();
    await other.goto(shellUrl('sufra', '/en/account/wallet'));
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('My wallet');
    await expect(other.getByRole('table')).toBeVisible();

    await page.goto(shellUrl('sufra', '/en/account'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(other).toHaveURL(/\/en\/account\/login\?return=/);
  });

  test('speaks Arabic: the login page and its errors', async ({ page }) => {
    await page.goto(shellUrl('sufra', '/account/login'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
    await page.getByRole('button', { name: 'أرسل الرمز' }).click();
    await expect(page.getByText('هذا الحقل مطلوب')).toBeVisible();
  });
});
