import { expect, test } from '../support/test';
import { answerHumanCheck, cartOnPage, customerOnPage, FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

test('tracking follows the restaurant live, then the delivered order is rated', async ({ page }) => {
  await customerOnPage(page, 'sufra');
  await cartOnPage(page, 'sufra', {
    ...OLAYA,
    order_type: 'pickup',
    lines: FOUR_HUMMUS,
  });
  await page.goto(shellUrl('sufra', '/en/checkout'));
  await page.getByRole('radio', { name: 'As soon as possible' }).check();
  await page.getByRole('radio', { name: 'Cash' }).check();
  await answerHumanCheck(page);
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page).toHaveURL(/\/en\/o\/\d+$/);
  const id = /\/o\/(\d+)$/.exec(page.url())![1]!;

  await page.getByRole('link', { name: 'Track the order' }).click();
  const timeline = page.getByRole('list', { name: 'Order progress' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Submitted');

  await operatorCall('sufra', `/api/v1/operator/orders/${id}/accept`, 'POST', { estimated_minutes: 20 });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('In Kitchen');
  await expect(page.getByText(/Estimated time: /)).toBeVisible();
  await operatorCall('sufra', `/api/v1/operator/orders/${id}/ready`, 'POST', {});
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Ready');
  await operatorCall('sufra', `/api/v1/operator/orders/${id}/deliver`, 'POST', {});
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Completed');

  await page.getByRole('radio', { name: '5 stars' }).check();
  await page.getByLabel('Comment (optional)').fill('Great');
  await page.getByRole('button', { name: 'Send the rating' }).click();
  await expect(page.getByText('Thank you for your rating.')).toBeVisible();
});
