import { MOYASAR_STC_PAY, MOYASAR_TEST_KEYS } from '../../api/src/testing/moyasar-stand-in';
import { expect, test, type Page } from '../support/test';
import { cartOnPage, customerOnPage, detailOf, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { E2E_PORTS, shellUrl } from '../support/ports';
import { useTenantPaymentProvider } from '../support/tenant-payment-provider';

// Sufra pays through its own Moyasar account with STC Pay switched on (the stand-in of Moyasar's API) for the
// length of this file, which runs alone after the other specs (playwright.config.ts, project "tenant-settings").
test.describe.configure({ mode: 'serial' });

const MOYASAR_URL = `http://127.0.0.1:${E2E_PORTS.moyasar}`;

useTenantPaymentProvider('sufra', 'sufra-operator-demo', {
  provider: 'moyasar',
  credentials: {
    publishable_key: MOYASAR_TEST_KEYS.publishableKey,
    secret_key: MOYASAR_TEST_KEYS.secretKey,
    webhook_secret: MOYASAR_TEST_KEYS.webhookSecret,
    stc_pay: true,
  },
});
test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const STC_PAY = {
  en: {
    method: 'Credit card',
    heading: 'Pay SAR 73.60',
    stcPay: 'STC Pay',
    mobile: 'STC Pay mobile number',
    send: 'Send me the code',
    code: 'The code from STC Pay',
    sentTo: 'Sent by SMS to 0512345678',
    pay: 'Pay SAR 73.60',
    failed: 'Payment failed.',
    payAgain: 'Pay again',
  },
  ar: {
    method: 'بطاقة ائتمانية',
    heading: 'ادفع 73.60 ر.س',
    stcPay: 'STC Pay',
    mobile: 'رقم جوال STC Pay',
    send: 'أرسل لي الرمز',
    code: 'رمز STC Pay',
    sentTo: 'أُرسل برسالة نصية إلى 0512345678',
    pay: 'ادفع 73.60 ر.س',
    failed: 'فشلت عملية الدفع.',
    payAgain: 'ادفع مرة أخرى',
  },
} as const;

/** What Moyasar itself says of a payment (its API, with the tenant's secret key). */
const moyasarPayment = async (id: string) => {
  const answer = await fetch(`${MOYASAR_URL}/v1/payments/${id}`, {
    headers: { authorization: `Basic ${Buffer.from(`${MOYASAR_TEST_KEYS.secretKey}:`).toString('base64')}` },
  });
  return (await answer.json()) as { status: string; amount: number; source: { type: string; mobile: string } };
};

for (const locale of LOCALES) {
  const [texts, stc] = [CHECKOUT[locale], STC_PAY[locale]];

  /** A pickup of four hummus at Olaya placed with the card method, then STC Pay chosen on the card step. */
  const placeAndChooseStcPay = async (page: Page) => {
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { branch_id: 1, branch_name: texts.olaya, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    await page.getByRole('radio', { name: texts.asap }).check();
    await page.getByRole('radio', { name: stc.method }).check();
    await page.getByRole('button', { name: texts.place }).click();
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/o/\\d+/pay$`));
    await expect(page.getByRole('heading', { name: stc.heading, exact: true })).toBeVisible();
    await page.getByRole('radio', { name: stc.stcPay }).check();
  };

  /** The mobile, then the code STC Pay texts it; back on the check-payment page: the Moyasar payment's id. */
  const payWithCode = async (page: Page, code: string) => {
    await page.getByLabel(stc.mobile).fill(MOYASAR_STC_PAY.mobile);
    await page.getByRole('button', { name: stc.send }).click();
    await expect(page.getByLabel(stc.code)).toBeFocused();
    await expect(page.getByText(stc.sentTo)).toBeVisible();
    await page.getByLabel(stc.code).fill(code);
    await page.getByRole('button', { name: stc.pay }).click();
    await page.waitForURL(/\/check-payment\?/);
    return new URL(page.url()).searchParams.get('id') ?? '';
  };

  test(`${locale}: an order paid with STC Pay through Moyasar (the mobile, then the texted code) is marked paid`, async ({ page }) => {
    await placeAndChooseStcPay(page);
    const paymentId = await payWithCode(page, MOYASAR_STC_PAY.paidCodes[0]);
    await onOrderPage(page, locale);
    await expect(detailOf(page, texts.payment)).toHaveText(texts.paid);
    expect(await moyasarPayment(paymentId)).toMatchObject({
      status: 'paid',
      amount: 7360,
      source: { type: 'stcpay', mobile: MOYASAR_STC_PAY.mobile },
    });
  });

  test(`${locale}: a code STC Pay refuses leaves the order unpaid with a way to pay again`, async ({ page }) => {
    await placeAndChooseStcPay(page);
    const refused = await payWithCode(page, '111111');
    await expect(page.getByRole('alert')).toContainText(stc.failed);
    expect((await moyasarPayment(refused)).status).toBe('failed');
    await page.getByRole('link', { name: stc.payAgain }).click();
    await expect(page.getByRole('heading', { name: stc.heading, exact: true })).toBeVisible();
  });
}
