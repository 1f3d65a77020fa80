import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { detailOf } from '../support/checkout';
import { CHECKOUT, LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { moveOrder } from '../support/orders';
import { paidPickupOrderFor } from '../support/paid-order';
import { shellUrl } from '../support/ports';
import { chooseSlot, customerForReservations, dayAfter, fillDetails, RESERVATION_TEXTS, statusShown } from '../support/reservations';

// Sufra's restaurant sends its refunds to the wallet for the length of this file, which runs alone after the
// other specs (playwright.config.ts, project "tenant-settings"): their card refunds never meet this setting.
test.describe.configure({ mode: 'serial' });

const setRefundDestination = async (value: 'card' | 'wallet') => {
  const answer = await apiCall('sufra', '/api/v1/operator/settings', {
    method: 'PUT',
    body: { key: 'payment.refund_destination', value },
    headers: { 'x-operator-key': 'sufra-operator-demo' },
  });
  expect(answer.status).toBe(200);
};

test.beforeAll(() => setRefundDestination('wallet'));
test.afterAll(() => setRefundDestination('card'));
test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const WALLET = {
  en: {
    refund: 'Refunded SAR 73.60 to your wallet on 2026/11/22.',
    wallet: 'My wallet',
    balance: 'Wallet balance: SAR 73.60',
    history: 'Transactions',
    entry: (number: number) => `2026/11/22 Refund · #${number} +SAR 73.60`,
    deposit: 'SAR 50.00',
  },
  ar: {
    refund: 'تم استرداد 73.60 ر.س إلى محفظتك في 2026/11/22.',
    wallet: 'محفظتي',
    balance: 'رصيد المحفظة: 73.60 ر.س',
    history: 'الحركات',
    entry: (number: number) => `2026/11/22 استرداد · #${number} \u2066+73.60\u2069 ر.س`,
    deposit: '50.00 ر.س',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, words, t] = [CHECKOUT[locale], WALLET[locale], RESERVATION_TEXTS[locale]];

  test(`${locale}: a paid order the restaurant cancels is refunded to the wallet, shown on the order and in the wallet`, async ({
    page,
  }) => {
    const { order } = await paidPickupOrderFor(page);
    await page.goto(shellUrl('sufra', `${texts.prefix}/o/${order.id}`));
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.socket)).toBe('connected');

    await moveOrder('sufra', order.id, ['cancel'], { reason: 'Out of hummus' });
    await expect(page.getByRole('status').getByText(words.refund)).toBeVisible();
    await expect(detailOf(page, texts.payment)).toHaveText(locale === 'en' ? 'Refunded' : 'مسترد');

    await page.goto(shellUrl('sufra', `${texts.prefix}/account/wallet`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.wallet);
    await expect(page.getByText(words.balance)).toBeVisible();
    await expect(page.getByRole('table', { name: words.history }).getByRole('row').nth(1)).toHaveText(words.entry(order.number), {
      useInnerText: true,
    });
  });

  test(`${locale}: a paid deposit the restaurant cancels is refunded to the wallet, said before and after`, async ({ page }) => {
    const days = 9 + (locale === 'ar' ? 0 : 1);
    await customerForReservations(page);
    await chooseSlot(page, locale, t.kingFahd, days);
    await fillDetails(page, locale);
    await page.getByRole('button', { name: t.payDeposit }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await statusShown(page, t.status.confirmed);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));

    await page.getByRole('button', { name: t.cancel }).click();
    const question = page.getByRole('alertdialog', { name: t.cancelQuestion });
    await expect(question).toContainText(t.depositComesBack.wallet.replace('{{amount}}', words.deposit));
    await question.getByRole('button', { name: t.keepReservation }).click();

    const cancelled = await apiCall('sufra', `/api/v1/operator/reservations/${id}/cancel`, {
      method: 'POST',
      body: { reason: 'Kitchen maintenance' },
      headers: { 'x-operator-key': 'sufra-operator-demo' },
    });
    expect(cancelled.status).toBe(200);
    await statusShown(page, t.status.cancelled);
    await expect(
      page.getByText(t.refundedTo.wallet.replace('{{amount}}', words.deposit).replace('{{date}}', dayAfter(0).replace(/-/g, '/'))),
    ).toBeVisible();
    const outbox = await apiCall('sufra', '/api/v1/dev/outbox');
    const sms = (outbox.body?.data as { text: string }[]).map((message) => message.text);
    expect(sms).toContainEqual(expect.stringContaining(`حجزك رقم ${id} (Kitchen maintenance). أُعيد 50.00 ر.س إلى محفظتك`));
  });
}
