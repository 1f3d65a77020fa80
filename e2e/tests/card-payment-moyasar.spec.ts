import { MOYASAR_TEST_CARDS, MOYASAR_TEST_KEYS } from '../../api/src/testing/moyasar-stand-in';
import { expect, test, type Page } from '../support/test';
import { detailOf } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { moveOrder } from '../support/orders';
import { useTenantPaymentProvider } from '../support/tenant-payment-provider';
import { moyasarPayment, placeWithCard as placeMoyasarCard } from '../support/moyasar';
import { chooseSlot, customerForReservations, fillDetails, RESERVATION_TEXTS, statusShown } from '../support/reservations';

// Sufra pays through its own Moyasar account (the stand-in of Moyasar's API) for the length of this
// file, which runs alone after the other specs (playwright.config.ts, project "tenant-settings").
test.describe.configure({ mode: 'serial' });

useTenantPaymentProvider('sufra', 'sufra-operator-demo', {
  provider: 'moyasar',
  credentials: {
    publishable_key: MOYASAR_TEST_KEYS.publishableKey,
    secret_key: MOYASAR_TEST_KEYS.secretKey,
    webhook_secret: MOYASAR_TEST_KEYS.webhookSecret,
  },
});
test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const CARD = {
  en: {
    method: 'Credit card',
    heading: 'Pay SAR 73.60 by card',
    depositHeading: 'Pay SAR 50.00 by card',
    payDeposit: 'Pay SAR 50.00',
    pay: 'Pay SAR 73.60',
    name: 'Name on the card',
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code (CVC)',
    numberInvalid: 'This card number is not valid',
    failed: 'Payment failed.',
    payAgain: 'Pay again',
    refunded: 'Refunded SAR 73.60 to your card on 2026/11/22.',
    refundedStatus: 'Refunded',
  },
  ar: {
    method: 'بطاقة ائتمانية',
    heading: 'ادفع 73.60 ر.س بالبطاقة',
    depositHeading: 'ادفع 50.00 ر.س بالبطاقة',
    payDeposit: 'ادفع 50.00 ر.س',
    pay: 'ادفع 73.60 ر.س',
    name: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    cvc: 'رمز الأمان (CVC)',
    numberInvalid: 'رقم البطاقة هذا غير صحيح',
    failed: 'فشلت عملية الدفع.',
    payAgain: 'ادفع مرة أخرى',
    refunded: 'تم استرداد 73.60 ر.س إلى بطاقتك في 2026/11/22.',
    refundedStatus: 'مسترد',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, card] = [CHECKOUT[locale], CARD[locale]];

  const placeWithCard = (page: Page) => placeMoyasarCard(page, locale, card);

  const typeCard = async (page: Page, number: string, pay: string = card.pay) => {
    await page.getByLabel(card.name).fill('Sara Al Harbi');
    await page.getByLabel(card.number).fill(number);
    await page.getByLabel(card.expiry).fill('12/39');
    await page.getByLabel(card.cvc).fill('123');
    await page.getByRole('button', { name: pay }).click();
  };

  /** The bank's 3-D Secure page, then back to the check-payment page: the Moyasar payment's id. */
  const passThreeDSecure = async (page: Page, outcome: 'Pass the check' | 'Fail the check' = 'Pass the check') => {
    await expect(page.getByRole('heading', { name: '3-D Secure' })).toBeVisible();
    await page.getByRole('button', { name: outcome }).click();
    await page.waitForURL(/\/check-payment\?/);
    return new URL(page.url()).searchParams.get('id') ?? '';
  };

  test(`${locale}: a card paid through Moyasar's 3-D Secure step marks the order paid, and the restaurant's cancel refunds the card once`, async ({
    page,
  }) => {
    await placeWithCard(page);
    // A wrong number is said next to its field; nothing goes to Moyasar.
    await typeCard(page, '4111111111111112');
    await expect(page.getByText(card.numberInvalid)).toBeVisible();
    await expect(page.getByLabel(card.number)).toHaveAttribute('aria-invalid', 'true');
    await typeCard(page, MOYASAR_TEST_CARDS.mada.paid);

    const paymentId = await passThreeDSecure(page);
    const orderId = await onOrderPage(page, locale);
    await expect(detailOf(page, texts.payment)).toHaveText(texts.paid);
    expect(await moyasarPayment(paymentId)).toMatchObject({ status: 'paid', amount: 7360, refunded: 0 });

    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.socket)).toBe('connected');
    // Two staff cancel at once: Moyasar refunds the card once, in full.
    await Promise.all(
      [1, 2].map(() => moveOrder('sufra', Number(orderId), ['cancel'], { reason: 'Out of hummus' }).catch(() => undefined)),
    );
    await expect(page.getByText(card.refunded)).toBeVisible();
    await expect(detailOf(page, texts.payment)).toHaveText(card.refundedStatus);
    expect(await moyasarPayment(paymentId)).toMatchObject({ status: 'refunded', amount: 7360, refunded: 7360 });
  });

  test(`${locale}: a declined card leaves the order unpaid with a way to pay again, and the next card pays it`, async ({ page }) => {
    await placeWithCard(page);
    await typeCard(page, MOYASAR_TEST_CARDS.mada.declined);
    const declined = await passThreeDSecure(page);
    await expect(page.getByRole('alert')).toContainText(card.failed);
    expect((await moyasarPayment(declined)).status).toBe('failed');

    await page.getByRole('link', { name: card.payAgain }).click();
    await expect(page.getByRole('heading', { name: card.heading })).toBeVisible();
    await typeCard(page, MOYASAR_TEST_CARDS.visa.paid);
    const paid = await passThreeDSecure(page);
    expect(paid).not.toBe(declined);
    await onOrderPage(page, locale);
    await expect(detailOf(page, texts.payment)).toHaveText(texts.paid);
  });

  test(`${locale}: a table's deposit is paid by card through Moyasar's 3-D Secure step, and the reservation is confirmed`, async ({
    page,
  }) => {
    const t = RESERVATION_TEXTS[locale];
    await customerForReservations(page);
    await chooseSlot(page, locale, t.kingFahd, 12 + (locale === 'ar' ? 0 : 1));
    await fillDetails(page, locale);
    await page.getByRole('button', { name: t.payDeposit }).click();
    // The reservation's page holds the deposit's card step.
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/reservations/\\d+$`));
    await expect(page.getByRole('heading', { name: card.depositHeading })).toBeVisible();
    await typeCard(page, MOYASAR_TEST_CARDS.mastercard.paid, card.payDeposit);
    await expect(page.getByRole('heading', { name: '3-D Secure' })).toBeVisible();
    const paymentId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('button', { name: 'Pass the check' }).click();
    await statusShown(page, t.status.confirmed);
    expect(await moyasarPayment(paymentId)).toMatchObject({ status: 'paid', amount: 5000 });
  });
}
