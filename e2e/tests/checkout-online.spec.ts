import { expect, test } from '../support/test';
import { answerHumanCheck, cartOnPage, customerOnPage, FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

test('a delivery order paid online: the sandbox page approves, the order is paid and the cart is cleared', async ({ page }) => {
  await customerOnPage(page, 'sufra', { address: true });
  await cartOnPage(page, 'sufra', {
    ...OLAYA,
    order_type: 'delivery',
    latitude: 24.6907,
    longitude: 46.6853,
    lines: FOUR_HUMMUS,
  });
  await page.goto(shellUrl('sufra', '/en/checkout'));
  await page.getByRole('radio', { name: /Tahlia St/ }).check();
  await page.getByRole('radio', { name: 'As soon as possible' }).check();
  await page.getByRole('radio', { name: 'Online payment' }).check();
  await page.getByLabel('Notes for the restaurant').fill('Ring twice');
  await answerHumanCheck(page);
  await expect(page.getByRole('definition').filter({ hasText: 'SAR' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Place the order' }).click();

  await expect(page.getByText('Sandbox payment')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  // The provider returns to the English check-payment page, the language the customer paid in.
  await expect(page).toHaveURL(/\/en\/o\/\d+$/);
  await expect(page.getByRole('heading', { name: /Order #\d+/ })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Ring twice')).toBeVisible();
  await page.goto(shellUrl('sufra', '/en/checkout'));
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
