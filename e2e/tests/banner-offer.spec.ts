import { expect, test } from '../support/test';
import { cartOnPage, customerOnPage, detailOf, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage } from '../support/checkout-locales';
import { money } from '../support/orders';
import { shellUrl } from '../support/ports';

/** Sufra's popup banner (api/src/seed/offers/banner-offers.ts): 20% off Chicken Kabsa, the offer of the same record. */
const OFFER = {
  en: {
    banner: 'Family chicken kabsa, 20% off',
    kabsa: 'Chicken Kabsa',
    off: '20% off',
    until: '20% off until 2030/12/31',
    half: /Half/,
    add: /Add to cart/,
  },
  ar: {
    banner: 'كبسة الدجاج العائلية بخصم ٢٠٪',
    kabsa: 'كبسة دجاج',
    off: 'خصم 20٪',
    until: 'خصم 20٪ حتى 2030/12/31',
    half: /نص/,
    add: /أضف إلى السلة/,
  },
} as const;

/** The checkout names the offer it applies by its banner, with its code. */
const APPLIED = {
  en: (amount: string) => `Offer: Family chicken kabsa, 20% off (code KABSA20): ${amount} off`,
  ar: (amount: string) => `العرض: كبسة الدجاج العائلية بخصم ٢٠٪ (الرمز KABSA20): خصم ${amount}`,
} as const;

for (const locale of LOCALES) {
  const [texts, offer] = [CHECKOUT[locale], OFFER[locale]];
  const sar = (amount: number) => money(amount, 'SAR', locale);

  test(`${locale}: the popup's advertised 20% off Chicken Kabsa is shown struck through on the dish and applied at checkout and on the order`, async ({
    page,
  }) => {
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { branch_id: 1, branch_name: texts.olaya, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', `${texts.prefix}/menu`));
    // The popup names its offer from the offer's own record, with its last day.
    const popup = page.getByRole('dialog', { name: offer.banner });
    await expect(popup.getByText(offer.until)).toBeVisible();
    await popup.getByRole('link').click();

    // The dish: 36.80 struck through, 29.44 with the offer.
    const dialog = page.getByRole('dialog', { name: offer.kabsa });
    await expect(dialog.getByRole('deletion')).toContainText(sar(36.8));
    await expect(dialog.getByRole('insertion')).toContainText(sar(29.44));
    await expect(dialog.getByText(offer.off)).toBeVisible();
    await dialog.getByRole('radio', { name: offer.half }).check();
    await dialog.getByRole('button', { name: offer.add }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: offer.kabsa }).getByRole('deletion')).toContainText(sar(36.8));

    // The checkout applies it to the dish only: 20% of 36.80 + 16.10 (half) = 10.58.
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    await expect(page.getByRole('status').filter({ hasText: APPLIED[locale](sar(10.58)) })).toBeVisible();
    await expect(detailOf(page, texts.discount)).toHaveText(sar(-10.58));
    await page.getByRole('radio', { name: texts.asap }).check();
    await page.getByRole('radio', { name: texts.cash }).check();
    await page.getByRole('button', { name: texts.place }).click();
    await onOrderPage(page, locale);
    // 73.60 of hummus + 52.90 of kabsa − 10.58.
    await expect(detailOf(page, texts.discount)).toHaveText(sar(-10.58));
    await expect(detailOf(page, texts.total)).toHaveText(sar(115.92));
  });
}
