import type { Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { apiCall } from '../support/api';
import { freshCustomer, sessionOnPage, signInPage } from '../support/accounts';
import { shellUrl } from '../support/ports';

/** The rows of the transactions table as read (cells separated by a space), header first. */
const ledgerRows = (page: Page) => page.getByRole('table', { name: 'الحركات' }).getByRole('row');
const HEADER = 'التاريخ التفاصيل المبلغ';

/**
 * Where an element's text is drawn: how far its right edge is from the right of the element's content
 * box (0: the text starts there, as Arabic lines do), and whether its first character (an amount's sign)
 * is drawn left of the second.
 */
const textLayout = (locator: Locator) =>
  locator.evaluate((element) => {
    const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode()!;
    // The invisible isolate marks around a signed amount (U+2066…U+2069) are not drawn characters.
    const first = (text.textContent ?? '').search(/[^\u2066-\u2069]/);
    const charBox = (offset: number) => {
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
      return range.getBoundingClientRect();
    };
    const all = document.createRange();
    all.selectNodeContents(element);
    const style = getComputedStyle(element);
    const contentRight = element.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    return {
      gapAtRight: Math.round(contentRight - all.getBoundingClientRect().right),
      signFirst: charBox(first).left < charBox(first + 1).left,
    };
  });

// Layla (api/src/seed/accounts/demo-accounts.ts) is only read by the suite: 14 points and 12 wallet entries.
test('in Arabic: points and wallet balances with 2 decimals, and their logs one page at a time', async ({ page }) => {
  await signInPage(page, 'sufra', 'layla.otaibi@example.com');
  await page.goto(shellUrl('sufra', '/account/points'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نقاطي');
  // 40 + 45 + … + 100 earned, 100 redeemed.
  await expect(page.getByText(/^رصيد النقاط:/)).toHaveText('رصيد النقاط: 810.00');
  await expect(ledgerRows(page)).toHaveText(
    [
      HEADER,
      '2025/03/13 مكتسبة من طلب +100.00',
      '2025/03/08 مكتسبة من طلب +95.00',
      '2025/03/03 مكتسبة من طلب +90.00',
      '2025/02/28 دفع في طلب -100.00',
      '2025/02/23 مكتسبة من طلب +85.00',
      '2025/02/18 مكتسبة من طلب +80.00',
      '2025/02/13 مكتسبة من طلب +75.00',
      '2025/02/08 مكتسبة من طلب +70.00',
      '2025/02/03 مكتسبة من طلب +65.00',
      '2025/01/23 مكتسبة من طلب +60.00',
    ],
    { useInnerText: true },
  );
  const pages = page.getByRole('navigation', { name: 'صفحات الحركات' });
  await expect(pages).toContainText('الصفحة 1 من 2');
  await expect(pages.getByRole('button', { name: 'الصفحة السابقة' })).toBeDisabled();
  await pages.getByRole('button', { name: 'الصفحة التالية' }).click();
  await expect(pages).toContainText('الصفحة 2 من 2');
  await expect(ledgerRows(page)).toHaveText(
    [
      HEADER,
      '2025/01/18 مكتسبة من طلب +55.00',
      '2025/01/13 مكتسبة من طلب +50.00',
      '2025/01/08 مكتسبة من طلب +45.00',
      '2025/01/03 مكتسبة من طلب +40.00',
    ],
    { useInnerText: true },
  );
  await expect(pages.getByRole('button', { name: 'الصفحة التالية' })).toBeDisabled();

  await page.goto(shellUrl('sufra', '/account/wallet'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('محفظتي');
  // 200.00 topped up, 176.25 paid on ten orders, 25.00 from a challenge.
  await expect(page.getByText(/^رصيد المحفظة:/)).toHaveText(/^رصيد المحفظة: 48\.75 ر\.س/);
  await expect(ledgerRows(page)).toHaveText(
    [
      HEADER,
      '2025/03/09 دفع في طلب \u2066−23.25\u2069 ر.س',
      '2025/03/03 دفع في طلب \u2066−22.00\u2069 ر.س',
      '2025/02/27 إكمال تحدٍ \u2066+25.00\u2069 ر.س',
      '2025/02/21 دفع في طلب \u2066−20.75\u2069 ر.س',
      '2025/02/15 دفع في طلب \u2066−19.50\u2069 ر.س',
      '2025/02/09 دفع في طلب \u2066−18.25\u2069 ر.س',
      '2025/02/03 دفع في طلب \u2066−17.00\u2069 ر.س',
      '2025/01/21 دفع في طلب \u2066−15.75\u2069 ر.س',
      '2025/01/15 دفع في طلب \u2066−14.50\u2069 ر.س',
      '2025/01/09 دفع في طلب \u2066−13.25\u2069 ر.س',
    ],
    { useInnerText: true },
  );
  await pages.getByRole('button', { name: 'الصفحة التالية' }).click();
  await expect(pages).toContainText('الصفحة 2 من 2');
  await expect(ledgerRows(page)).toHaveText(
    [HEADER, '2025/01/03 دفع في طلب \u2066−12.00\u2069 ر.س', '2025/01/02 شحن الرصيد \u2066+200.00\u2069 ر.س'],
    {
      useInnerText: true,
    },
  );
  await pages.getByRole('button', { name: 'الصفحة السابقة' }).click();
  await expect(pages).toContainText('الصفحة 1 من 2');
  await expect(ledgerRows(page).nth(1)).toHaveText('2025/03/09 دفع في طلب \u2066−23.25\u2069 ر.س', { useInnerText: true });

  // Right to left: each amount starts at the right of its column, under its header, and still reads "\u2066−23.25\u2069 ر.س".
  expect((await textLayout(page.getByRole('columnheader', { name: 'المبلغ' }))).gapAtRight).toBe(0);
  expect(await textLayout(ledgerRows(page).nth(1).getByRole('cell').nth(2))).toEqual({ gapAtRight: 0, signFirst: true });
  expect(await textLayout(ledgerRows(page).nth(3).getByRole('cell').nth(2))).toEqual({ gapAtRight: 0, signFirst: true });
  await expect(page.getByTestId('balance')).toHaveText('48.75 ر.س');
  expect((await textLayout(page.getByTestId('balance'))).gapAtRight).toBe(0);
});

test('in Arabic: a reward is redeemed with the points a friend brought; one beyond the balance is refused in Arabic', async ({ page }) => {
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

  await page.goto(shellUrl('sufra', '/rewards'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المكافآت');
  await expect(page.getByText('نقاطك: 100.00')).toBeVisible();
  const rewards = page.getByRole('list', { name: 'المكافآت' }).getByRole('listitem');
  await expect(rewards.getByRole('heading')).toHaveText(['قهوة عربية مجانية', 'كنافة بالقشطة', 'رصيد 25 ريال في المحفظة']);
  const coffee = rewards.filter({ has: page.getByRole('heading', { name: 'قهوة عربية مجانية' }) });
  await expect(coffee).toContainText('دلة قهوة عربية مع التمر مع طلبك القادم.');
  await expect(coffee).toContainText('100 نقطة');
  await expect(rewards.filter({ hasText: 'رصيد 25 ريال في المحفظة' })).toContainText('500 نقطة · يضيف 25.00 ر.س إلى محفظتك');

  await page.getByRole('button', { name: 'استبدال كنافة بالقشطة' }).click();
  await expect(page.getByRole('alert')).toHaveText('رصيد النقاط غير كافٍ.');
  await expect(page.getByText('نقاطك: 100.00')).toBeVisible();

  await page.getByRole('button', { name: 'استبدال قهوة عربية مجانية' }).click();
  await expect(page.getByRole('status')).toHaveText(/^قهوة عربية مجانية أصبحت لك\. رمزك: RW-[A-Z0-9]{8}$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('نقاطك: 0.00')).toBeVisible();

  await page.getByRole('button', { name: 'استبدال قهوة عربية مجانية' }).click();
  await expect(page.getByRole('alert')).toHaveText('رصيد النقاط غير كافٍ.');

  await page.goto(shellUrl('sufra', '/account/points'));
  await expect(page.getByText(/^رصيد النقاط:/)).toHaveText('رصيد النقاط: 0.00');
  await expect(ledgerRows(page)).toHaveText(
    [
      HEADER,
      /^2026\/11\/22\sمكافأة · RW-[A-Z0-9]{8}\s-100\.00$/,
      new RegExp(`^2026/11/22\\sإحالة · ${referrer.referralCode}\\s\\+100\\.00$`),
    ],
    { useInnerText: true },
  );
});

// Sara's challenge progress (seeded) is only read by the suite.
test('in Arabic: the challenges with their progress, and a challenge’s details with its progress entries', async ({ page }) => {
  await signInPage(page, 'sufra', 'sara.qahtani@example.com');
  await page.goto(shellUrl('sufra', '/challenges'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التحديات');
  const orders = page.getByRole('progressbar', { name: 'تقدم اطلب 5 مرات' });
  await expect(orders).toHaveAttribute('value', '3');
  await expect(orders).toHaveAttribute('max', '5');
  const challenges = page.getByRole('list', { name: 'التحديات' }).getByRole('listitem');
  await expect(challenges).toHaveCount(2);
  const fiveOrders = challenges.filter({ has: page.getByRole('link', { name: 'تفاصيل اطلب 5 مرات' }) });
  await expect(fiveOrders).toContainText('اطلب خمس مرات هذا الموسم واربح 100 نقطة.');
  await expect(fiveOrders).toContainText('التقدم: 3 من 5');
  await expect(fiveOrders).toContainText('المكافأة: 100 نقطة · ينتهي 2030/12/31');
  await expect(fiveOrders).not.toContainText('مكتمل');
  const bigSpender = challenges.filter({ has: page.getByRole('link', { name: 'تفاصيل المنفق الكبير' }) });
  await expect(bigSpender).toContainText('التقدم: 380.00 ر.س من 500.00 ر.س');
  await expect(page.getByRole('progressbar', { name: 'تقدم المنفق الكبير' })).toHaveAttribute('value', '380');

  await page.getByRole('link', { name: 'تفاصيل المنفق الكبير' }).click();
  await expect(page).toHaveURL(new RegExp(`^${shellUrl('sufra', '/challenges/')}\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المنفق الكبير');
  await expect(page.getByText('أنفق 500 ريال واربح 25 ريال في محفظتك.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'تقدم المنفق الكبير' })).toHaveAttribute('value', '380');
  await expect(page.getByText('التقدم: 380.00 ر.س من 500.00 ر.س')).toBeVisible();
  await expect(page.getByText('المكافأة: 25.00 ر.س في محفظتك · ينتهي 2030/12/31')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'تقدمك' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'تقدمك' }).getByRole('listitem')).toHaveText([
    '2025/02/20 · +200 · #1057',
    '2025/01/28 · +180 · #1042',
  ]);
  await page.getByRole('link', { name: 'كل التحديات' }).click();
  await expect(page).toHaveURL(shellUrl('sufra', '/challenges'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('التحديات');
});

test('in Arabic: a challenge reached is marked completed', async ({ page }) => {
  await signInPage(page, 'sufra', 'layla.otaibi@example.com');
  await page.goto(shellUrl('sufra', '/challenges'));
  const bigSpender = page
    .getByRole('list', { name: 'التحديات' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'تفاصيل المنفق الكبير' }) });
  await expect(bigSpender).toContainText('التقدم: 500.00 ر.س من 500.00 ر.س · مكتمل');
  await page.getByRole('link', { name: 'تفاصيل اطلب 5 مرات' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اطلب 5 مرات');
  await expect(page.getByText('التقدم: 0 من 5')).toBeVisible();
  await expect(page.getByText('لا يوجد تقدم بعد: كل طلب يُحتسب.')).toBeVisible();
});
