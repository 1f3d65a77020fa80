import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { LOCALES } from '../support/checkout-locales';
import { shellUrl } from '../support/ports';

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
    redeemed: /^Free Arabic coffee is yours\. Your code: RW-[A-Z0-9]{8}$/,
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
    redeemed: /^قهوة عربية مجانية أصبحت لك\. رمزك: RW-[A-Z0-9]{8}$/,
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
    const coffee = rewards.filter({ has: page.getByRole('heading', { name: texts.coffee }) });
    await expect(coffee).toContainText(texts.coffeeDescription);
    await expect(coffee).toContainText(texts.coffeeCost);
    await expect(rewards.filter({ hasText: texts.credit })).toContainText(texts.creditCost);

    await page.getByRole('button', { name: texts.redeem(texts.kunafa) }).click();
    await expect(page.getByRole('alert')).toHaveText(texts.notEnough);
    await expect(page.getByText(texts.balance('100'), { exact: true })).toBeVisible();

    await page.getByRole('button', { name: texts.redeem(texts.coffee) }).click();
    await expect(page.getByRole('status')).toHaveText(texts.redeemed);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(texts.balance('0'), { exact: true })).toBeVisible();

    await page.getByRole('button', { name: texts.redeem(texts.coffee) }).click();
    await expect(page.getByRole('alert')).toHaveText(texts.notEnough);

    await page.goto(shellUrl('sufra', `${texts.prefix}/account/points`));
    await expect(page.getByText(texts.pointsLabel)).toHaveText(texts.noPoints);
    await expect(page.getByRole('table', { name: texts.history }).getByRole('row')).toHaveText(texts.rows(referrer.referralCode), {
      useInnerText: true,
    });
  });
}
