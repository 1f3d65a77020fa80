import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { CHECKOUT, LOCALES } from '../support/checkout-locales';
import { money } from '../support/orders';
import { shellUrl } from '../support/ports';

// Switches sufra's KABSA20 offer off and on: it runs alone after the other specs (playwright.config.ts,
// project "tenant-settings"), whose popups and prices count on the offer.
test.describe.configure({ mode: 'serial' });

const switchOffer = async (active: boolean) => {
  const answer = await apiCall('sufra', '/api/v1/operator/offers/KABSA20', {
    method: 'PUT',
    body: { active },
    headers: { 'x-operator-key': 'sufra-operator-demo' },
  });
  expect(answer.status).toBe(200);
};

test.afterAll(() => switchOffer(true));

/** Sufra's popup banner and its dish (api/src/seed/offers/banner-offers.ts); the home page's carousel of slider banners. */
const OFFER = {
  en: {
    banner: 'Family chicken kabsa, 20% off',
    kabsa: 'Chicken Kabsa',
    carousel: 'Offers',
    menu: 'Menu',
    close: 'Close the advertisement',
  },
  ar: { banner: 'كبسة الدجاج العائلية بخصم ٢٠٪', kabsa: 'كبسة دجاج', carousel: 'العروض', menu: 'قائمة الطعام' },
} as const;

for (const locale of LOCALES) {
  const [texts, offer] = [CHECKOUT[locale], OFFER[locale]];

  test(`${locale}: an offer the restaurant switches off leaves the popup and the dish's price at once, and comes back when switched on`, async ({
    page,
  }) => {
    const popup = page.getByRole('dialog', { name: offer.banner });
    const kabsa = page.getByRole('article', { name: offer.kabsa });
    /** The home page with its banners loaded (the carousel shows), then the menu of the same visit. */
    const visit = async () => {
      await page.goto(shellUrl('sufra', `${texts.prefix}/`));
      await page.waitForLoadState('load');
      await expect(page.getByRole('region', { name: offer.carousel })).toBeVisible();
    };
    // Through the header's link: the same visit, its banners already loaded.
    const toMenu = async () => {
      await page.getByRole('navigation').getByRole('link', { name: offer.menu, exact: true }).first().click();
      await expect(kabsa).toBeVisible();
    };

    // The customer follows the offer: the dish shows it (the item's dialog opens; closing it keeps the offer).
    await switchOffer(true);
    await visit();
    await popup.getByRole('link').click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: offer.kabsa })).toBeHidden();
    await expect(kabsa.getByRole('deletion')).toContainText(money(36.8, 'SAR', locale));

    // Switched off: no popup advertises it, and the offer the customer followed is no longer shown on the dish.
    await switchOffer(false);
    await page.context().clearCookies();
    await visit();
    await expect(popup).toHaveCount(0);
    await toMenu();
    await expect(kabsa).toContainText(money(36.8, 'SAR', locale));
    await expect(kabsa.getByRole('deletion')).toHaveCount(0);
    await expect(kabsa.getByRole('insertion')).toHaveCount(0);

    await switchOffer(true);
    await page.context().clearCookies();
    await visit();
    await expect(popup).toBeVisible();
  });
}
