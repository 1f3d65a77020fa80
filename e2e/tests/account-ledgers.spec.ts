import type { Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { signInPage } from '../support/accounts';
import { LOCALES } from '../support/checkout-locales';
import { shellUrl } from '../support/ports';

const LEDGERS = {
  en: {
    prefix: '/en',
    dir: 'ltr',
    points: 'My points',
    wallet: 'My wallet',
    history: 'Transactions',
    header: 'Date Details Amount',
    pointsLabel: /^Points balance:/,
    pointsBalance: 'Points balance: 810',
    walletLabel: /^Wallet balance:/,
    walletBalance: /^Wallet balance: SAR 48\.75/,
    balance: 'SAR 48.75',
    pages: 'Pages of transactions',
    pageOf: (page: number) => `Page ${page} of 2`,
    previous: 'Previous page',
    next: 'Next page',
    earned: 'Earned on an order',
    paid: 'Paid on an order',
    challenge: 'Challenge completed',
    topUp: 'Top-up',
    amount: (sign: '+' | '−', digits: string) => `${sign}SAR ${digits}`,
    pointsAmount: (sign: '+' | '−', digits: string) => `${sign}${digits}`,
    nileWallet: 'EGP 215.00',
    nileAmount: (sign: '+' | '−', digits: string) => `${sign}EGP ${digits}`,
  },
  ar: {
    prefix: '',
    dir: 'rtl',
    points: 'نقاطي',
    wallet: 'محفظتي',
    history: 'الحركات',
    header: 'التاريخ التفاصيل المبلغ',
    pointsLabel: /^رصيد النقاط:/,
    pointsBalance: 'رصيد النقاط: 810',
    walletLabel: /^رصيد المحفظة:/,
    walletBalance: /^رصيد المحفظة: 48\.75 ر\.س/,
    balance: '48.75 ر.س',
    pages: 'صفحات الحركات',
    pageOf: (page: number) => `الصفحة ${page} من 2`,
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    earned: 'مكتسبة من طلب',
    paid: 'دفع في طلب',
    challenge: 'إكمال تحدٍ',
    topUp: 'شحن الرصيد',
    amount: (sign: '+' | '−', digits: string) => `\u2066${sign}${digits}\u2069 ر.س`,
    pointsAmount: (sign: '+' | '−', digits: string) => `\u2066${sign}${digits}\u2069`,
    nileWallet: '215.00 ج.م',
    nileAmount: (sign: '+' | '−', digits: string) => `\u2066${sign}${digits}\u2069 ج.م`,
  },
} as const;

/** The rows of the transactions table as read (cells separated by a space), header first. */
const ledgerRows = (page: Page, history: string) => page.getByRole('table', { name: history }).getByRole('row');

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
for (const locale of LOCALES) {
  const texts = LEDGERS[locale];
  const money = texts.amount;

  test(`${locale}: points balance whole and wallet balance with 2 decimals, and their logs one page at a time`, async ({ page }) => {
    await signInPage(page, 'sufra', 'layla.otaibi@example.com');
    await page.goto(shellUrl('sufra', `${texts.prefix}/account/points`));
    await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.points);
    const rows = ledgerRows(page, texts.history);
    // 40 + 45 + … + 100 earned, 100 redeemed.
    await expect(page.getByText(texts.pointsLabel)).toHaveText(texts.pointsBalance);
    const earned = (date: string, points: number) => `${date} ${texts.earned} ${texts.pointsAmount('+', String(points))}`;
    await expect(rows).toHaveText(
      [
        texts.header,
        earned('2025/03/13', 100),
        earned('2025/03/08', 95),
        earned('2025/03/03', 90),
        `2025/02/28 ${texts.paid} ${texts.pointsAmount('−', '100')}`,
        earned('2025/02/23', 85),
        earned('2025/02/18', 80),
        earned('2025/02/13', 75),
        earned('2025/02/08', 70),
        earned('2025/02/03', 65),
        earned('2025/01/23', 60),
      ],
      { useInnerText: true },
    );
    const pages = page.getByRole('navigation', { name: texts.pages });
    await expect(pages).toContainText(texts.pageOf(1));
    await expect(pages.getByRole('button', { name: texts.previous })).toBeDisabled();
    await pages.getByRole('button', { name: texts.next }).click();
    await expect(pages).toContainText(texts.pageOf(2));
    await expect(rows).toHaveText(
      [texts.header, earned('2025/01/18', 55), earned('2025/01/13', 50), earned('2025/01/08', 45), earned('2025/01/03', 40)],
      { useInnerText: true },
    );
    await expect(pages.getByRole('button', { name: texts.next })).toBeDisabled();

    await page.goto(shellUrl('sufra', `${texts.prefix}/account/wallet`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.wallet);
    // 200.00 topped up, 176.25 paid on ten orders, 25.00 from a challenge.
    await expect(page.getByText(texts.walletLabel)).toHaveText(texts.walletBalance);
    const paid = (date: string, digits: string) => `${date} ${texts.paid} ${money('−', digits)}`;
    await expect(rows).toHaveText(
      [
        texts.header,
        paid('2025/03/09', '23.25'),
        paid('2025/03/03', '22.00'),
        `2025/02/27 ${texts.challenge} ${money('+', '25.00')}`,
        paid('2025/02/21', '20.75'),
        paid('2025/02/15', '19.50'),
        paid('2025/02/09', '18.25'),
        paid('2025/02/03', '17.00'),
        paid('2025/01/21', '15.75'),
        paid('2025/01/15', '14.50'),
        paid('2025/01/09', '13.25'),
      ],
      { useInnerText: true },
    );
    await pages.getByRole('button', { name: texts.next }).click();
    await expect(pages).toContainText(texts.pageOf(2));
    await expect(rows).toHaveText([texts.header, paid('2025/01/03', '12.00'), `2025/01/02 ${texts.topUp} ${money('+', '200.00')}`], {
      useInnerText: true,
    });
    await pages.getByRole('button', { name: texts.previous }).click();
    await expect(pages).toContainText(texts.pageOf(1));
    await expect(rows.nth(1)).toHaveText(paid('2025/03/09', '23.25'), { useInnerText: true });
    await expect(page.getByTestId('balance')).toHaveText(texts.balance);
  });

  // Mona (api/src/seed/tenants/nile-customers.ts) is only read: nile has no app-wallet / app-points page.
  test(`${locale}: nile's wallet and points pages show their balances beside their logs`, async ({ page }) => {
    await signInPage(page, 'nile', 'mona.hassan@example.com');
    await page.goto(shellUrl('nile', `${texts.prefix}/account/points`));
    await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
    await expect(ledgerRows(page, texts.history)).toHaveText(
      [texts.header, `2025/02/14 ${texts.earned} ${texts.pointsAmount('+', '120')}`],
      {
        useInnerText: true,
      },
    );
    await expect(page.getByTestId('balance')).toHaveText('120');

    await page.goto(shellUrl('nile', `${texts.prefix}/account/wallet`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.wallet);
    await expect(ledgerRows(page, texts.history)).toHaveText(
      [
        texts.header,
        `2025/02/14 ${texts.paid} ${texts.nileAmount('−', '85.00')}`,
        `2025/02/01 ${texts.topUp} ${texts.nileAmount('+', '300.00')}`,
      ],
      { useInnerText: true },
    );
    await expect(page.getByTestId('balance')).toHaveText(texts.nileWallet);
  });
}

test('ar: right to left, each amount starts at the right of its column, under its header, and still reads "\u2066−23.25\u2069 ر.س"', async ({
  page,
}) => {
  const texts = LEDGERS.ar;
  await signInPage(page, 'sufra', 'layla.otaibi@example.com');
  await page.goto(shellUrl('sufra', '/account/wallet'));
  const rows = ledgerRows(page, texts.history);
  await expect(rows.nth(1)).toHaveText(`2025/03/09 ${texts.paid} ${texts.amount('−', '23.25')}`, { useInnerText: true });
  expect((await textLayout(page.getByRole('columnheader', { name: 'المبلغ' }))).gapAtRight).toBe(0);
  expect(await textLayout(rows.nth(1).getByRole('cell').nth(2))).toEqual({ gapAtRight: 0, signFirst: true });
  expect(await textLayout(rows.nth(3).getByRole('cell').nth(2))).toEqual({ gapAtRight: 0, signFirst: true });
  await expect(page.getByTestId('balance')).toHaveText(texts.balance);
  expect((await textLayout(page.getByTestId('balance'))).gapAtRight).toBe(0);
});
