import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { cartOnPage, customerOnPage, detailOf, FOUR_HUMMUS, savedVehicle } from '../support/checkout';
import { CHECKOUT, LOCALES, onCheckout, onOrderPage, placeCash } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const CAR = {
  en: {
    legend: 'Your car',
    none: 'You have no saved car yet.',
    add: 'Add a car',
    save: 'Save the car',
    brand: 'Brand',
    colour: 'Colour',
    plate: 'Plate number',
    choose: 'Choose your car',
    vehicle: 'Vehicle',
    saved: 'Kia, Red, plate KSA 4521',
    added: {
      brand: 'Hyundai',
      colour: 'Blue',
      typed: 'XYZ 987',
      plate: 'XYZ 987',
      radio: /XYZ 987/,
      shown: 'Hyundai, Blue, plate XYZ 987',
    },
  },
  ar: {
    legend: 'سيارتك',
    none: 'ليس لديك سيارة محفوظة بعد.',
    add: 'أضف سيارة',
    save: 'احفظ السيارة',
    brand: 'الماركة',
    colour: 'اللون',
    plate: 'رقم اللوحة',
    choose: 'اختر سيارتك',
    vehicle: 'السيارة',
    saved: 'كيا، أحمر، لوحة KSA 4521',
    // Typed in Arabic-Indic digits, kept in Western digits.
    added: {
      brand: 'هيونداي',
      colour: 'أزرق',
      typed: 'أ ب ج ١٢٣',
      plate: 'أ ب ج 123',
      radio: /هيونداي، أزرق، أ ب ج 123/,
      shown: 'هيونداي، أزرق، لوحة أ ب ج 123',
    },
  },
} as const;

for (const locale of LOCALES) {
  const [texts, car] = [CHECKOUT[locale], CAR[locale]];
  const olaya = { branch_id: 1, branch_name: texts.olaya };

  test.describe(`pickup from the car (${locale})`, () => {
    test(`${locale}: the customer picks one of the saved cars; the order page shows that car`, async ({ page }) => {
      const { token } = await customerOnPage(page, 'sufra');
      await savedVehicle('sufra', token, { brand_id: 1, color_id: 1, plate_number: 'ABC 123' });
      await savedVehicle('sufra', token, { brand_id: 4, color_id: 5, plate_number: 'KSA 4521' });
      await cartOnPage(page, 'sufra', { ...olaya, order_type: 'curbside', lines: FOUR_HUMMUS });
      await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));

      const cars = page.getByRole('group', { name: car.legend });
      await expect(cars.getByRole('radio')).toHaveCount(2);
      await page.getByRole('radio', { name: texts.asap }).check();
      // No car chosen yet: the order is not sent.
      await placeCash(page, locale);
      await expect(cars.getByText(car.choose)).toBeVisible();
      await onCheckout(page, locale);

      await cars.getByRole('radio', { name: /KSA 4521/ }).check();
      await page.getByRole('button', { name: texts.place }).click();
      await onOrderPage(page, locale);
      await expect(detailOf(page, texts.orderType)).toHaveText(texts.curbside);
      await expect(detailOf(page, car.vehicle)).toHaveText(car.saved);
    });

    test(`${locale}: a new car added inside the checkout (the plate is required first) is chosen and named on the order`, async ({
      page,
    }) => {
      const { token } = await customerOnPage(page, 'sufra');
      await cartOnPage(page, 'sufra', { ...olaya, order_type: 'curbside', lines: FOUR_HUMMUS });
      await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
      await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);

      const cars = page.getByRole('group', { name: car.legend });
      await expect(cars.getByText(car.none)).toBeVisible();
      await cars.getByRole('button', { name: car.add }).click();
      const newCar = page.getByRole('group', { name: car.add });
      await newCar.getByLabel(car.brand).selectOption({ label: car.added.brand });
      await newCar.getByLabel(car.colour).selectOption({ label: car.added.colour });
      let saves = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/v1/user/customer-vehicles/create')) saves += 1;
      });
      await newCar.getByRole('button', { name: car.save }).click();
      // Refused in the form: the plate field says why, nothing is sent, the car is not listed.
      const plate = newCar.getByLabel(car.plate);
      await expect(plate).toHaveAttribute('aria-invalid', 'true');
      await expect(plate).toHaveAccessibleDescription(texts.required);
      await expect(newCar.getByLabel(car.brand)).not.toHaveAttribute('aria-invalid', 'true');
      expect(saves).toBe(0);
      await expect(cars.getByRole('radio')).toHaveCount(0);

      await plate.fill(car.added.typed);
      await newCar.getByRole('button', { name: car.save }).click();
      await expect(page.getByRole('group', { name: car.add })).toHaveCount(0);
      await expect(cars.getByRole('radio', { name: car.added.radio })).toBeChecked();
      // Saved on the customer's account too, with the catalogue's names.
      const listed = await apiCall('sufra', '/api/v1/user/customer-vehicles/list', { token });
      expect(listed.body?.data).toEqual([
        expect.objectContaining({ brand_name: 'Hyundai', color_name: 'Blue', plate_number: car.added.plate }),
      ]);

      await page.getByRole('radio', { name: texts.asap }).check();
      await placeCash(page, locale);
      await onOrderPage(page, locale);
      await expect(detailOf(page, car.vehicle)).toHaveText(car.added.shown);
    });
  });
}
