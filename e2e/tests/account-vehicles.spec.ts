import { expect, test } from '../support/test';
import { signInPage } from '../support/accounts';
import { LOCALES } from '../support/checkout-locales';
import { shellUrl } from '../support/ports';

/**
 * One seeded customer per language, whose vehicles no other spec changes: Sara (a Toyota) in English,
 * Layla (a Hyundai saved with English names) in Arabic.
 */
const VEHICLES = {
  en: {
    prefix: '/en',
    email: 'sara.qahtani@example.com',
    title: 'My vehicles',
    saved: [/Toyota · White · ABC 1234/],
    add: 'Add a vehicle',
    save: 'Save the vehicle',
    brand: 'Brand',
    colour: 'Colour',
    plate: 'Plate number',
    chooseOne: 'Choose one',
    required: 'Field is required',
    brands: ['Choose…', 'Chevrolet', 'Ford', 'Hyundai', 'Kia', 'Lexus', 'Mercedes-Benz', 'Nissan', 'Toyota'],
    chosen: { brand: 'Kia', colour: 'Black' },
    tooLong: { typed: 'KSA 4521 and a plate longer than allowed', kept: 'KSA 4521 and a plate' },
    typed: 'KSA 4521',
    added: /Kia · Black · KSA 4521/,
    done: 'The vehicle was saved.',
    remove: 'Delete the vehicle KSA 4521',
  },
  ar: {
    prefix: '',
    email: 'layla.otaibi@example.com',
    title: 'مركباتي',
    saved: [/هيونداي · فضي · RUH 5521/],
    add: 'أضف مركبة',
    save: 'احفظ المركبة',
    brand: 'الماركة',
    colour: 'اللون',
    plate: 'رقم اللوحة',
    chooseOne: 'اختر واحدًا',
    required: 'هذا الحقل مطلوب',
    brands: ['اختر…', 'تويوتا', 'شيفروليه', 'فورد', 'كيا', 'لكزس', 'مرسيدس بنز', 'نيسان', 'هيونداي'],
    chosen: { brand: 'كيا', colour: 'أسود' },
    tooLong: { typed: 'أ ب ج 4521 ولوحة أطول من المسموح', kept: 'أ ب ج 4521 ولوحة أطو' },
    typed: 'أ ب ج 4521',
    added: /كيا · أسود · أ ب ج 4521/,
    done: 'تم حفظ المركبة.',
    remove: 'حذف المركبة أ ب ج 4521',
  },
} as const;

for (const locale of LOCALES) {
  const texts = VEHICLES[locale];

  test(`${locale}: a vehicle is added from the brand and colour lists and listed; a missing plate is explained, a long one stops at 20`, async ({
    page,
  }) => {
    await signInPage(page, 'sufra', texts.email);
    await page.goto(shellUrl('sufra', `${texts.prefix}/account`));
    await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
    const vehicles = page.getByRole('list', { name: texts.title }).getByRole('listitem');
    await expect(vehicles).toHaveText([...texts.saved]);
    await page.getByRole('button', { name: texts.add }).click();
    const form = page.getByRole('form', { name: texts.add });
    const [brand, colour] = [form.getByRole('combobox', { name: texts.brand }), form.getByRole('combobox', { name: texts.colour })];
    await form.getByRole('button', { name: texts.save }).click();
    await expect(brand).toHaveAccessibleDescription(texts.chooseOne);
    await expect(colour).toHaveAccessibleDescription(texts.chooseOne);
    const plate = form.getByRole('textbox', { name: texts.plate });
    await expect(plate).toHaveAccessibleDescription(texts.required);

    // The brands in the page's language, in its alphabetical order.
    await expect(brand.getByRole('option')).toHaveText([...texts.brands]);
    await brand.selectOption({ label: texts.chosen.brand });
    await colour.selectOption({ label: texts.chosen.colour });
    await plate.fill(texts.tooLong.typed);
    await expect(plate).toHaveValue(texts.tooLong.kept);
    await plate.fill(texts.typed);
    await form.getByRole('button', { name: texts.save }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.done })).toBeVisible();
    await expect(vehicles).toHaveText([...texts.saved, texts.added]);
    await expect(page.getByRole('button', { name: texts.remove })).toBeVisible();

    await page.reload();
    await expect(vehicles).toHaveText([...texts.saved, texts.added]);
  });
}
