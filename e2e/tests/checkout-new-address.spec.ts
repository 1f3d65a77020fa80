import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { cartOnPage, customerOnPage, detailOf, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage, placeCash } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const ADDRESS = {
  en: {
    none: 'You have no saved address yet.',
    add: 'Add an address',
    adding: 'New address',
    location: (label: string) => `Location: ${label} (the place you chose for delivery).`,
    save: 'Save the address',
    street: 'Street name',
    building: 'Building number',
    typed: 'Prince Sultan St',
    shown: 'Prince Sultan St, 44',
  },
  ar: {
    none: 'ليس لديك عنوان محفوظ بعد.',
    add: 'أضف عنوانًا',
    adding: 'عنوان جديد',
    location: (label: string) => `الموقع: ${label} (المكان الذي اخترته للتوصيل).`,
    save: 'احفظ العنوان',
    street: 'اسم الشارع',
    building: 'رقم المبنى',
    typed: 'شارع التحلية',
    shown: 'شارع التحلية، 44',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, address] = [CHECKOUT[locale], ADDRESS[locale]];

  test(`${locale}: delivery without a saved address: a new one at the chosen place (street required first) is chosen and on the order`, async ({
    page,
  }) => {
    const [latitude, longitude] = [24.6907, 46.6853];
    const found = await apiCall('sufra', `/api/v1/branch/frontend/delivery-zone?latitude=${latitude}&longitude=${longitude}`);
    expect(found.status).toBe(200);
    const zone = (found.body?.data as { zone: { names: Record<'ar' | 'en', string> } }).zone;
    const label = zone.names[locale];
    const { token } = await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', {
      branch_id: 1,
      branch_name: texts.olaya,
      order_type: 'delivery',
      lines: FOUR_HUMMUS,
      latitude,
      longitude,
      delivery_location: { latitude, longitude, label, zone },
    });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));

    const addresses = page.getByRole('group', { name: texts.deliveryAddress });
    await expect(addresses.getByText(address.none)).toBeVisible();
    await addresses.getByRole('button', { name: address.add }).click();
    const newAddress = page.getByRole('group', { name: address.adding });
    await expect(newAddress.getByText(address.location(label))).toBeVisible();
    await newAddress.getByRole('button', { name: address.save }).click();
    const street = newAddress.getByLabel(address.street);
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await expect(street).toHaveAccessibleDescription(texts.required);
    await expect(addresses.getByRole('radio')).toHaveCount(0);

    await street.fill(address.typed);
    await newAddress.getByLabel(address.building).fill('44');
    await newAddress.getByRole('button', { name: address.save }).click();
    await expect(page.getByRole('group', { name: address.adding })).toHaveCount(0);
    await expect(addresses.getByRole('radio', { name: new RegExp(address.typed) })).toBeChecked();
    const listed = await apiCall('sufra', '/api/v1/user/customer-addresses/list-addresses', { token });
    expect(listed.body?.data).toEqual([expect.objectContaining({ street_name: address.typed, building_number: '44' })]);

    await page.getByRole('radio', { name: texts.asap }).check();
    await placeCash(page, locale);
    await onOrderPage(page, locale);
    await expect(detailOf(page, texts.orderType)).toHaveText(texts.delivery);
    await expect(detailOf(page, texts.deliveryAddress)).toContainText(address.shown);
  });
}
