import { expect, test } from '../support/test';
import { signInPage } from '../support/accounts';
import { LOCALES } from '../support/checkout-locales';
import { shellUrl } from '../support/ports';

const CHALLENGES = {
  en: {
    prefix: '/en',
    heading: 'Challenges',
    progressOf: (name: string) => `Progress of ${name}`,
    details: (name: string) => `Details of ${name}`,
    fiveOrders: 'Order 5 times',
    bigSpender: 'Big spender',
    fiveOrdersDescription: 'Place five orders this season and earn 100 points.',
    fiveOrdersProgress: 'Progress: 3 of 5',
    fiveOrdersReward: 'Reward: 100 points · Ends 2030/12/31',
    completed: 'Completed',
    spent: 'Progress: SAR 380.00 of SAR 500.00',
    bigSpenderDescription: 'Spend 500 SAR and get 25 SAR in your wallet.',
    bigSpenderReward: 'Reward: SAR 25.00 in your wallet · Ends 2030/12/31',
    yourProgress: 'Your progress',
    back: 'All challenges',
    reached: 'Progress: SAR 500.00 of SAR 500.00 · Completed',
    none: 'Progress: 0 of 5',
    noHistory: 'No progress yet: every order counts.',
  },
  ar: {
    prefix: '',
    heading: 'التحديات',
    progressOf: (name: string) => `تقدم ${name}`,
    details: (name: string) => `تفاصيل ${name}`,
    fiveOrders: 'اطلب 5 مرات',
    bigSpender: 'المنفق الكبير',
    fiveOrdersDescription: 'اطلب خمس مرات هذا الموسم واربح 100 نقطة.',
    fiveOrdersProgress: 'التقدم: 3 من 5',
    fiveOrdersReward: 'المكافأة: 100 نقطة · ينتهي 2030/12/31',
    completed: 'مكتمل',
    spent: 'التقدم: 380.00 ر.س من 500.00 ر.س',
    bigSpenderDescription: 'أنفق 500 ريال واربح 25 ريال في محفظتك.',
    bigSpenderReward: 'المكافأة: 25.00 ر.س في محفظتك · ينتهي 2030/12/31',
    yourProgress: 'تقدمك',
    back: 'كل التحديات',
    reached: 'التقدم: 500.00 ر.س من 500.00 ر.س · مكتمل',
    none: 'التقدم: 0 من 5',
    noHistory: 'لا يوجد تقدم بعد: كل طلب يُحتسب.',
  },
} as const;

for (const locale of LOCALES) {
  const texts = CHALLENGES[locale];

  // Sara's challenge progress (seeded) is only read by the suite.
  test(`${locale}: the challenges with their progress, and a challenge’s details with its progress entries`, async ({ page }) => {
    await signInPage(page, 'sufra', 'sara.qahtani@example.com');
    await page.goto(shellUrl('sufra', `${texts.prefix}/challenges`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
    const orders = page.getByRole('progressbar', { name: texts.progressOf(texts.fiveOrders) });
    await expect(orders).toHaveAttribute('value', '3');
    await expect(orders).toHaveAttribute('max', '5');
    const challenges = page.getByRole('list', { name: texts.heading }).getByRole('listitem');
    await expect(challenges).toHaveCount(2);
    const fiveOrders = challenges.filter({ has: page.getByRole('link', { name: texts.details(texts.fiveOrders) }) });
    await expect(fiveOrders).toContainText(texts.fiveOrdersDescription);
    await expect(fiveOrders).toContainText(texts.fiveOrdersProgress);
    await expect(fiveOrders).toContainText(texts.fiveOrdersReward);
    await expect(fiveOrders).not.toContainText(texts.completed);
    const bigSpender = challenges.filter({ has: page.getByRole('link', { name: texts.details(texts.bigSpender) }) });
    await expect(bigSpender).toContainText(texts.spent);
    await expect(page.getByRole('progressbar', { name: texts.progressOf(texts.bigSpender) })).toHaveAttribute('value', '380');

    await page.getByRole('link', { name: texts.details(texts.bigSpender) }).click();
    await expect(page).toHaveURL(new RegExp(`^${shellUrl('sufra', `${texts.prefix}/challenges/`)}\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.bigSpender);
    await expect(page.getByText(texts.bigSpenderDescription)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: texts.progressOf(texts.bigSpender) })).toHaveAttribute('value', '380');
    await expect(page.getByText(texts.spent)).toBeVisible();
    await expect(page.getByText(texts.bigSpenderReward)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.yourProgress })).toBeVisible();
    await expect(page.getByRole('list', { name: texts.yourProgress }).getByRole('listitem')).toHaveText([
      '2025/02/20 · +200 · #1057',
      '2025/01/28 · +180 · #1042',
    ]);
    await page.getByRole('link', { name: texts.back }).click();
    await expect(page).toHaveURL(shellUrl('sufra', `${texts.prefix}/challenges`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
  });

  test(`${locale}: a challenge reached is marked completed; one without progress says every order counts`, async ({ page }) => {
    await signInPage(page, 'sufra', 'layla.otaibi@example.com');
    await page.goto(shellUrl('sufra', `${texts.prefix}/challenges`));
    const bigSpender = page
      .getByRole('list', { name: texts.heading })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: texts.details(texts.bigSpender) }) });
    await expect(bigSpender).toContainText(texts.reached);
    await page.getByRole('link', { name: texts.details(texts.fiveOrders) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.fiveOrders);
    await expect(page.getByText(texts.none)).toBeVisible();
    await expect(page.getByText(texts.noHistory)).toBeVisible();
  });
}
