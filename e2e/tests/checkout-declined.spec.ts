import { expect, test } from '../support/test';
import { answerHumanCheck, cartOnPage, customerOnPage, FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

test('a declined payment keeps the cart and is paid again through /o/{id}/pay', async ({ page }) => {
  await customerOnPage(page, 'sufra');
  await cartOnPage(page, 'sufra', {
    ...OLAYA,
    order_type: 'pickup',
    lines: FOUR_HUMMUS,
  });
  await page.goto(shellUrl('sufra', '/en/checkout'));
  await page.getByRole('radio', { name: 'As soon as possible' }).check();
  await page.getByRole('radio', { name: 'Online payment' }).check();
  await answerHumanCheck(page);
  await page.getByRole('button', { name: 'Place the order' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  // Back on the English page the customer paid from.
  await expect(page).toHaveURL(/\/en\/check-payment\?/);
  await expect(page.getByRole('alert')).toContainText('Payment failed.');

  await page.getByRole('link', { name: 'Pay again' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/en\/o\/\d+$/);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});
