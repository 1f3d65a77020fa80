import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { detailOf } from '../support/checkout';
import { CHECKOUT, LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { moveOrder } from '../support/orders';
import { paidPickupOrderFor } from '../support/paid-order';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const REASON = 'Out of hummus';

const CANCELED = {
  en: {
    heading: 'This order was canceled',
    reason: `The restaurant’s reason: ${REASON}`,
    // The e2e clock starts on Sunday 2026-11-22 at noon in Riyadh.
    refund: 'Refunded SAR 73.60 to your card on 2026/11/22.',
    refunded: 'Refunded',
    estimated: 'Estimated time',
    paid: 'Paid',
    progress: 'Order progress',
    track: 'Track the order',
    view: (number: number) => `View order #${number}`,
    canceled: 'Canceled',
  },
  ar: {
    heading: 'تم إلغاء هذا الطلب',
    reason: `سبب المطعم: ${REASON}`,
    refund: 'تم استرداد 73.60 ر.س إلى بطاقتك في 2026/11/22.',
    refunded: 'مسترد',
    estimated: 'الوقت المتوقع',
    paid: 'مدفوع',
    progress: 'مراحل الطلب',
    track: 'تتبع الطلب',
    view: (number: number) => `عرض الطلب رقم ${number}`,
    canceled: 'ملغي',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, words] = [CHECKOUT[locale], CANCELED[locale]];

  test(`${locale}: a paid order the restaurant cancels shows, live, its reason and the refund to the card; tracking, my orders and an SMS agree`, async ({
    page,
  }) => {
    const { order, mobile } = await paidPickupOrderFor(page);
    await moveOrder('sufra', order.id, ['accept']);

    await page.goto(shellUrl('sufra', `${texts.prefix}/o/${order.id}`));
    await expect(detailOf(page, texts.payment)).toHaveText(words.paid);
    await expect(detailOf(page, words.estimated)).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.socket)).toBe('connected');

    await moveOrder('sufra', order.id, ['cancel'], { reason: REASON });
    const note = page.getByRole('status').filter({ has: page.getByRole('heading', { name: words.heading }) });
    await expect(note).toContainText(words.reason);
    await expect(note).toContainText(words.refund);
    await expect(detailOf(page, texts.payment)).toHaveText(words.refunded);
    await expect(page.getByText(words.estimated, { exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: words.track }).click();
    await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
    await expect(page.getByText(words.refund)).toBeVisible();
    await expect(page.getByRole('list', { name: words.progress })).toHaveCount(0);

    await page.goto(shellUrl('sufra', `${texts.prefix}/account/orders`));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: words.view(order.number) }) });
    await expect(card).toContainText(words.canceled);
    await expect(card).toContainText(words.refunded);

    const outbox = await apiCall('sufra', '/api/v1/dev/outbox');
    const texted = (outbox.body?.data as Array<{ to: string; text: string }>).find((message) => message.to.endsWith(mobile));
    expect(texted?.text).toBe(`سفرة: ألغى المطعم طلبك رقم ${order.number}. السبب: ${REASON}. سيُعاد 73.60 ر.س إلى بطاقتك.`);
  });
}
