import { expect, test } from '../support/test';
import { freshSaudiMobile } from '../support/accounts';
import { loginByMobile } from '../support/api';
import {
  cartOnPage,
  clockLabel,
  customerOnPage,
  detailOf,
  FOUR_HUMMUS,
  placeScheduledPickup,
  slotsOf,
  type ApiSlots,
} from '../support/checkout';
import { CHECKOUT, dayLabel, LOCALES, onCheckout, onOrderPage, placeCash } from '../support/checkout-locales';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

/** Sufra's Al Malqa (api/src/seed/tenants/sufra-branches.ts): closed by hand, it takes scheduled orders only. */
const AL_MALQA = 3;

const WHEN = {
  en: {
    asapUnavailable: 'The branch cannot take an order for now; schedule it for later.',
    day: 'Day',
    time: 'Time',
    scheduledFor: 'Scheduled for',
    invalidSlot: 'The selected slot is invalid.',
    estimated: 'Estimated time',
    status: 'Status',
    kitchen: 'In Kitchen',
    cardOnDelivery: 'Card on delivery',
  },
  ar: {
    asapUnavailable: 'لا يستقبل الفرع طلبات فورية الآن؛ جدول طلبك لوقت لاحق.',
    day: 'اليوم',
    time: 'الوقت',
    scheduledFor: 'مجدول في',
    invalidSlot: 'الموعد المختار غير صالح.',
    estimated: 'الوقت المتوقع',
    status: 'الحالة',
    kitchen: 'في المطبخ',
    cardOnDelivery: 'بطاقة عند الاستلام',
  },
} as const;

/**
 * Each language's tests take their own days and slots so that they never fill each other's:
 * the scheduled order takes the fourth slot of the second (en) or fourth (ar) day the api lists; the slot
 * that fills up is the sixth of the third day (en), or the sixth of the fifth day (ar; else the fourth day's eighth).
 */
const SLOTS = {
  en: { scheduledDay: 1, filled: [{ day: 2, slot: 5 }] },
  ar: {
    scheduledDay: 3,
    filled: [
      { day: 4, slot: 5 },
      { day: 3, slot: 7 },
    ],
  },
} as const;

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const slotLabel = (slot: { period: string; ends: string }, locale: 'ar' | 'en') =>
  `${clockLabel(slot.period, locale)} – ${clockLabel(slot.ends, locale)}`;

for (const locale of LOCALES) {
  const [texts, when] = [CHECKOUT[locale], WHEN[locale]];
  const branch = { branch_id: AL_MALQA, branch_name: texts.alMalqa };

  test(`${locale}: a pickup scheduled for a day and time the api offers (no card on delivery); the order page keeps that time once accepted`, async ({
    page,
  }) => {
    const { days } = await slotsOf('sufra', AL_MALQA, 'pickup');
    expect(days.length).toBeGreaterThan(SLOTS[locale].scheduledDay);
    const day = days[SLOTS[locale].scheduledDay]!;
    const slot = (await slotsOf('sufra', AL_MALQA, 'pickup', day)).slots[3]!;
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { ...branch, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));

    const group = page.getByRole('group', { name: texts.when });
    await expect(group.getByText(when.asapUnavailable)).toBeVisible();
    await expect(group.getByRole('radio', { name: texts.asap })).toHaveCount(0);
    await group.getByRole('radio', { name: texts.schedule }).check();
    await group.getByLabel(when.day).selectOption({ label: dayLabel(day) });
    await group.getByLabel(when.time).selectOption({ label: slotLabel(slot, locale) });
    // Card on delivery is paid to a driver: a pickup is not offered it.
    await expect(page.getByRole('radio', { name: texts.cash })).toBeVisible();
    await expect(page.getByRole('radio', { name: when.cardOnDelivery })).toHaveCount(0);
    await placeCash(page, locale);

    const id = await onOrderPage(page, locale);
    const scheduledAt = `${dayLabel(day)} ${clockLabel(slot.period, locale)}`;
    await expect(detailOf(page, when.scheduledFor)).toHaveText(scheduledAt);
    await expect(detailOf(page, texts.branch)).toHaveText(texts.alMalqa);
    // Accepted long before its time with the restaurant's 20 minutes: expected at its time, not in 20 minutes.
    await operatorCall('sufra', `/api/v1/operator/orders/${id}/accept`, 'POST', { estimated_minutes: 20 });
    await expect(detailOf(page, when.status)).toHaveText(when.kitchen);
    await expect(detailOf(page, when.estimated)).toHaveText(scheduledAt);
  });

  test(`${locale}: a slot that filled up meanwhile is refused at the time field; another time goes through`, async ({ page }) => {
    const { days } = await slotsOf('sufra', AL_MALQA, 'pickup');
    type Slot = ApiSlots['slots'][number];
    let chosen: { day: string; full: Slot; other: Slot } | undefined;
    for (const candidate of SLOTS[locale].filled) {
      const day = days[candidate.day];
      const offered = day ? (await slotsOf('sufra', AL_MALQA, 'pickup', day)).slots : [];
      const [full, other] = [offered[candidate.slot], offered[candidate.slot + 1]];
      if (day && full && other) {
        chosen = { day, full, other };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { day, full, other } = chosen!;
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { ...branch, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));

    const group = page.getByRole('group', { name: texts.when });
    await group.getByRole('radio', { name: texts.schedule }).check();
    await group.getByLabel(when.day).selectOption({ label: dayLabel(day) });
    const time = group.getByLabel(when.time);
    await time.selectOption({ label: slotLabel(full, locale) });

    // Other customers' orders fill the chosen slot.
    const { token: otherCustomer } = await loginByMobile('sufra', 'SA', freshSaudiMobile());
    for (let placed = 0; placed < full.remaining; placed += 1)
      await placeScheduledPickup('sufra', otherCustomer, { branch_id: AL_MALQA, day, period: full.period });
    expect((await slotsOf('sufra', AL_MALQA, 'pickup', day)).slots.map((slot) => slot.period)).not.toContain(full.period);

    await placeCash(page, locale);
    await expect(time).toHaveAccessibleDescription(when.invalidSlot);
    await onCheckout(page, locale);

    await time.selectOption({ label: slotLabel(other, locale) });
    await page.getByRole('button', { name: texts.place }).click();
    await onOrderPage(page, locale);
    await expect(detailOf(page, when.scheduledFor)).toHaveText(`${dayLabel(day)} ${clockLabel(other.period, locale)}`);
  });
}
