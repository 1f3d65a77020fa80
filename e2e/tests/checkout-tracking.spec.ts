import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { cartOnPage, clockLabel, customerOnPage, detailOf, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, dayLabel, LOCALES, onOrderPage, placeCash } from '../support/checkout-locales';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const TRACKING = {
  en: {
    track: 'Track the order',
    progress: 'Order progress',
    steps: { submitted: 'Submitted', kitchen: 'In Kitchen', ready: 'Ready', completed: 'Completed' },
    estimated: /Estimated time: /,
    fiveStars: '5 of 5 stars',
    comment: 'Comment (optional)',
    typed: 'Great',
    send: 'Send the rating',
    thanks: 'Thank you for your rating. Your rating: 5 of 5',
    district: 'Your district',
    olayaZone: 'Olaya & Sulaimaniyah',
    deliverHere: 'Deliver here',
    aboutAnHour: /^Sufra - Olaya delivers to Olaya & Sulaimaniyah: .*, about 60 min\.$/,
    cardOnDelivery: 'Card on delivery',
    orderTime: 'Order time',
    estimatedTime: 'Estimated time',
    paymentMethod: 'Payment method',
  },
  ar: {
    track: 'تتبع الطلب',
    progress: 'مراحل الطلب',
    steps: { submitted: 'تم الإرسال', kitchen: 'في المطبخ', ready: 'جاهز', completed: 'مكتمل' },
    estimated: /الوقت المتوقع: /,
    fiveStars: '5 من 5 نجوم',
    comment: 'تعليق (اختياري)',
    typed: 'ممتاز',
    send: 'أرسل التقييم',
    thanks: 'شكرًا لتقييمك. تقييمك: 5 من 5',
    district: 'الحي',
    olayaZone: 'العليا والسليمانية',
    deliverHere: 'التوصيل إلى هنا',
    aboutAnHour: /^سفرة - العليا يوصل إلى العليا والسليمانية: .*، خلال 60 دقيقة تقريبًا\.$/,
    cardOnDelivery: 'بطاقة عند الاستلام',
    orderTime: 'وقت الطلب',
    estimatedTime: 'الوقت المتوقع',
    paymentMethod: 'طريقة الدفع',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, tracking] = [CHECKOUT[locale], TRACKING[locale]];

  test(`${locale}: tracking follows the restaurant live to the delivered order, which is then rated`, async ({ page }) => {
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { branch_id: 1, branch_name: texts.olaya, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    await page.getByRole('radio', { name: texts.asap }).check();
    await placeCash(page, locale);
    const id = await onOrderPage(page, locale);

    await page.getByRole('link', { name: tracking.track }).click();
    const current = page.getByRole('list', { name: tracking.progress }).locator('[aria-current="step"]');
    await expect(current).toContainText(tracking.steps.submitted);
    await operatorCall('sufra', `/api/v1/operator/orders/${id}/accept`, 'POST', { estimated_minutes: 20 });
    await expect(current).toContainText(tracking.steps.kitchen);
    await expect(page.getByText(tracking.estimated)).toBeVisible();
    await operatorCall('sufra', `/api/v1/operator/orders/${id}/ready`, 'POST', {});
    await expect(current).toContainText(tracking.steps.ready);
    await operatorCall('sufra', `/api/v1/operator/orders/${id}/deliver`, 'POST', {});
    await expect(current).toContainText(tracking.steps.completed);

    await page.getByRole('radio', { name: tracking.fiveStars }).check();
    await page.getByLabel(tracking.comment).fill(tracking.typed);
    await page.getByRole('button', { name: tracking.send }).click();
    await expect(page.getByText(tracking.thanks)).toBeVisible();
  });

  test(`${locale}: the delivery step's "about 60 min" is the estimate the order gets, paid by card on delivery`, async ({ page }) => {
    const { token } = await customerOnPage(page, 'sufra', { address: true });
    // Sufra - Olaya: 25 minutes to prepare, 35 on the road to its zone.
    await page.goto(shellUrl('sufra', `${texts.prefix}/select-type/delivery`));
    await page.getByLabel(tracking.district).selectOption({ label: tracking.olayaZone });
    await page.getByRole('button', { name: tracking.deliverHere }).click();
    await expect(page.getByRole('status').filter({ hasText: tracking.olayaZone })).toHaveText(tracking.aboutAnHour);

    const [latitude, longitude] = [24.6907, 46.6853];
    const found = await apiCall('sufra', `/api/v1/branch/frontend/delivery-zone?latitude=${latitude}&longitude=${longitude}`);
    const zone = (found.body?.data as { zone: { names: Record<'ar' | 'en', string> } }).zone;
    await cartOnPage(page, 'sufra', {
      branch_id: 1,
      branch_name: texts.olaya,
      order_type: 'delivery',
      lines: FOUR_HUMMUS,
      latitude,
      longitude,
      delivery_location: { latitude, longitude, label: zone.names[locale], zone },
    });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    await page.getByRole('radio', { name: /Tahlia St/ }).check();
    await page.getByRole('radio', { name: texts.asap }).check();
    await page.getByRole('radio', { name: tracking.cardOnDelivery }).check();
    await page.getByRole('button', { name: texts.place }).click();
    const id = await onOrderPage(page, locale);
    await expect(detailOf(page, tracking.paymentMethod)).toHaveText(tracking.cardOnDelivery);

    // Shown in Riyadh's time (UTC+3), as the order page writes it.
    const order = await apiCall('sufra', `/api/v1/order/orders/${id}`, { token });
    const createdAt = (order.body?.data as { created_at: string }).created_at;
    const riyadh = (iso: string, plusMinutes: number) => {
      const at = new Date(Date.parse(iso) + (plusMinutes + 3 * 60) * 60_000).toISOString();
      return `${dayLabel(at.slice(0, 10))} ${clockLabel(at.slice(11, 16), locale)}`;
    };
    await expect(detailOf(page, tracking.orderTime)).toHaveText(riyadh(createdAt, 0));
    await expect(detailOf(page, tracking.estimatedTime)).toHaveText(riyadh(createdAt, 60));
  });
}
