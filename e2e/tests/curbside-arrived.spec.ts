import { operatorOrderGetPath } from '@storefront/shared/contracts';
import { orderTexts } from '../../mf-checkout/src/features/order/texts';
import { apiCall } from '../support/api';
import { customerOnPage, detailOf, FOUR_HUMMUS, OLAYA, savedVehicle } from '../support/checkout';
import { CHECKOUT, LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { moveOrder, placeOrderByApi } from '../support/orders';
import { shellUrl } from '../support/ports';
import { expect, test } from '../support/test';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/** The car the customer comes in: Kia (brand 4), Red (colour 5) of the catalogues. */
const CAR = { brand_id: 4, color_id: 5 };
const RED = { en: 'Red', ar: 'أحمر' } as const;

/** The order as the restaurant reads it (operator API). */
const restaurantView = async (orderId: number) => {
  const answer = await apiCall('sufra', operatorOrderGetPath(orderId), { headers: { 'x-operator-key': 'sufra-operator-demo' } });
  expect(answer.status).toBe(200);
  return answer.body?.data as {
    status: string;
    arrival: { at: string; vehicle: { plate_number: string; color_name: string; color_names?: { ar: string; en: string } } } | null;
  };
};

// A ready pickup from the car offered only "Call the branch": "I've arrived" tells the branch the car is outside.
for (const locale of LOCALES) {
  const texts = CHECKOUT[locale];
  const arrival = orderTexts[locale].arrival;
  for (const width of [412, 1280]) {
    test(`${locale} at ${width} px: the customer of an accepted pickup from the car says "I've arrived"; the restaurant sees the car`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const plate = `ARV ${locale.toUpperCase()} ${width}`;
      const { token } = await customerOnPage(page, 'sufra');
      const vehicleId = await savedVehicle('sufra', token, { ...CAR, plate_number: plate });
      const order = await placeOrderByApi('sufra', token, { ...OLAYA, order_type: 'curbside', vehicle_id: vehicleId, lines: FOUR_HUMMUS });
      await moveOrder('sufra', order.id, ['accept'], { estimated_minutes: 20 });
      expect((await restaurantView(order.id)).arrival).toBeNull();

      await page.goto(shellUrl('sufra', `${texts.prefix}/o/${order.id}`));
      await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { name: texts.orderNumber(order.number) })).toBeVisible();
      await expect(detailOf(page, texts.orderType)).toHaveText(texts.curbside);
      const button = page.getByRole('button', { name: arrival.button });
      await expect(button).toBeVisible();
      // A thumb's target, on a phone as on a wide screen.
      const box = await button.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);

      await button.click();
      const told = page.getByRole('status').filter({ hasText: arrival.told });
      await expect(told).toBeVisible();
      await expect(button).toHaveCount(0);

      // The restaurant's read of the order: the arrival, with the car to look for.
      const seen = await restaurantView(order.id);
      expect(seen.status).toBe('accepted');
      expect(seen.arrival).toEqual({
        at: expect.any(String),
        vehicle: expect.objectContaining({ plate_number: plate, color_name: 'Red', color_names: RED }),
      });

      // Read again (the phone woke up): the order carries the arrival, so the status stays and the button does not come back.
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: arrival.told })).toBeVisible();
      await expect(page.getByRole('button', { name: arrival.button })).toHaveCount(0);

      // Handed over: neither the button nor the status is left.
      await moveOrder('sufra', order.id, ['ready', 'deliver']);
      await page.reload();
      await expect(page.getByRole('heading', { name: texts.orderNumber(order.number) })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: arrival.told })).toHaveCount(0);
      await expect(page.getByRole('button', { name: arrival.button })).toHaveCount(0);
    });
  }
}
