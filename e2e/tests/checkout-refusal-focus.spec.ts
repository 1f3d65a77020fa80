import { expect, test } from '../support/test';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { apiCall } from '../support/api';
import { cartOnPage, FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { CHECKOUT, LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { money } from '../support/orders';
import { shellUrl } from '../support/ports';
import { checkoutTexts } from '../../mf-checkout/src/features/checkout/texts';
import { API_ERROR_TEXTS } from '../../shared/src/i18n/api-errors';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/** A new customer with 10.00 in the wallet: they used a friend's referral code. */
const customerWithWallet = async () => {
  const [customer, friend] = [await freshCustomer('sufra'), await freshCustomer('sufra')];
  const used = await apiCall('sufra', '/api/v1/user/customers/referral-code', {
    method: 'POST',
    token: customer.token,
    body: { referral_code: friend.referralCode },
  });
  expect(used.status).toBe(200);
  return customer.token;
};

for (const locale of LOCALES) {
  const t = CHECKOUT[locale];
  const wallet = checkoutTexts[locale].tenders.wallet.replace('{{balance}}', money(10, 'SAR', locale));
  for (const width of [412, 1280]) {
    test(`${locale} at ${width} px: a refusal placing the order is said at its field, brought into view and focused`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await sessionOnPage(page, 'sufra', await customerWithWallet());
      await cartOnPage(page, 'sufra', { ...OLAYA, order_type: 'pickup', lines: FOUR_HUMMUS });
      await page.goto(shellUrl('sufra', `${t.prefix}/checkout`));
      await page.getByRole('radio', { name: t.asap }).check();
      await page.getByRole('radio', { name: t.cash }).check();
      // The wallet pays with online payment only: with cash the api refuses the order.
      const walletBox = page.getByRole('checkbox', { name: wallet });
      await walletBox.check();
      await page.getByRole('button', { name: t.place }).click();
      await expect(page.getByRole('group', { name: t.tenders }).getByRole('alert')).toHaveText(API_ERROR_TEXTS[locale].wallet_unavailable);
      await expect(walletBox).toBeFocused();
      await expect(walletBox).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/checkout$`));
    });
  }
}
