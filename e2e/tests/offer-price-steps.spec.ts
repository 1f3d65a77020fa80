import { expect, test } from '../support/test';
import { cartOnPage, customerOnPage, detailOf, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, LOCALES, onOrderPage } from '../support/checkout-locales';
import { money } from '../support/orders';
import { shellUrl } from '../support/ports';

/**
 * Sufra's popup banner (api/src/seed/offers/banner-offers.ts): 20% off Chicken Kabsa. The price the dish
 * shows with the offer is the price of its add button, of the cart's line and total, of the checkout
 * (which names the offer it applies) and of the order.
 */
const OFFER = {
  en: {
    banner: 'Family chicken kabsa, 20% off',
    named: 'Offer: Family chicken kabsa, 20% off',
    kabsa: 'Chicken Kabsa',
    half: /Half/,
    add: (price: string) => `Add to cart · ${price}`,
    cart: /^Your cart/,
    yourOrder: 'Your order',
    applied: (discount: string) => `Offer: Family chicken kabsa, 20% off (code KABSA20): ${discount} off`,
  },
  ar: {
    banner: 'كبسة الدجاج العائلية بخصم ٢٠٪',
    named: 'العرض: كبسة الدجاج العائلية بخصم ٢٠٪',
    kabsa: 'كبسة دجاج',
    half: /نص/,
    add: (price: string) => `أضف إلى السلة · ${price}`,
    cart: /^سلتك/,
    yourOrder: 'طلبك',
    applied: (discount: string) => `العرض: كبسة الدجاج العائلية بخصم ٢٠٪ (الرمز KABSA20): خصم ${discount}`,
  },
} as const;

const SCREENS = [
  { width: 412, height: 860, touch: true },
  { width: 1280, height: 900, touch: false },
] as const;

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height }, hasTouch: screen.touch, isMobile: screen.touch });

    for (const locale of LOCALES) {
      const [texts, offer] = [CHECKOUT[locale], OFFER[locale]];
      const sar = (amount: number) => money(amount, 'SAR', locale);

      test(`${locale}: the offer price the dish shows is the price of its button, of the cart, of the checkout and of the order`, async ({
        page,
      }) => {
        const press = async (target: ReturnType<typeof page.getByRole>) => (screen.touch ? target.tap() : target.click());
        await customerOnPage(page, 'sufra');
        await cartOnPage(page, 'sufra', { branch_id: 1, branch_name: texts.olaya, order_type: 'pickup', lines: FOUR_HUMMUS });
        await page.goto(shellUrl('sufra', `${texts.prefix}/menu`));
        await press(page.getByRole('dialog', { name: offer.banner }).getByRole('link'));

        // The dish: 36.80 struck through, 29.44 with the offer; with half a kabsa (16.10 more) the line is 52.90, 42.32 with it.
        const dialog = page.getByRole('dialog', { name: offer.kabsa });
        await expect(dialog.getByRole('insertion')).toContainText(sar(29.44));
        await expect(dialog.getByRole('button', { name: offer.add(sar(29.44)), exact: true })).toBeVisible();
        await press(dialog.getByRole('radio', { name: offer.half }));
        await press(dialog.getByRole('button', { name: offer.add(sar(42.32)), exact: true }));
        await expect(dialog).toBeHidden();

        // The cart: the kabsa line at 42.32 (52.90 struck through), the offer by name, and the total after it.
        const cart = page.getByRole('complementary', { name: offer.cart });
        await cart.scrollIntoViewIfNeeded();
        const kabsaLine = cart.getByRole('listitem').filter({ hasText: offer.kabsa });
        await expect(kabsaLine.getByRole('insertion')).toContainText(sar(42.32));
        await expect(kabsaLine.getByRole('deletion')).toContainText(sar(52.9));
        await expect(kabsaLine.getByText(offer.named)).toBeVisible();
        await expect(detailOf(page, offer.named)).toHaveText(sar(-10.58));
        // 73.60 of hummus + 52.90 of kabsa − 10.58.
        await expect(detailOf(page, texts.total)).toHaveText(sar(115.92));

        // The checkout names the offer it applies, prices the line the same way and charges the same total.
        await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
        await expect(page.getByRole('status').filter({ hasText: offer.applied(sar(10.58)) })).toBeVisible();
        const reviewed = page.getByRole('list', { name: offer.yourOrder }).getByRole('listitem').filter({ hasText: offer.kabsa });
        await expect(reviewed.getByRole('insertion')).toContainText(sar(42.32));
        await expect(reviewed.getByRole('deletion')).toContainText(sar(52.9));
        await expect(detailOf(page, texts.discount)).toHaveText(sar(-10.58));
        await press(page.getByRole('radio', { name: texts.asap }));
        await press(page.getByRole('radio', { name: texts.cash }));
        await expect(detailOf(page, texts.total)).toHaveText(sar(115.92));
        await press(page.getByRole('button', { name: texts.place }));
        await onOrderPage(page, locale);
        await expect(detailOf(page, texts.discount)).toHaveText(sar(-10.58));
        await expect(detailOf(page, texts.total)).toHaveText(sar(115.92));
      });
    }
  });
}
