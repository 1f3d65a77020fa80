import { expect, test } from '../support/test';
import { freshCustomer, freshSaudiMobile, latestCodeFor, sessionOnPage, signInPage } from '../support/accounts';
import { shellUrl } from '../support/ports';

test('in Arabic: an address is added at a district (no typed coordinates), then deleted after confirmation', async ({ page }) => {
  await signInPage(page, 'sufra', 'sara.qahtani@example.com');
  await page.goto(shellUrl('sufra', '/my-address'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('العناوين');
  await page.getByRole('button', { name: 'أضف عنوانًا' }).click();
  await expect(page.getByText('بيئة تجريبية: لم يُضبط مفتاح خرائط لهذا الموقع، لذا لا تظهر خريطة.')).toBeVisible();
  await page.getByRole('button', { name: 'احفظ العنوان' }).click();
  await expect(page.getByText('هذا الحقل مطلوب')).toBeVisible();

  await page.getByLabel('اسم الشارع').fill('شارع العليا العام');
  await page.getByLabel('نوع المبنى').selectOption('office');
  await page.getByLabel('رقم المبنى').fill('٤٤١٠');
  await expect(page.getByLabel('خط العرض')).toHaveCount(0);
  await page.getByLabel('الحي أو المعلم').selectOption({ label: 'العليا والسليمانية' });
  await expect(page.getByText('الموقع: العليا والسليمانية')).toBeVisible();
  await page.getByRole('button', { name: 'احفظ العنوان' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ العنوان.' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'شارع العليا العام' })).toContainText('شارع العليا العام · مكتب');

  await page.reload();
  await page.getByRole('button', { name: 'حذف العنوان شارع العليا العام' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'حذف هذا العنوان؟' });
  await expect(dialog.getByRole('button', { name: 'إبقاء' })).toBeFocused();
  await dialog.getByRole('button', { name: 'حذف', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حذف العنوان.' })).toBeVisible();
  await expect(page.getByText('شارع العليا العام')).toHaveCount(0);
});

test('in Arabic: signup keeps what was typed through refusals next to their fields, then the code from the outbox creates the account', async ({
  page,
}) => {
  const mobile = freshSaudiMobile();
  const email = `noura.${mobile}@example.com`;
  await page.goto(shellUrl('sufra', '/account/signup'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إنشاء حساب');
  const name = page.getByRole('textbox', { name: 'الاسم' });
  const mail = page.getByRole('textbox', { name: 'البريد الإلكتروني' });
  const number = page.getByRole('textbox', { name: 'رقم الجوال' });
  await name.fill('نورة العتيبي');
  await mail.fill('sara.qahtani@example.com');
  await page.getByLabel('كلمة المرور', { exact: true }).fill('a-long-secret');
  await number.fill('123');
  await page.getByLabel('الجنس (اختياري)').selectOption({ label: 'أنثى' });
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription('أدخل رقم جوال صحيحًا للدولة المختارة');
  await expect(name).toHaveValue('نورة العتيبي');
  await expect(mail).toHaveValue('sara.qahtani@example.com');
  await expect(number).toHaveValue('123');
  await expect(page.getByLabel('الجنس (اختياري)')).toHaveValue('female');

  // The number is fine now; the e-mail is someone else's: the api refuses it once the code is entered.
  await number.fill(mobile);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByText(`للتأكد من أن الرقم لك، أدخل الرمز الذي أرسلناه إلى \u2066+966 ${mobile}\u2069.`)).toBeVisible();
  const code = await latestCodeFor('sufra', mobile);
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'أنشئ حسابي' }).click();
  await expect(mail).toHaveAccessibleDescription('لهذا البريد حساب بالفعل. سجّل الدخول.');
  await expect(name).toHaveValue('نورة العتيبي');
  await expect(number).toHaveValue(mobile);
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');

  // Fixed within the minute the code is valid for resending: the same code still creates the account.
  await mail.fill(email);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByText(`للتأكد من أن الرقم لك، أدخل الرمز الذي أرسلناه إلى \u2066+966 ${mobile}\u2069.`)).toBeVisible();
  await page.getByLabel('رمز التحقق').fill(await latestCodeFor('sufra', mobile));
  await page.getByRole('button', { name: 'أنشئ حسابي' }).click();
  await expect(page).toHaveURL(shellUrl('sufra', '/account'));
  await expect(page.getByText('أهلًا نورة العتيبي')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'البريد الإلكتروني (اختياري)' })).toHaveValue(email);
});

test('in Arabic: a vehicle is added from the brand and colour lists and listed; a missing plate is explained, a long one stops at 20', async ({
  page,
}) => {
  // Layla's vehicles are not used by other specs; her Hyundai was saved with English names.
  await signInPage(page, 'sufra', 'layla.otaibi@example.com');
  await page.goto(shellUrl('sufra', '/account'));
  await expect(page.getByRole('heading', { name: 'مركباتي' })).toBeVisible();
  const vehicles = page.getByRole('list', { name: 'مركباتي' }).getByRole('listitem');
  await expect(vehicles).toHaveText([/هيونداي · فضي · RUH 5521/]);
  await page.getByRole('button', { name: 'أضف مركبة' }).click();
  const form = page.getByRole('form', { name: 'أضف مركبة' });
  await form.getByRole('button', { name: 'احفظ المركبة' }).click();
  await expect(form.getByRole('combobox', { name: 'الماركة' })).toHaveAccessibleDescription('اختر واحدًا');
  await expect(form.getByRole('combobox', { name: 'اللون' })).toHaveAccessibleDescription('اختر واحدًا');
  const plate = form.getByRole('textbox', { name: 'رقم اللوحة' });
  await expect(plate).toHaveAccessibleDescription('هذا الحقل مطلوب');

  await expect(form.getByRole('combobox', { name: 'الماركة' }).getByRole('option')).toHaveText([
    'اختر…',
    'تويوتا',
    'شيفروليه',
    'فورد',
    'كيا',
    'لكزس',
    'مرسيدس بنز',
    'نيسان',
    'هيونداي',
  ]);
  await form.getByRole('combobox', { name: 'الماركة' }).selectOption({ label: 'كيا' });
  await form.getByRole('combobox', { name: 'اللون' }).selectOption({ label: 'أسود' });
  await plate.fill('أ ب ج 4521 ولوحة أطول من المسموح');
  await expect(plate).toHaveValue('أ ب ج 4521 ولوحة أطو');
  await plate.fill('أ ب ج 4521');
  await form.getByRole('button', { name: 'احفظ المركبة' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ المركبة.' })).toBeVisible();
  await expect(vehicles).toHaveText([/هيونداي · فضي · RUH 5521/, /كيا · أسود · أ ب ج 4521/]);
  await expect(page.getByRole('button', { name: 'حذف المركبة أ ب ج 4521' })).toBeVisible();

  await page.reload();
  await expect(vehicles).toHaveText([/هيونداي · فضي · RUH 5521/, /كيا · أسود · أ ب ج 4521/]);
});

test('in Arabic: a wrong referral code is refused next to the field; a friend’s code credits the wallet once, a second use is refused', async ({
  page,
}) => {
  const { token } = await freshCustomer('sufra');
  await sessionOnPage(page, 'sufra', token);
  await page.goto(shellUrl('sufra', '/referral-code'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('رمز الإحالة');
  const field = page.getByRole('textbox', { name: 'رمز إحالة الصديق' });
  const apply = page.getByRole('button', { name: 'استخدم الرمز' });
  await apply.click();
  await expect(field).toHaveAccessibleDescription('هذا الحقل مطلوب');
  await field.fill('NOSUCH99');
  await apply.click();
  await expect(field).toHaveAccessibleDescription('رمز الإحالة غير صحيح.');
  await expect(field).toHaveValue('NOSUCH99');

  // Omar's code (api/src/seed/accounts/demo-accounts.ts), typed in lower case.
  await field.fill('omar77');
  await apply.click();
  await expect(page.getByRole('status')).toHaveText('تم استخدام الرمز OMAR77. أضيف 10.00 ر.س إلى محفظتك.');

  await page.reload();
  await field.fill('OMAR77');
  await apply.click();
  await expect(field).toHaveAccessibleDescription('لقد استخدمت رمز إحالة من قبل.');

  await page.goto(shellUrl('sufra', '/account/wallet'));
  await expect(page.getByText(/^رصيد المحفظة:/)).toHaveText(/^رصيد المحفظة: 10\.00 ر\.س/);
  await expect(page.getByRole('table', { name: 'الحركات' }).getByRole('row')).toHaveText(
    ['التاريخ التفاصيل المبلغ', /^2026\/11\/22\sإحالة · OMAR77\s\u2066\+10\.00\u2069 ر\.س$/],
    { useInnerText: true },
  );
});
