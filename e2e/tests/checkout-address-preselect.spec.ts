import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { cartOnPage, customerOnPage, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage, placeCash } from '../support/checkout-locales';
import { shellUrl } from '../support/ports';

const PRESELECT = {
  en: {
    olaya: 'Olaya & Sulaimaniyah',
    add: 'Add an address',
    location: 'Location: Olaya & Sulaimaniyah (the place you chose for delivery).',
  },
  ar: { olaya: 'العليا والسليمانية', add: 'أضف عنوانًا', location: 'الموقع: العليا والسليمانية (المكان الذي اخترته للتوصيل).' },
} as const;

/** The Olaya district as the menu's district list gives it (a point inside the zone), and the zone the api finds there. */
const olayaDistrict = async () => {
  const districts = (await apiCall('sufra', '/api/v1/branch/frontend/delivery-zones')).body?.data as {
    names: Record<'ar' | 'en', string>;
    latitude: number;
    longitude: number;
  }[];
  const district = districts.find((entry) => entry.names.en === PRESELECT.en.olaya)!;
  const found = await apiCall(
    'sufra',
    `/api/v1/branch/frontend/delivery-zone?latitude=${district.latitude}&longitude=${district.longitude}`,
  );
  return { district, zone: (found.body?.data as { zone: unknown }).zone };
};

const savedAddress = async (token: string, body: { street_name: string; latitude: number; longitude: number }) => {
  const created = await apiCall('sufra', '/api/v1/user/customer-addresses/create', {
    method: 'POST',
    token,
    body: { building_type: 'house', building_number: '7', ...body },
  });
  if (created.status !== 201 && created.status !== 200) throw new Error(`address answered ${created.status}`);
};

for (const width of [412, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const locale of LOCALES) {
      const [texts, words] = [CHECKOUT[locale], PRESELECT[locale]];

      /** Delivery to the Olaya district, chosen on the menu (the draft the district list leaves), at checkout. */
      const checkoutAtOlaya = async (page: Parameters<typeof customerOnPage>[0]) => {
        const { district, zone } = await olayaDistrict();
        const { latitude, longitude } = district;
        await cartOnPage(page, 'sufra', {
          branch_id: 1,
          branch_name: texts.olaya,
          order_type: 'delivery',
          lines: FOUR_HUMMUS,
          latitude,
          longitude,
          delivery_location: { latitude, longitude, label: district.names[locale], zone },
        });
        await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
        return district;
      };

      test(`${locale}: the only saved address is preselected, and the order is placed to it`, async ({ page }) => {
        await customerOnPage(page, 'sufra', { address: true });
        await checkoutAtOlaya(page);
        await expect(page.getByRole('radio', { name: /Tahlia St/ })).toBeChecked();
        await page.getByRole('radio', { name: texts.asap }).check();
        await placeCash(page, locale);
        await onOrderPage(page, locale);
        await expect(page.getByText(/Tahlia St/)).toBeVisible();
      });

      test(`${locale}: the saved address at the chosen district is preselected; a new one starts from the district`, async ({ page }) => {
        const { token } = await customerOnPage(page, 'sufra');
        const { district } = await olayaDistrict();
        await savedAddress(token, { street_name: 'Corniche Rd', latitude: 21.5433, longitude: 39.1728 });
        await savedAddress(token, { street_name: 'Olaya Main St', latitude: district.latitude, longitude: district.longitude });
        await checkoutAtOlaya(page);
        await expect(page.getByRole('radio', { name: /Olaya Main St/ })).toBeChecked();
        await expect(page.getByRole('radio', { name: /Corniche Rd/ })).not.toBeChecked();

        await page.getByRole('button', { name: words.add }).click();
        await expect(page.getByText(words.location)).toBeVisible();
      });
    }
  });
}
