import { expect, test } from '../support/test';
import { cartOnPage, customerOnPage, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage, placeCash } from '../support/checkout-locales';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const TRACKING = {
  en: {
    track: 'Track the order',
    progress: 'Order progress',
    steps: { submitted: 'Submitted', kitchen: 'In Kitchen', ready: 'Ready', completed: 'Completed' },
    estimated: /Estimated time: /,
    fiveStars: '5 stars',
    comment: 'Comment (optional)',
    typed: 'Great',
    send: 'Send the rating',
    thanks: 'Thank you for your rating. Your rating: 5 of 5',
  },
  ar: {
    track: 'تتبع الطلب',
    progress: 'مراحل الطلب',
    steps: { submitted: 'تم الإرسال', kitchen: 'في المطبخ', ready: 'جاهز', completed: 'مكتمل' },
    estimated: /الوقت المتوقع: /,
    fiveStars: '5 نجوم',
    comment: 'تعليق (اختياري)',
    typed: 'ممتاز',
    send: 'أرسل التقييم',
    thanks: 'شكرًا لتقييمك. تقييمك: 5 من 5',
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
}
