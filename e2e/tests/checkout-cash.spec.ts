import { expect, test } from '../support/test';
import { cartOnPage, customerOnPage, FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

test('a pickup order paid cash: placed once, shown Submitted and Not paid with its totals', async ({ page }) => {
  await customerOnPage(page, 'sufra');
  await cartOnPage(page, 'sufra', {
    ...OLAYA,
    order_type: 'pickup',
    lines: FOUR_HUMMUS,
  });
  let placed = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/order/orders')) placed += 1;
  });
  await page.goto(shellUrl('sufra', '/en/checkout'));
  await page.getByRole('radio', { name: 'As soon as possible' }).check();
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: 'Place the order' }).dblclick();
  await expect(page).toHaveURL(/\/en\/o\/\d+$/);
  await expect(page.getByText('Submitted')).toBeVisible();
  await expect(page.getByText('Not paid')).toBeVisible();
  expect(placed).toBe(1);
});
