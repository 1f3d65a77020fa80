import { expect, test } from '../support/test';
import { signInPage } from '../support/accounts';
import { LOCALES } from '../support/checkout-locales';
import { shellUrl } from '../support/ports';

const ADDRESSES = {
  en: {
    prefix: '/en',
    heading: 'Addresses',
    add: 'Add an address',
    manual: 'Choose your district or landmark, or use your location.',
    save: 'Save the address',
    required: 'Field is required',
    street: 'Street name',
    buildingType: 'Building type',
    buildingNumber: 'Building number',
    description: 'Description',
    latitude: 'Latitude',
    district: 'District or landmark',
    olaya: 'Olaya & Sulaimaniyah',
    location: 'Location: Olaya & Sulaimaniyah',
    typed: { street: 'Olaya Street', number: '4410', description: 'Reception on the ground floor' },
    listed: 'Olaya Street · Office · 4410',
    saved: 'The address was saved.',
    remove: 'Delete the address Olaya Street',
    confirmTitle: 'Delete this address?',
    keep: 'Keep it',
    confirm: 'Delete',
    removed: 'The address was deleted.',
  },
  ar: {
    prefix: '',
    heading: 'العناوين',
    add: 'أضف عنوانًا',
    manual: 'اختر الحي أو المعلم، أو استخدم موقعك.',
    save: 'احفظ العنوان',
    required: 'هذا الحقل مطلوب',
    street: 'اسم الشارع',
    buildingType: 'نوع المبنى',
    buildingNumber: 'رقم المبنى',
    description: 'الوصف',
    latitude: 'خط العرض',
    district: 'الحي أو المعلم',
    olaya: 'العليا والسليمانية',
    location: 'الموقع: العليا والسليمانية',
    // The building number typed in Arabic-Indic digits.
    typed: { street: 'شارع العليا العام', number: '٤٤١٠', description: 'الاستقبال في الدور الأرضي' },
    listed: 'شارع العليا العام · مكتب',
    saved: 'تم حفظ العنوان.',
    remove: 'حذف العنوان شارع العليا العام',
    confirmTitle: 'حذف هذا العنوان؟',
    keep: 'إبقاء',
    confirm: 'حذف',
    removed: 'تم حذف العنوان.',
  },
} as const;

for (const locale of LOCALES) {
  const texts = ADDRESSES[locale];

  test(`${locale}: an address is added at a district (no map token: the district list, no typed coordinates), then deleted after confirmation`, async ({
    page,
  }) => {
    await signInPage(page, 'sufra', 'sara.qahtani@example.com');
    await page.goto(shellUrl('sufra', `${texts.prefix}/my-address`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
    await expect(page.getByText('شارع التحلية')).toBeVisible();
    await page.getByRole('button', { name: texts.add }).click();
    await expect(page.getByText(texts.manual)).toBeVisible();
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByText(texts.required)).toBeVisible();

    await page.getByLabel(texts.street).fill(texts.typed.street);
    await page.getByLabel(texts.buildingType).selectOption('office');
    await page.getByLabel(texts.buildingNumber).fill(texts.typed.number);
    await page.getByLabel(texts.description).fill(texts.typed.description);
    await expect(page.getByLabel(texts.latitude)).toHaveCount(0);
    await page.getByLabel(texts.district).selectOption({ label: texts.olaya });
    await expect(page.getByText(texts.location)).toBeVisible();
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: texts.typed.street })).toContainText(texts.listed);

    await page.reload();
    await page.getByRole('button', { name: texts.remove }).click();
    const dialog = page.getByRole('alertdialog', { name: texts.confirmTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: texts.keep })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(texts.typed.street)).toBeVisible();

    await page.getByRole('button', { name: texts.remove }).click();
    await dialog.getByRole('button', { name: texts.confirm, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.removed })).toBeVisible();
    await expect(page.getByText(texts.typed.street)).toHaveCount(0);
  });
}
