import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { LOCALES } from '../support/checkout-locales';
import { cartOnPage, OLAYA } from '../support/checkout';
import { CHECKOUT, onCheckout, onOrderPage } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { money, orderOf } from '../support/orders';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/** Sufra's Saudi Coffee: the dish the "Free Arabic coffee" voucher gives (api/src/seed/accounts/demo-accounts.ts). */
const SAUDI_COFFEE = 161;

/** A new sufra customer with 100 points: a newcomer used their referral code. */
const customerWithPoints = async () => {
  const referrer = await freshCustomer('sufra');
  const newcomer = await freshCustomer('sufra');
  const used = await apiCall('sufra', '/api/v1/user/customers/referral-code', {
    method: 'POST',
    token: newcomer.token,
    body: { referral_code: referrer.referralCode },
  });
  expect(used.status).toBe(200);
  return referrer;
};

const REWARDS = {
  en: {
    prefix: '/en',
    heading: 'Rewards',
    balance: (points: string) => `Your points: ${points}`,
    names: ['Free Arabic coffee', 'Kunafa with cream', '25 SAR wallet credit'],
    coffee: 'Free Arabic coffee',
    coffeeDescription: 'A pot of Arabic coffee with dates on your next order.',
    coffeeCost: '100 points',
    credit: '25 SAR wallet credit',
    creditCost: '500 points · Adds SAR 25.00 to your wallet',
    redeem: (name: string) => `Redeem ${name}`,
    kunafa: 'Kunafa with cream',
    notEnough: 'Points balance is not enough.',
    redeemed: /^Free Arabic coffee is yours\. Your code: (RW-[A-Z0-9]{8})\. It is kept in My rewards until you use it\.$/,
    confirmTitle: (name: string) => `Redeem ${name}?`,
    confirmText:
      '100 points will be taken from your 100 points now. The voucher waits in My rewards until you use it at checkout; unused, the points come back when it expires.',
    confirm: 'Redeem for 100 points',
    keep: 'Not now',
    mine: 'My rewards',
    mineEmpty: 'No rewards to use yet: redeem one below.',
    code: (code: string) => `Code: ${code}`,
    validUntil: 'Use it by 2026/12/22',
    use: (name: string) => `Use ${name} at checkout`,
    couponField: 'Coupon code',
    apply: 'Apply',
    removeCoupon: 'Remove the coupon',
    applied: (code: string, amount: number) => `Coupon ${code}: ${money(amount, 'SAR', 'en')} off`,
    pointsLabel: /^Points balance:/,
    noPoints: 'Points balance: 0',
    history: 'Transactions',
    rows: (code: string) => [
      'Date Details Amount',
      /^2026\/11\/22\sReward · RW-[A-Z0-9]{8}\s−100$/,
      new RegExp(`^2026/11/22\\sReferral · ${code}\\s\\+100$`),
    ],
  },
  ar: {
    prefix: '',
    heading: 'المكافآت',
    balance: (points: string) => `نقاطك: ${points}`,
    names: ['قهوة عربية مجانية', 'كنافة بالقشطة', 'رصيد 25 ريال في المحفظة'],
    coffee: 'قهوة عربية مجانية',
    coffeeDescription: 'دلة قهوة عربية مع التمر مع طلبك القادم.',
    coffeeCost: '100 نقطة',
    credit: 'رصيد 25 ريال في المحفظة',
    creditCost: '500 نقطة · يضيف 25.00 ر.س إلى محفظتك',
    redeem: (name: string) => `استبدال ${name}`,
    kunafa: 'كنافة بالقشطة',
    notEnough: 'رصيد النقاط غير كافٍ.',
    redeemed: /^قهوة عربية مجانية أصبحت لك\. رمزك: (RW-[A-Z0-9]{8})\. تبقى في مكافآتي حتى تستخدمها\.$/,
    confirmTitle: (name: string) => `استبدال ${name}؟`,
    confirmText:
      'ستُخصم 100 نقطة من نقاطك (100) الآن. تبقى القسيمة في مكافآتي حتى تستخدمها عند إتمام الطلب، وإن لم تُستخدم تعود النقاط عند انتهائها.',
    confirm: 'استبدال مقابل 100 نقطة',
    keep: 'ليس الآن',
    mine: 'مكافآتي',
    mineEmpty: 'لا توجد مكافآت لاستخدامها بعد: استبدل واحدة أدناه.',
    code: (code: string) => `الرمز: ${code}`,
    validUntil: 'استخدمها قبل 2026/12/22',
    use: (name: string) => `استخدم ${name} عند إتمام الطلب`,
    couponField: 'رمز الكوبون',
    apply: 'تطبيق',
    removeCoupon: 'إزالة الكوبون',
    applied: (code: string, amount: number) => `الكوبون ${code}: خصم ${money(amount, 'SAR', 'ar')}`,
    pointsLabel: /^رصيد النقاط:/,
    noPoints: 'رصيد النقاط: 0',
    history: 'الحركات',
    rows: (code: string) => [
      'التاريخ التفاصيل المبلغ',
      /^2026\/11\/22\sمكافأة · RW-[A-Z0-9]{8}\s\u2066−100\u2069$/,
      new RegExp(`^2026/11/22\\sإحالة · ${code}\\s\u2066\\+100\u2069$`),
    ],
  },
} as const;

for (const locale of LOCALES) {
  const texts = REWARDS[locale];

  test(`${locale}: a reward is redeemed with the points a friend brought; one beyond the balance is refused`, async ({ page }) => {
    // A new customer whose code a newcomer uses: the referrer gets 100 points (sufra's referral settings).
    const referrer = await freshCustomer('sufra');
    const newcomer = await freshCustomer('sufra');
    const used = await apiCall('sufra', '/api/v1/user/customers/referral-code', {
      method: 'POST',
      token: newcomer.token,
      body: { referral_code: referrer.referralCode },
    });
    expect(used.status).toBe(200);
    await sessionOnPage(page, 'sufra', referrer.token);

    await page.goto(shellUrl('sufra', `${texts.prefix}/rewards`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
    await expect(page.getByText(texts.balance('100'), { exact: true })).toBeVisible();
    const rewards = page.getByRole('list', { name: texts.heading }).getByRole('listitem');
    await expect(rewards.getByRole('heading')).toHaveText([...texts.names]);
    await expect(page.getByText(texts.mineEmpty)).toBeVisible();
    const coffee = rewards.filter({ has: page.getByRole('heading', { name: texts.coffee }) });
    await expect(coffee).toContainText(texts.coffeeDescription);
    await expect(coffee).toContainText(texts.coffeeCost);
    await expect(rewards.filter({ hasText: texts.credit })).toContainText(texts.creditCost);

    // Points the customer does not have are not asked for: said at once, with nothing to confirm.
    await page.getByRole('button', { name: texts.redeem(texts.kunafa) }).click();
    await expect(page.getByRole('alert')).toHaveText(texts.notEnough);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByText(texts.balance('100'), { exact: true })).toBeVisible();

    await page.getByRole('button', { name: texts.redeem(texts.coffee) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(texts.redeemed);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(texts.balance('0'), { exact: true })).toBeVisible();

    await page.getByRole('button', { name: texts.redeem(texts.coffee) }).click();
    await expect(page.getByRole('alert')).toHaveText(texts.notEnough);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.goto(shellUrl('sufra', `${texts.prefix}/account/points`));
    await expect(page.getByText(texts.pointsLabel)).toHaveText(texts.noPoints);
    await expect(page.getByRole('table', { name: texts.history }).getByRole('row')).toHaveText(texts.rows(referrer.referralCode), {
      useInnerText: true,
    });
  });
}

// A redeemed voucher: asked first, kept in My rewards (from the api, after a reload), and used once at checkout,
// typed into the coupon field or applied from My rewards with a tap.
for (const locale of LOCALES) {
  const [texts, checkout] = [REWARDS[locale], CHECKOUT[locale]];
  for (const width of [412, 1280]) {
    const touch = width < 600;
    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, hasTouch: touch });

      test(`${locale} at ${width} px: a reward is redeemed only once confirmed, stays in My rewards until used, and takes its dish off one order`, async ({
        page,
      }) => {
        const press = (target: ReturnType<typeof page.getByRole>) => (touch ? target.tap() : target.click());
        const customer = await customerWithPoints();
        const cartId = await cartOnPage(page, 'sufra', {
          ...OLAYA,
          order_type: 'pickup',
          lines: [
            { item_id: SAUDI_COFFEE, quantity: 1, option_ids: [], notes: '' },
            { item_id: 131, quantity: 4, option_ids: [], notes: '' },
          ],
        });
        const cart = await apiCall('sufra', `/api/v1/order/carts/${cartId}`);
        const lines = (cart.body?.data as { lines: { item_id: number; unit_price: number }[] }).lines;
        const coffeePrice = lines.find((line) => line.item_id === SAUDI_COFFEE)!.unit_price;
        await sessionOnPage(page, 'sufra', customer.token);

        await page.goto(shellUrl('sufra', `${texts.prefix}/rewards`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
        await expect(page.getByText(texts.balance('100'), { exact: true })).toBeVisible();
        await expect(page.getByText(texts.mineEmpty)).toBeVisible();

        // The first tap only asks; "Not now" (where focus goes) or Escape keeps the points, and focus comes back.
        const redeem = page.getByRole('button', { name: texts.redeem(texts.coffee) });
        await press(redeem);
        const dialog = page.getByRole('alertdialog', { name: texts.confirmTitle(texts.coffee) });
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAccessibleDescription(texts.confirmText);
        await expect(dialog.getByRole('button', { name: texts.keep })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(redeem).toBeFocused();
        await press(redeem);
        await press(dialog.getByRole('button', { name: texts.keep }));
        await expect(dialog).toHaveCount(0);
        await expect(page.getByText(texts.balance('100'), { exact: true })).toBeVisible();
        expect((await apiCall('sufra', '/api/v1/loyalty/points-logs/balance', { token: customer.token })).body?.data).toMatchObject({
          balance: 100,
        });

        await press(redeem);
        await press(dialog.getByRole('button', { name: texts.confirm }));
        const status = page.getByRole('status').filter({ hasText: texts.redeemed });
        await expect(status).toHaveText(texts.redeemed);
        const code = texts.redeemed.exec((await status.textContent()) ?? '')![1]!;
        await expect(page.getByText(texts.balance('0'), { exact: true })).toBeVisible();
        const mine = page.getByRole('list', { name: texts.mine }).getByRole('listitem');
        await expect(mine).toHaveCount(1);
        await expect(mine.getByRole('heading')).toHaveText(texts.coffee);
        await expect(mine).toContainText(texts.code(code));
        await expect(mine).toContainText(texts.validUntil);

        // Kept: read from the api again after a reload.
        await page.reload();
        await expect(mine).toHaveCount(1);
        await expect(mine).toContainText(texts.code(code));

        // Typed into the checkout's coupon field, it applies; taken off again, it stays the customer's.
        await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
        await page.getByRole('textbox', { name: texts.couponField }).fill(code);
        await press(page.getByRole('button', { name: texts.apply }));
        await expect(page.getByRole('status').filter({ hasText: code })).toHaveText(texts.applied(code, coffeePrice));
        await press(page.getByRole('button', { name: texts.removeCoupon }));
        await expect(page.getByRole('status').filter({ hasText: code })).toHaveCount(0);

        // From My rewards with a tap: the checkout opens with it applied, and the order gets it.
        await page.goto(shellUrl('sufra', `${texts.prefix}/rewards`));
        await press(page.getByRole('link', { name: texts.use(texts.coffee) }));
        await onCheckout(page, locale);
        await expect(page.getByRole('status').filter({ hasText: code })).toHaveText(texts.applied(code, coffeePrice));
        await expect(page.getByRole('textbox', { name: texts.couponField })).toHaveValue(code);
        await page.getByRole('radio', { name: checkout.asap }).check();
        await page.getByRole('radio', { name: checkout.cash }).check();
        await press(page.getByRole('button', { name: checkout.place }));
        const orderId = Number(await onOrderPage(page, locale));
        expect(await orderOf('sufra', customer.token, orderId)).toMatchObject({ coupon_code: code, discount: coffeePrice });

        // Used: no longer in My rewards, and not usable again.
        await page.goto(shellUrl('sufra', `${texts.prefix}/rewards`));
        await expect(page.getByText(texts.mineEmpty)).toBeVisible();
        await expect(page.getByRole('list', { name: texts.mine })).toHaveCount(0);
      });
    });
  }
}
