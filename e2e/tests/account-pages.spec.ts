import { expect, test } from '../support/test';
import { signInPage } from '../support/accounts';
import { shellUrl } from '../support/ports';

test('points, rewards and challenges show the seeded history; a reward beyond the balance is explained', async ({ page }) => {
  await signInPage(page, 'sufra', 'sara.qahtani@example.com');
  await page.goto(shellUrl('sufra', '/en/account/points'));
  await expect(page.getByTestId('balance')).toHaveText('340');
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.goto(shellUrl('sufra', '/en/rewards'));
  await expect(page.getByText(/^Your points:/)).toHaveText('Your points: 340');
  await page.getByRole('button', { name: 'Redeem 25 SAR wallet credit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Points balance is not enough.' })).toBeVisible();
  await page.goto(shellUrl('sufra', '/en/challenges'));
  await expect(page.getByRole('progressbar', { name: 'Progress of Order 5 times' })).toHaveAttribute('value', '3');
  await page.getByRole('link', { name: 'Details of Big spender' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Big spender');
  await expect(page.getByText('Reward: SAR 25.00 in your wallet')).toBeVisible();
});
