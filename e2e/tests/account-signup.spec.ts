import { expect, test } from '../support/test';
import { freshSaudiMobile, latestCodeFor } from '../support/accounts';
import { shellUrl } from '../support/ports';

test('signup: field errors next to the fields, the code sent to the mobile, then the new account', async ({ page }) => {
  const mobile = freshSaudiMobile();
  const email = `huda.${mobile}@example.com`;
  await page.goto(shellUrl('sufra', '/en/account/signup'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up');
  await page.getByLabel('Name').fill('Huda Al-Shammari');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Huda Al-Shammari');

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-secret');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByLabel('Gender (optional)').selectOption('female');
  await page.getByLabel("A friend's referral code (optional)").fill('omar77');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`enter the code we sent to \u2066+966 ${mobile}\u2069`)).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCodeFor('sufra', mobile));
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(shellUrl('sufra', '/en/account'));
  await expect(page.getByText('Hello Huda Al-Shammari')).toBeVisible();
  await expect(page.getByTestId('own-referral-code')).toHaveText(/^[A-Z2-9]{8}$/);
  await page.getByRole('link', { name: 'My wallet' }).click();
  await expect(page.getByTestId('balance')).toHaveText('SAR 10.00');
  await expect(page.getByRole('cell', { name: /Referral · OMAR77/ })).toBeVisible();
});
