import { MOYASAR_APPLE_PAY_DECLINED, MOYASAR_STC_PAY, MOYASAR_TEST_KEYS } from '../../api/src/testing/moyasar-stand-in';
import { installApplePaySheet, sheetsOf } from '../support/apple-pay-sheet';
import { expect, test, type Page } from '../support/test';
import { detailOf } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { tenantRequest } from '../support/ports';
import { useTenantPaymentProvider } from '../support/tenant-payment-provider';
import { moyasarPayment, placeWithCard as placeMoyasarCard } from '../support/moyasar';

// Sufra pays through its own Moyasar account with STC Pay and Apple Pay switched on (the stand-in of Moyasar's
// API) for the length of this file, which runs alone after the other specs (playwright.config.ts, project "tenant-settings").
test.describe.configure({ mode: 'serial' });

/** The domain association file Moyasar's dashboard gives for Apple Pay (its web registration). */
const APPLE_PAY_ASSOCIATION = '7B227073704964223A2239373943394538343346343131343044';

useTenantPaymentProvider('sufra', 'sufra-operator-demo', {
  provider: 'moyasar',
  credentials: {
    publishable_key: MOYASAR_TEST_KEYS.publishableKey,
    secret_key: MOYASAR_TEST_KEYS.secretKey,
    webhook_secret: MOYASAR_TEST_KEYS.webhookSecret,
    stc_pay: true,
    apple_pay_association: APPLE_PAY_ASSOCIATION,
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
    applePay: 'Pay with Apple Pay',
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
    applePay: 'الدفع عبر Apple Pay',
    failed: 'فشلت عملية الدفع.',
    payAgain: 'ادفع مرة أخرى',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, stc] = [CHECKOUT[locale], STC_PAY[locale]];

  const placeWithCard = (page: Page) => placeMoyasarCard(page, locale, stc);
  const placeAndChooseStcPay = async (page: Page) => {
    await placeWithCard(page);
    await page.getByRole('radio', { name: stc.stcPay }).check();
  };
  /** Apple Pay's sheet, authorized at once (installApplePaySheet); back on the check-payment page: the Moyasar payment's id. */
  const payWithApplePay = async (page: Page) => {
    await page.getByRole('button', { name: stc.applePay }).click();
    await page.waitForURL(/\/check-payment\?/);
    return new URL(page.url()).searchParams.get('id') ?? '';
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

  test(`${locale}: in Safari an order is paid with Apple Pay through Moyasar: the sheet for the amount, the merchant validated by Moyasar`, async ({
    page,
  }) => {
    await installApplePaySheet(page, 'c2hlZXQtdG9rZW4=');
    await placeWithCard(page);
    const paymentId = await payWithApplePay(page);
    await onOrderPage(page, locale);
    await expect(detailOf(page, texts.payment)).toHaveText(texts.paid);
    expect(await moyasarPayment(paymentId)).toMatchObject({ status: 'paid', amount: 7360, source: { type: 'applepay' } });
    const [sheet] = await sheetsOf(page);
    expect(sheet).toMatchObject({
      request: { countryCode: 'SA', currencyCode: 'SAR', total: { amount: '73.60' } },
      merchantSession: { domainName: 'sufra.localhost' },
      completed: 0,
    });
  });

  test(`${locale}: an Apple Pay payment the bank declines leaves the order unpaid with a way to pay again`, async ({ page }) => {
    await installApplePaySheet(page, MOYASAR_APPLE_PAY_DECLINED);
    await placeWithCard(page);
    const declined = await payWithApplePay(page);
    await expect(page.getByRole('alert')).toContainText(stc.failed);
    expect((await moyasarPayment(declined)).status).toBe('failed');
    expect((await sheetsOf(page))[0]?.completed).toBe(1);
  });
}

test("Apple finds the tenant's domain association file on its domain, and no other tenant's", async ({ request }) => {
  const path = '/.well-known/apple-developer-merchantid-domain-association';
  const sufra = tenantRequest('sufra', path);
  const served = await request.get(sufra.url, { headers: sufra.headers });
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await served.text()).toBe(APPLE_PAY_ASSOCIATION);
  const nile = tenantRequest('nile', path);
  expect((await request.get(nile.url, { headers: nile.headers })).status()).toBe(404);
});
