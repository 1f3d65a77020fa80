import { expect, test } from '../support/test';
import { signInPage } from '../support/accounts';
import { shellUrl } from '../support/ports';

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

// nile has no app-wallet page, so its balance is never read (docs/specification.md §6): no unread 0.00 above real entries.
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
