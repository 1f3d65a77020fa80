import { expect, test } from '../support/test';
import { DEMO_PASSWORD, freshCustomer, sessionOnPage } from '../support/accounts';
import { apiCall, loginByEmail } from '../support/api';
import { answerHumanCheck, cartOnPage, customerOnPage, detailOf } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { money, moveOrder, placeOrderByApi, type ApiOrder } from '../support/orders';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/** Sufra - Olaya (api/src/seed/tenants/sufra-branches.ts) and two of its dishes. */
const OLAYA = { branch_id: 1, branch_name: 'سفرة - العليا' };
const HUMMUS = 131;
const FALAFEL = 134;

test('طلباتي بالعربية: my orders ten a page with Arabic statuses, totals and numbers; the next page and an order with its QR', async ({
  page,
}) => {
  const { token, addressId } = await customerOnPage(page, 'sufra', { address: true });
  // A delivery first (the restaurant sends it out), then ten pickups; the newest is canceled.
  const orders: ApiOrder[] = [
    await placeOrderByApi('sufra', token, {
      branch_id: OLAYA.branch_id,
      order_type: 'delivery',
      address: { id: addressId!, latitude: 24.6907, longitude: 46.6853 },
      lines: [{ item_id: HUMMUS, quantity: 4 }],
    }),
  ];
  for (let index = 0; index < 10; index += 1)
    orders.push(
      await placeOrderByApi('sufra', token, {
        branch_id: OLAYA.branch_id,
        order_type: 'pickup',
        lines: [{ item_id: FALAFEL, quantity: 3 + (index % 5) }],
      }),
    );
  const [delivery, newest] = [orders[0]!, orders[10]!];
  await moveOrder('sufra', delivery.id, ['accept', 'prepare', 'dispatch']);
  await moveOrder('sufra', newest.id, ['cancel']);

  await page.goto(shellUrl('sufra', '/account/orders/1'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('طلباتي');
  const cards = page.getByRole('list', { name: 'طلباتي' }).getByRole('listitem');
  const newestFirst = [...orders].reverse();
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(newestFirst.slice(0, 10).map((order) => `الطلب رقم ${order.number}`));
  const card = (order: ApiOrder) => cards.filter({ has: page.getByRole('heading', { name: `الطلب رقم ${order.number}`, exact: true }) });
  await expect(card(newest)).toContainText('ملغي');
  await expect(card(newest)).toContainText(`الإجمالي ${money(newest.total, 'SAR', 'ar')} · غير مدفوع`);
  await expect(card(newest)).toContainText(`${3 + (9 % 5)} × فلافل`);
  for (const order of newestFirst.slice(1, 10)) {
    await expect(card(order)).toContainText('تم الإرسال');
    await expect(card(order)).toContainText(`الإجمالي ${money(order.total, 'SAR', 'ar')} · غير مدفوع`);
  }
  await expect(card(delivery)).toHaveCount(0);

  const pager = page.getByRole('navigation', { name: 'الصفحة 1 من 2' });
  await expect(pager.getByRole('button', { name: 'الصفحة السابقة' })).toBeDisabled();
  await pager.getByRole('button', { name: 'الصفحة التالية' }).click();
  await expect(page).toHaveURL(shellUrl('sufra', '/account/orders/2'));
  await expect(page.getByRole('navigation', { name: 'الصفحة 2 من 2' })).toBeVisible();
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([`الطلب رقم ${delivery.number}`]);
  await expect(card(delivery)).toContainText('في الطريق');
  await expect(card(delivery)).toContainText('4 × حمص');
  await expect(card(delivery)).toContainText(`الإجمالي ${money(delivery.total, 'SAR', 'ar')} · غير مدفوع`);

  await card(delivery)
    .getByRole('link', { name: `عرض الطلب رقم ${delivery.number}` })
    .click();
  await expect(page).toHaveURL(shellUrl('sufra', `/o/${delivery.id}`));
  await expect(page.getByRole('heading', { name: `الطلب رقم ${delivery.number}` })).toBeVisible();
  await expect(detailOf(page, 'الحالة')).toHaveText('في الطريق');
  await expect(detailOf(page, 'نوع الطلب')).toHaveText('توصيل');
  await expect(detailOf(page, 'رسوم التوصيل')).toHaveText('10.00 ر.س');
  await expect(detailOf(page, 'الإجمالي')).toHaveText(money(delivery.total, 'SAR', 'ar'));
  await expect(page.getByRole('img', { name: 'رمز الفاتورة الضريبية (هيئة الزكاة)' })).toBeVisible();
});

/** Logs a seeded customer in by e-mail: their token. */
const emailToken = async (email: string): Promise<string> => (await loginByEmail('sufra', email, DEMO_PASSWORD)).token;

const balances = async (token: string) => ({
  points: ((await apiCall('sufra', '/api/v1/loyalty/points-logs/balance', { token })).body?.data as { balance: number }).balance,
  wallet: ((await apiCall('sufra', '/api/v1/wallet/wallet-logs/balance', { token })).body?.data as { balance: number }).balance,
});

// Khalid (api/src/seed/accounts/demo-tender-customers.ts) is used by this test only: 600 points, 40.00 ر.س.
test('بالعربية: points above the minimum and the wallet pay part of an order, each on its own line; the order shows both', async ({
  page,
}) => {
  const token = await emailToken('khalid.dosari@example.com');
  expect(await balances(token)).toEqual({ points: 600, wallet: 40 });
  await sessionOnPage(page, 'sufra', token);
  // 4 hummus and 4 falafel: 120.00 + 15% VAT = 138.00 ر.س.
  await cartOnPage(page, 'sufra', {
    ...OLAYA,
    order_type: 'pickup',
    lines: [
      { item_id: HUMMUS, quantity: 4, option_ids: [], notes: '' },
      { item_id: FALAFEL, quantity: 4, option_ids: [], notes: '' },
    ],
  });
  await page.goto(shellUrl('sufra', '/checkout'));
  await page.getByRole('radio', { name: 'في أقرب وقت' }).check();
  await page.getByRole('radio', { name: 'الدفع نقدا' }).check();
  const summary = page.getByRole('definition');
  await expect(detailOf(page, 'الإجمالي')).toHaveText('138.00 ر.س');
  await expect(detailOf(page, 'المبلغ المطلوب')).toHaveCount(0);

  const tenders = page.getByRole('group', { name: 'النقاط والمحفظة' });
  await tenders.getByRole('checkbox', { name: 'ادفع بنقاطي (الرصيد 600)' }).check();
  await expect(detailOf(page, 'خصم النقاط (600 نقطة)')).toHaveText('\u2066−60.00\u2069 ر.س');
  await expect(detailOf(page, 'المبلغ المطلوب')).toHaveText('78.00 ر.س');
  await expect(detailOf(page, 'الإجمالي')).toHaveText('138.00 ر.س');

  // The wallet goes with online payment only (sufra's wallet methods): with cash it is refused, and says why.
  const wallet = tenders.getByRole('checkbox', { name: 'ادفع من محفظتي (الرصيد 40.00 ر.س)' });
  await wallet.check();
  await expect(tenders.getByRole('alert')).toHaveText('لا يمكن استخدام المحفظة مع طريقة الدفع هذه.');
  await expect(detailOf(page, 'خصم المحفظة')).toHaveCount(0);
  await page.getByRole('radio', { name: 'الدفع الإلكتروني' }).check();
  await expect(detailOf(page, 'خصم المحفظة')).toHaveText('\u2066−40.00\u2069 ر.س');
  await expect(tenders.getByRole('alert')).toHaveCount(0);
  await expect(detailOf(page, 'خصم النقاط (600 نقطة)')).toHaveText('\u2066−60.00\u2069 ر.س');
  await expect(detailOf(page, 'المبلغ المطلوب')).toHaveText('38.00 ر.س');
  await expect(summary.filter({ hasText: '−' })).toHaveCount(2);

  await answerHumanCheck(page);
  await page.getByRole('button', { name: 'أرسل الطلب' }).click();
  // What is left (38.00) is paid on the sandbox page.
  await expect(page.getByText('Sandbox payment')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/o\/\d+$/);
  await expect(page.getByRole('heading', { name: /الطلب رقم \d+/ })).toBeVisible();
  await expect(detailOf(page, 'الدفع')).toHaveText('مدفوع');
  await expect(detailOf(page, 'الإجمالي')).toHaveText('138.00 ر.س');
  await expect(detailOf(page, 'خصم النقاط (600 نقطة)')).toHaveText(money(-60, 'SAR', 'ar'));
  await expect(detailOf(page, 'خصم المحفظة')).toHaveText(money(-40, 'SAR', 'ar'));
  await expect(detailOf(page, 'المبلغ المطلوب')).toHaveText('38.00 ر.س');
  // Spent from the ledgers, once.
  expect(await balances(token)).toEqual({ points: 0, wallet: 0 });
});

test('بالعربية: points below the minimum balance are not applied, and the checkout says why', async ({ page }) => {
  // 100 points from a friend who used the code: below sufra's minimum of 500.
  const referrer = await freshCustomer('sufra');
  const newcomer = await freshCustomer('sufra');
  const used = await apiCall('sufra', '/api/v1/user/customers/referral-code', {
    method: 'POST',
    token: newcomer.token,
    body: { referral_code: referrer.referralCode },
  });
  expect(used.status).toBe(200);
  expect((await balances(referrer.token)).points).toBe(100);
  await sessionOnPage(page, 'sufra', referrer.token);
  await cartOnPage(page, 'sufra', { ...OLAYA, order_type: 'pickup', lines: [{ item_id: HUMMUS, quantity: 4, option_ids: [], notes: '' }] });
  await page.goto(shellUrl('sufra', '/checkout'));
  await page.getByRole('radio', { name: 'في أقرب وقت' }).check();
  await page.getByRole('radio', { name: 'الدفع الإلكتروني' }).check();
  await expect(detailOf(page, 'الإجمالي')).toHaveText('73.60 ر.س');

  const tenders = page.getByRole('group', { name: 'النقاط والمحفظة' });
  await tenders.getByRole('checkbox', { name: 'ادفع بنقاطي (الرصيد 100)' }).check();
  await expect(tenders.getByRole('alert')).toHaveText('رصيد النقاط غير كافٍ.');
  await expect(page.getByRole('term').filter({ hasText: 'خصم النقاط' })).toHaveCount(0);
  await expect(detailOf(page, 'المبلغ المطلوب')).toHaveCount(0);
  await expect(detailOf(page, 'الإجمالي')).toHaveText('73.60 ر.س');
});
