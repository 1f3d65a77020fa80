import { DEMO_PASSWORD, sessionOnPage } from '../support/accounts';
import { loginByEmail, loginByMobile } from '../support/api';
import { customerOnPage, detailOf, OLAYA } from '../support/checkout';
import { CHECKOUT, LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { money, moveOrder, orderOf, placeOrderByApi } from '../support/orders';
import { shellUrl } from '../support/ports';
import { expect, test } from '../support/test';

test.beforeEach(async ({ context }) => {
  await skipPopupBanners(context, 'sufra');
  await skipPopupBanners(context, 'nile');
});

const HUMMUS = 131;
const FALAFEL = 134;
/** Nile Kitchen - Zamalek and one of its dishes (api/src/seed/tenants/nile-branches.ts, menus/nile-menu.ts). */
const ZAMALEK = 4;
const NILE_DISH = 502;

/**
 * Who pays with the wallet alone and then with points, wallet and card, one per language
 * (api/src/seed/accounts/demo-mixed-tender-customers.ts: 60.00 SAR in the wallet, 600 points; used by this spec only).
 */
const PAYERS = { ar: 'noura.harbi@example.com', en: 'faisal.otaibi@example.com' } as const;

const WORDS = {
  en: {
    method: 'Payment method',
    items: 'Items',
    time: 'Order time',
    wallet: 'Wallet',
    mixed: 'Points, Wallet and Online payment',
    pointsAndCash: 'Points and Cash',
    paidAmount: 'Paid',
    due: 'Amount due',
    toPay: 'To pay',
    everyPart: 'Refunded SAR 73.20 to your card, SAR 4.80 to your wallet and 600 points on 2026/11/22.',
    canceled: 'This order was canceled',
  },
  ar: {
    method: 'طريقة الدفع',
    items: 'الأصناف',
    time: 'وقت الطلب',
    wallet: 'المحفظة',
    mixed: 'النقاط والمحفظة والدفع الإلكتروني',
    pointsAndCash: 'النقاط والدفع نقدا',
    paidAmount: 'المدفوع',
    due: 'المبلغ المستحق',
    toPay: 'المبلغ المطلوب',
    everyPart: 'تم استرداد 73.20 ر.س إلى بطاقتك و4.80 ر.س إلى محفظتك و600 نقطة في 2026/11/22.',
    canceled: 'تم إلغاء هذا الطلب',
  },
} as const;

/** The order page's time as a customer in `timeZone` reads it: YYYY/MM/DD hh:mm with AM/PM (ص/م in Arabic). */
const clockIn = (iso: string, timeZone: string, locale: 'ar' | 'en') => {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).formatToParts(new Date(iso));
  const value = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const day = part({ year: 'numeric', month: '2-digit', day: '2-digit' });
  const time = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const hour = Number(value(time, 'hour'));
  const marker = hour >= 12 ? (locale === 'ar' ? 'م' : 'PM') : locale === 'ar' ? 'ص' : 'AM';
  const hour12 = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return `${value(day, 'year')}/${value(day, 'month')}/${value(day, 'day')} ${hour12}:${value(time, 'minute')} ${marker}`;
};

for (const locale of LOCALES) {
  const [texts, words] = [CHECKOUT[locale], WORDS[locale]];
  const sar = (amount: number) => money(amount, 'SAR', locale);

  for (const width of [412, 1280]) {
    test(`${locale} at ${width} px: the order page shows each line's note for the kitchen, as the cart and checkout do`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const { token } = await customerOnPage(page, 'sufra');
      const note = `No onions, extra lemon ${width}`;
      const order = await placeOrderByApi('sufra', token, {
        ...OLAYA,
        order_type: 'pickup',
        lines: [
          { item_id: HUMMUS, quantity: 2, notes: note },
          { item_id: FALAFEL, quantity: 1 },
        ],
      });
      await page.goto(shellUrl('sufra', `${texts.prefix}/o/${order.id}`));
      await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
      const lines = page.getByRole('list', { name: words.items }).getByRole('listitem');
      await expect(lines).toHaveCount(2);
      await expect(lines.first()).toContainText(`“${note}”`);
      await expect(lines.nth(1)).not.toContainText('“');
    });
  }

  test(`${locale}: an order the wallet paid wholly says the wallet paid it; one paid with points, wallet and card names all three and what was paid; its cancel names every part that came back`, async ({
    page,
  }) => {
    const { token } = await loginByEmail('sufra', PAYERS[locale], DEMO_PASSWORD);
    await sessionOnPage(page, 'sufra', token);

    // 3 hummus at 18.40 with VAT: 55.20, above the wallet's minimum order of 50.00, all of it from the 60.00 wallet.
    const walletPaid = await placeOrderByApi('sufra', token, {
      ...OLAYA,
      order_type: 'pickup',
      lines: [{ item_id: HUMMUS, quantity: 3 }],
      payment_method: 'hosted',
      use_wallet: true,
    });
    await page.goto(shellUrl('sufra', `${texts.prefix}/o/${walletPaid.id}`));
    await expect(page.getByRole('heading', { name: texts.orderNumber(walletPaid.number) })).toBeVisible();
    await expect(detailOf(page, words.method)).toHaveText(words.wallet);
    await expect(detailOf(page, texts.payment)).toHaveText(texts.paid);
    await expect(detailOf(page, texts.total)).toHaveText(sar(55.2));
    for (const absent of [words.due, words.toPay]) await expect(detailOf(page, absent)).toHaveCount(0);

    // 4 hummus and 4 falafel: 138.00; 600 points pay 60.00, the wallet's last 4.80, the card 73.20.
    const mixed = await placeOrderByApi('sufra', token, {
      ...OLAYA,
      order_type: 'pickup',
      lines: [
        { item_id: HUMMUS, quantity: 4 },
        { item_id: FALAFEL, quantity: 4 },
      ],
      payment_method: 'hosted',
      use_points: true,
      use_wallet: true,
    });
    await page.goto(shellUrl('sufra', `${texts.prefix}/o/${mixed.id}`));
    await expect(detailOf(page, words.method)).toHaveText(words.mixed);
    await expect(detailOf(page, texts.payment)).toHaveText(texts.paid);
    await expect(detailOf(page, words.paidAmount)).toHaveText(sar(73.2));
    for (const absent of [words.due, words.toPay]) await expect(detailOf(page, absent)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.socket)).toBe('connected');

    await moveOrder('sufra', mixed.id, ['cancel'], { reason: 'Out of falafel' });
    const note = page.getByRole('status').filter({ has: page.getByRole('heading', { name: words.canceled }) });
    await expect(note).toContainText(words.everyPart);

    // The points came back: they pay part of a cash order, and the rest is due at the branch.
    const cash = await placeOrderByApi('sufra', token, {
      ...OLAYA,
      order_type: 'pickup',
      lines: [{ item_id: HUMMUS, quantity: 4 }],
      use_points: true,
    });
    await page.goto(shellUrl('sufra', `${texts.prefix}/o/${cash.id}`));
    await expect(detailOf(page, words.method)).toHaveText(words.pointsAndCash);
    await expect(detailOf(page, texts.payment)).toHaveText(texts.notPaid);
    await expect(detailOf(page, words.due)).toHaveText(sar(13.6));
    await expect(detailOf(page, words.paidAmount)).toHaveCount(0);
  });

  test(`${locale}: an order placed on nile shows the time on Cairo's clock, not Riyadh's`, async ({ page }) => {
    const egyptian = await loginByMobile('nile', 'EG', `010${String(Date.now() % 100_000_000).padStart(8, '0')}`);
    const placed = await placeOrderByApi('nile', egyptian.token, {
      branch_id: ZAMALEK,
      order_type: 'pickup',
      lines: [{ item_id: NILE_DISH, quantity: 1 }],
    });
    const { created_at } = await orderOf('nile', egyptian.token, placed.id);
    const cairo = clockIn(created_at, 'Africa/Cairo', locale);
    // The suite's clock starts at 11:00 in Cairo, 12:00 in Riyadh: the two never read the same.
    expect(cairo).not.toBe(clockIn(created_at, 'Asia/Riyadh', locale));
    await sessionOnPage(page, 'nile', egyptian.token);
    await page.goto(shellUrl('nile', `${texts.prefix}/o/${placed.id}`));
    await expect(page.getByRole('heading', { name: texts.orderNumber(placed.number) })).toBeVisible();
    await expect(detailOf(page, words.time)).toHaveText(cairo);
  });
}
