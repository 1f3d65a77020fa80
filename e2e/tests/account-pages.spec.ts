import { expect, test } from '../support/test';
import { signInPage } from '../support/accounts';
import { shellUrl } from '../support/ports';

test('an address is added at a district (no map token: sandbox, no typed coordinates), then deleted after confirmation', async ({
  page,
}) => {
  await signInPage(page, 'sufra', 'sara.qahtani@example.com');
  await page.goto(shellUrl('sufra', '/en/my-address'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Addresses');
  await expect(page.getByText('شارع التحلية')).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();
  await expect(page.getByText('Sandbox: no map token is set for this site')).toBeVisible();
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByText('Field is required')).toBeVisible();

  await page.getByLabel('Street name').fill('Olaya Street');
  await page.getByLabel('Building type').selectOption('office');
  await page.getByLabel('Building number').fill('4410');
  await page.getByLabel('Description').fill('Reception on the ground floor');
  await expect(page.getByLabel('Latitude')).toHaveCount(0);
  await page.getByLabel('District or landmark').selectOption({ label: 'Olaya & Sulaimaniyah' });
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The address was saved.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Olaya Street' })).toContainText('Olaya Street · Office · 4410');

  await page.reload();
  await page.getByRole('button', { name: 'Delete the address Olaya Street' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Olaya Street')).toBeVisible();

  await page.getByRole('button', { name: 'Delete the address Olaya Street' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The address was deleted.' })).toBeVisible();
  await expect(page.getByText('Olaya Street')).toHaveCount(0);
});

test('a vehicle is added from the brand and colour lists', async ({ page }) => {
  await signInPage(page, 'sufra', 'sara.qahtani@example.com');
  await page.goto(shellUrl('sufra', '/en/account'));
  await expect(page.getByRole('heading', { name: 'My vehicles' })).toBeVisible();
  await expect(page.getByText('ABC 1234')).toBeVisible();
  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  await page.getByLabel('Brand').selectOption({ label: 'Kia' });
  await page.getByLabel('Colour').selectOption({ label: 'Black' });
  await page.getByLabel('Plate number').fill('x'.repeat(20));
  await page.getByLabel('Plate number').fill('KSA 4521');
  await page.getByRole('button', { name: 'Save the vehicle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The vehicle was saved.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete the vehicle KSA 4521' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('KSA 4521')).toBeVisible();
});

test('points, rewards and challenges show the seeded history; a reward beyond the balance is explained', async ({ page }) => {
  await signInPage(page, 'sufra', 'sara.qahtani@example.com');
  await page.goto(shellUrl('sufra', '/en/account/points'));
  await expect(page.getByTestId('balance')).toHaveText('340.00');
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.goto(shellUrl('sufra', '/en/rewards'));
  await page.getByRole('button', { name: 'Redeem 25 SAR wallet credit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Points balance is not enough.' })).toBeVisible();
  await page.goto(shellUrl('sufra', '/en/challenges'));
  await expect(page.getByRole('progressbar', { name: 'Progress of Order 5 times' })).toHaveAttribute('value', '3');
  await page.getByRole('link', { name: 'Details of Big spender' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Big spender');
  await expect(page.getByText('Reward: SAR 25.00 in your wallet')).toBeVisible();
});

// nile has no app-wallet page, so its balance is never read (spec section 6): no unread 0.00 above real entries.
test('nile’s wallet lists its entries without a balance it never read', async ({ page }) => {
  await signInPage(page, 'nile', 'mona.hassan@example.com');
  await page.goto(shellUrl('nile', '/en/account/wallet'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My wallet');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('−EGP 85.00');
  await expect(rows.nth(2)).toContainText('+EGP 300.00');
  await expect(page.getByText(/Wallet balance/)).toHaveCount(0);
});
