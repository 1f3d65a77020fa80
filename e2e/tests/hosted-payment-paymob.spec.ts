import { PAYMOB_TEST_KEYS } from '../../api/src/testing/paymob-stand-in';
import { expect, test, type Page } from '../support/test';
import { sessionOnPage } from '../support/accounts';
import { loginByMobile } from '../support/api';
import { cartOnPage, detailOf } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { moveOrder } from '../support/orders';
import { shellUrl } from '../support/ports';
import { useTenantPaymentProvider } from '../support/tenant-payment-provider';

// Nile pays through its own Paymob account (the stand-in of Paymob's API and Unified Checkout) for the
// length of this file, which runs alone after the other specs (playwright.config.ts, project "tenant-settings").
test.describe.configure({ mode: 'serial' });

useTenantPaymentProvider('nile', 'nile-operator-demo', {
  provider: 'paymob',
  credentials: {
    secret_key: PAYMOB_TEST_KEYS.secretKey,
    public_key: PAYMOB_TEST_KEYS.publicKey,
    api_key: PAYMOB_TEST_KEYS.apiKey,
    hmac_secret: PAYMOB_TEST_KEYS.hmacSecret,
    integration_ids: PAYMOB_TEST_KEYS.integrationIds,
  },
});
test.beforeEach(async ({ context }) => skipPopupBanners(context, 'nile'));

const PAYMOB = {
  en: {
    failed: 'Payment failed.',
    payAgain: 'Pay again',
    refunded: /^Refunded EGP [\d.,]+ to your card on 2026\/11\/22\.$/,
    refundedStatus: 'Refunded',
  },
  ar: {
    failed: 'فشلت عملية الدفع.',
    payAgain: 'ادفع مرة أخرى',
    refunded: /^تم استرداد .+ إلى بطاقتك في 2026\/11\/22\.$/,
    refundedStatus: 'مسترد',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, paymob] = [CHECKOUT[locale], PAYMOB[locale]];

  /** A new Egyptian customer's pickup of one molokhia at Zamalek, placed to be paid online: the page is then Paymob's checkout. */
  const placeOnline = async (page: Page) => {
    const { token } = await loginByMobile('nile', 'EG', `011${String(Date.now() % 100_000_000).padStart(8, '0')}`);
    await sessionOnPage(page, 'nile', token);
    await cartOnPage(page, 'nile', {
      branch_id: 4,
      branch_name: 'Nile Kitchen - Zamalek',
      order_type: 'pickup',
      lines: [{ item_id: 502, quantity: 1, option_ids: [], notes: '' }],
    });
    await page.goto(shellUrl('nile', `${texts.prefix}/checkout`));
    await page.getByRole('radio', { name: texts.asap }).check();
    await page.getByRole('radio', { name: texts.online }).check();
    await page.getByRole('button', { name: texts.place }).click();
    await expect(page.getByRole('heading', { name: 'Paymob checkout' })).toBeVisible();
  };

  test(`${locale}: an Egyptian customer pays on Paymob's own checkout, the order is paid, and the restaurant's cancel refunds the card`, async ({
    page,
  }) => {
    await placeOnline(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    // Back on the storefront's check-payment page, in the customer's language, which asks the api (never Paymob's query).
    await page.waitForURL(/\/check-payment\?order=\d+&session=[^&]+&.*hmac=/);
    expect(new URL(page.url()).pathname).toBe(`${texts.prefix}/check-payment`);
    const orderId = await onOrderPage(page, locale);
    await expect(detailOf(page, texts.payment)).toHaveText(texts.paid);

    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.socket)).toBe('connected');
    await moveOrder('nile', Number(orderId), ['cancel'], { reason: 'Out of molokhia' });
    await expect(page.getByText(paymob.refunded)).toBeVisible();
    await expect(detailOf(page, texts.payment)).toHaveText(paymob.refundedStatus);
  });

  test(`${locale}: a card declined on Paymob's checkout leaves the order unpaid, and paying again there pays it`, async ({ page }) => {
    await placeOnline(page);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('alert')).toContainText(paymob.failed);
    await page.getByRole('link', { name: paymob.payAgain }).click();
    await expect(page.getByRole('heading', { name: 'Paymob checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await onOrderPage(page, locale);
    await expect(detailOf(page, texts.payment)).toHaveText(texts.paid);
  });
}
