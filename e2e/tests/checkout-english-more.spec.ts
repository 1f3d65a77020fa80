import { expect, test, type Page } from '../support/test';
import { freshSaudiMobile, latestCodeFor } from '../support/accounts';
import { apiCall } from '../support/api';
import { answerHumanCheck, cartOnPage, customerOnPage, detailOf, FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const placeAsapCash = async (page: Page) => {
  await page.getByRole('radio', { name: 'As soon as possible' }).check();
  await page.getByRole('radio', { name: 'Cash' }).check();
  await answerHumanCheck(page);
  await page.getByRole('button', { name: 'Place the order' }).click();
};

test('a guest logs in by a code inside the checkout; the cart stays and a cash pickup order is placed', async ({ page }) => {
  await cartOnPage(page, 'sufra', { ...OLAYA, order_type: 'pickup', lines: FOUR_HUMMUS });
  await page.goto(shellUrl('sufra', '/en/checkout'));

  await expect(page.getByRole('heading', { name: 'Log in to place your order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place the order' })).toHaveCount(0);
  const mobile = freshSaudiMobile();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(`We sent a 4-digit code to \u2066+966 ${mobile}\u2069.`)).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCodeFor('sufra', mobile));
  await page.getByRole('button', { name: 'Log in and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Log in to place your order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place the order' })).toBeVisible();
  // The cart is still there: four hummus, SAR 64.00 before VAT.
  await expect(page.getByText(/4 × Hummus/).first()).toBeVisible();
  await expect(detailOf(page, 'Subtotal')).toHaveText('SAR 64.00');

  await placeAsapCash(page);
  await expect(page).toHaveURL(/\/en\/o\/\d+$/);
  await expect(page.getByText('Submitted').first()).toBeVisible();
  await expect(detailOf(page, 'Order type')).toHaveText('Pickup');
});

test('delivery without a saved address: a new one at the chosen place (street required first) is chosen and on the order', async ({
  page,
}) => {
  const [latitude, longitude] = [24.6907, 46.6853];
  const found = await apiCall('sufra', `/api/v1/branch/frontend/delivery-zone?latitude=${latitude}&longitude=${longitude}`);
  expect(found.status).toBe(200);
  const zone = (found.body?.data as { zone: { names: { en: string } } }).zone;
  const label = zone.names.en;
  const { token } = await customerOnPage(page, 'sufra');
  await cartOnPage(page, 'sufra', {
    ...OLAYA,
    order_type: 'delivery',
    lines: FOUR_HUMMUS,
    latitude,
    longitude,
    delivery_location: { latitude, longitude, label, zone },
  });
  await page.goto(shellUrl('sufra', '/en/checkout'));

  const addresses = page.getByRole('group', { name: 'Delivery address' });
  await expect(addresses.getByText('You have no saved address yet.')).toBeVisible();
  await addresses.getByRole('button', { name: 'Add an address' }).click();
  const newAddress = page.getByRole('group', { name: 'New address' });
  await expect(newAddress.getByText(`Location: ${label} (the place you chose for delivery).`)).toBeVisible();
  await newAddress.getByRole('button', { name: 'Save the address' }).click();
  const street = newAddress.getByLabel('Street name');
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expect(street).toHaveAccessibleDescription('Field is required');
  await expect(addresses.getByRole('radio')).toHaveCount(0);

  await street.fill('Prince Sultan St');
  await newAddress.getByLabel('Building number').fill('44');
  await newAddress.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByRole('group', { name: 'New address' })).toHaveCount(0);
  await expect(addresses.getByRole('radio', { name: /Prince Sultan St/ })).toBeChecked();
  const listed = await apiCall('sufra', '/api/v1/user/customer-addresses/list-addresses', { token });
  expect(listed.body?.data).toEqual([expect.objectContaining({ street_name: 'Prince Sultan St', building_number: '44' })]);

  await placeAsapCash(page);
  await expect(page).toHaveURL(/\/en\/o\/\d+$/);
  await expect(detailOf(page, 'Order type')).toHaveText('Delivery');
  await expect(detailOf(page, 'Delivery address')).toContainText('Prince Sultan St, 44');
});

test('a made-up coupon is refused next to its field; WELCOME10 then applies with its discount', async ({ page }) => {
  await customerOnPage(page, 'sufra');
  await cartOnPage(page, 'sufra', { ...OLAYA, order_type: 'pickup', lines: FOUR_HUMMUS });
  await page.goto(shellUrl('sufra', '/en/checkout'));

  const coupon = page.getByLabel('Coupon code');
  await coupon.fill('NOSUCHCODE42');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon).toHaveAccessibleDescription('The coupon code is invalid.');
  await expect(page.getByText('The coupon code is invalid.')).toBeVisible();
  await expect(page.getByText(/^Coupon .*off$/)).toHaveCount(0);

  await coupon.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  // 10% of SAR 64.00.
  await expect(page.getByRole('status').filter({ hasText: 'Coupon WELCOME10: SAR 6.40 off' })).toBeVisible();
  await expect(coupon).not.toHaveAttribute('aria-invalid', 'true');
  await expect(detailOf(page, 'Discount')).toContainText('SAR 6.40');
  await expect(page.getByRole('button', { name: 'Remove the coupon' })).toBeVisible();
});
