import { expect, test, type Page } from '../support/test';
import { DEMO_PASSWORD, freshSaudiMobile, latestCodeFor } from '../support/accounts';
import { apiCall, loginByMobile } from '../support/api';
import {
  answerHumanCheck,
  cartOnPage,
  clockLabel,
  customerOnPage,
  detailOf,
  FOUR_HUMMUS,
  placeScheduledPickup,
  slotsOf,
} from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

/** Sufra's branches in Arabic (api/src/seed/tenants/sufra-branches.ts): Olaya is open, Al Malqa takes scheduled orders only. */
const OLAYA = { branch_id: 1, branch_name: 'سفرة - العليا' };
const AL_MALQA = { branch_id: 3, branch_name: 'سفرة - الملقا' };

/** The day as the checkout's day list shows it (YYYY/MM/DD). */
const dayLabel = (day: string) => day.replace(/-/g, '/');

const notEnglish = (page: Page) => expect(new URL(page.url()).pathname.startsWith('/en')).toBe(false);

test.describe('customer login in Arabic', () => {
  test('in Arabic, by mobile: the country rules, a wrong code explained, then the right code lands on /account', async ({ page }) => {
    const mobile = freshSaudiMobile();
    await page.goto(shellUrl('sufra', '/account/login'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
    const number = page.getByRole('textbox', { name: 'رقم الجوال' });
    await number.fill('123');
    await page.getByRole('button', { name: 'أرسل الرمز' }).click();
    await expect(page.getByText('أدخل رقم جوال صحيحًا للدولة المختارة')).toBeVisible();

    // Arabic-Indic digits and the trunk 0 are read.
    await number.fill(`٠${mobile.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))}`);
    await page.getByRole('button', { name: 'أرسل الرمز' }).click();
    await expect(page.getByText(`أرسلنا رمزًا من 4 أرقام إلى \u2066+966 ${mobile}\u2069.`)).toBeVisible();
    await expect(page.getByRole('timer')).toContainText('يمكنك طلب رمز جديد بعد');
    const code = await latestCodeFor('sufra', mobile);

    await page.getByLabel('رمز التحقق').fill(code.replace(/\d/g, (d) => String((Number(d) + 1) % 10)));
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'رمز التحقق غير صحيح.' })).toBeVisible();

    await page.getByLabel('رمز التحقق').fill(code);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(shellUrl('sufra', '/account'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('معلوماتي');
    await expect(page.getByLabel('رقم الجوال')).toHaveValue(`+966 ${mobile}`);
  });

  test('in Arabic, by e-mail: a guest sent to login from /my-address comes back there; logout reaches every tab', async ({
    page,
    context,
  }) => {
    await page.goto(shellUrl('sufra', '/my-address'));
    await expect(page).toHaveURL(shellUrl('sufra', `/account/login?return=${encodeURIComponent('/my-address')}`));
    await page.getByRole('tab', { name: 'البريد الإلكتروني وكلمة المرور' }).click();
    // Sara's e-mail: Layla's takes the English spec's wrong password, and after two failures an e-mail's next login asks the human check.
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('sara.qahtani@example.com');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveValue('sara.qahtani@example.com');

    await page.getByLabel('كلمة المرور', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(shellUrl('sufra', '/my-address'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('العناوين');
    await expect(page.getByText('شارع التحلية')).toBeVisible();

    const other = await context.newPage();
    await other.goto(shellUrl('sufra', '/account/wallet'));
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('محفظتي');
    await expect(other.getByRole('table')).toBeVisible();

    await page.goto(shellUrl('sufra', '/account'));
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(other).toHaveURL(/\/account\/login\?return=/);
    notEnglish(other);
  });
});

test.describe('checkout in Arabic', () => {
  test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

  const placeCash = async (page: Page) => {
    await page.getByRole('radio', { name: 'الدفع نقدا' }).check();
    await answerHumanCheck(page);
    await page.getByRole('button', { name: 'أرسل الطلب' }).click();
  };

  const placeAsapCash = async (page: Page) => {
    await page.getByRole('radio', { name: 'في أقرب وقت' }).check();
    await placeCash(page);
  };

  test('in Arabic, a guest logs in by a code inside the checkout; the cart stays and a cash pickup order is placed', async ({ page }) => {
    await cartOnPage(page, 'sufra', { ...OLAYA, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', '/checkout'));

    await expect(page.getByRole('heading', { name: 'سجّل الدخول لإرسال طلبك' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'أرسل الطلب' })).toHaveCount(0);
    const mobile = freshSaudiMobile();
    await page.getByLabel('رقم الجوال').fill(mobile);
    await page.getByRole('button', { name: 'أرسل الرمز' }).click();
    await expect(page.getByText(`أرسلنا رمزًا من 4 أرقام إلى \u2066+966 ${mobile}\u2069.`)).toBeVisible();
    await page.getByLabel('رمز التحقق').fill(await latestCodeFor('sufra', mobile));
    await page.getByRole('button', { name: 'سجّل الدخول وتابع' }).click();

    await expect(page.getByRole('heading', { name: 'سجّل الدخول لإرسال طلبك' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'أرسل الطلب' })).toBeVisible();
    // The cart is still there: four hummus, 64.00 ر.س before VAT.
    await expect(page.getByText(/4 × حمص/).first()).toBeVisible();
    await expect(detailOf(page, 'المجموع الفرعي')).toHaveText('64.00 ر.س');

    await placeAsapCash(page);
    await expect(page).toHaveURL(/\/o\/\d+$/);
    notEnglish(page);
    await expect(page.getByText('تم الإرسال').first()).toBeVisible();
    await expect(detailOf(page, 'نوع الطلب')).toHaveText('استلام من الفرع');
  });

  test('in Arabic, delivery without a saved address: a new one at the chosen place (street required first) is chosen and on the order', async ({
    page,
  }) => {
    const [latitude, longitude] = [24.6907, 46.6853];
    const found = await apiCall('sufra', `/api/v1/branch/frontend/delivery-zone?latitude=${latitude}&longitude=${longitude}`);
    expect(found.status).toBe(200);
    const zone = (found.body?.data as { zone: { names: { ar: string } } }).zone;
    const label = zone.names.ar;
    const { token } = await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', {
      ...OLAYA,
      order_type: 'delivery',
      lines: FOUR_HUMMUS,
      latitude,
      longitude,
      delivery_location: { latitude, longitude, label, zone },
    });
    await page.goto(shellUrl('sufra', '/checkout'));

    const addresses = page.getByRole('group', { name: 'عنوان التوصيل' });
    await expect(addresses.getByText('ليس لديك عنوان محفوظ بعد.')).toBeVisible();
    await addresses.getByRole('button', { name: 'أضف عنوانًا' }).click();
    const newAddress = page.getByRole('group', { name: 'عنوان جديد' });
    await expect(newAddress.getByText(`الموقع: ${label} (المكان الذي اخترته للتوصيل).`)).toBeVisible();
    await newAddress.getByRole('button', { name: 'احفظ العنوان' }).click();
    const street = newAddress.getByLabel('اسم الشارع');
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await expect(street).toHaveAccessibleDescription('هذا الحقل مطلوب');
    await expect(addresses.getByRole('radio')).toHaveCount(0);

    await street.fill('شارع التحلية');
    await newAddress.getByLabel('رقم المبنى').fill('44');
    await newAddress.getByRole('button', { name: 'احفظ العنوان' }).click();
    await expect(page.getByRole('group', { name: 'عنوان جديد' })).toHaveCount(0);
    await expect(addresses.getByRole('radio', { name: /شارع التحلية/ })).toBeChecked();
    const listed = await apiCall('sufra', '/api/v1/user/customer-addresses/list-addresses', { token });
    expect(listed.body?.data).toEqual([expect.objectContaining({ street_name: 'شارع التحلية', building_number: '44' })]);

    await placeAsapCash(page);
    await expect(page).toHaveURL(/\/o\/\d+$/);
    notEnglish(page);
    await expect(detailOf(page, 'نوع الطلب')).toHaveText('توصيل');
    await expect(detailOf(page, 'عنوان التوصيل')).toContainText('شارع التحلية، 44');
  });

  test('in Arabic, a slot that filled up meanwhile is refused at the time field; another time goes through', async ({ page }) => {
    // Al Malqa: the English spec fills the third day's sixth slot and the Arabic scheduled order takes the fourth day's
    // fourth slot; here the fifth day's sixth slot (or else the fourth day's eighth) is chosen, then filled by others.
    const { days } = await slotsOf('sufra', AL_MALQA.branch_id, 'pickup');
    let day = days[4];
    let offered = day ? (await slotsOf('sufra', AL_MALQA.branch_id, 'pickup', day)).slots : [];
    let [full, other] = [offered[5], offered[6]];
    if (!full || !other) {
      day = days[3];
      offered = day ? (await slotsOf('sufra', AL_MALQA.branch_id, 'pickup', day)).slots : [];
      [full, other] = [offered[7], offered[8]];
    }
    expect(day).toBeDefined();
    expect(full).toBeDefined();
    expect(other).toBeDefined();
    const [chosenDay, fullSlot, otherSlot] = [day!, full!, other!];
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { ...AL_MALQA, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', '/checkout'));

    const when = page.getByRole('group', { name: 'الموعد' });
    await when.getByRole('radio', { name: 'جدولة لوقت لاحق' }).check();
    await when.getByLabel('اليوم').selectOption({ label: dayLabel(chosenDay) });
    const time = when.getByLabel('الوقت');
    await time.selectOption({ label: `${clockLabel(fullSlot.period, 'ar')} – ${clockLabel(fullSlot.ends, 'ar')}` });

    const { token: otherCustomer } = await loginByMobile('sufra', 'SA', freshSaudiMobile());
    for (let placed = 0; placed < fullSlot.remaining; placed += 1)
      await placeScheduledPickup('sufra', otherCustomer, { branch_id: AL_MALQA.branch_id, day: chosenDay, period: fullSlot.period });
    expect((await slotsOf('sufra', AL_MALQA.branch_id, 'pickup', chosenDay)).slots.map((slot) => slot.period)).not.toContain(
      fullSlot.period,
    );

    await placeCash(page);
    await expect(time).toHaveAccessibleDescription('الموعد المختار غير صالح.');
    await expect(page).toHaveURL(/\/checkout$/);
    notEnglish(page);

    await time.selectOption({ label: `${clockLabel(otherSlot.period, 'ar')} – ${clockLabel(otherSlot.ends, 'ar')}` });
    await answerHumanCheck(page);
    await page.getByRole('button', { name: 'أرسل الطلب' }).click();
    await expect(page).toHaveURL(/\/o\/\d+$/);
    notEnglish(page);
    await expect(detailOf(page, 'مجدول في')).toHaveText(`${dayLabel(chosenDay)} ${clockLabel(otherSlot.period, 'ar')}`);
  });
});
