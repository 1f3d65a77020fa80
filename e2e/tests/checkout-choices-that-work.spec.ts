import { expect, test } from '../support/test';
import { sessionOnPage } from '../support/accounts';
import { loginByMobile } from '../support/api';
import { cartOnPage, customerOnPage, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { money } from '../support/orders';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => {
  await skipPopupBanners(context, 'sufra');
  await skipPopupBanners(context, 'nile');
});

/** What is offered only where it can work: points, the wallet, and a dish for scheduled orders only. */
const CHOICES = {
  en: {
    tenders: 'Points and wallet',
    points: /Pay with my points/,
    wallet: (balance: string) => `Pay with my wallet (balance ${balance})`,
    walletEmpty: 'Your wallet is empty: there is nothing in it to pay with.',
    pigeon: 'Stuffed Pigeon',
    camel: 'Camel Kabsa',
    neverScheduled: 'Unavailable: this product is for scheduled orders only, and scheduled orders are not taken here.',
    scheduledOnly: 'This product is available for scheduled orders only.',
    open: (name: string) => `Choose ${name}`,
  },
  ar: {
    tenders: 'النقاط والمحفظة',
    points: /ادفع بنقاطي/,
    wallet: (balance: string) => `ادفع من محفظتي (الرصيد ${balance})`,
    walletEmpty: 'محفظتك فارغة: لا يوجد فيها رصيد للدفع.',
    pigeon: 'حمام محشي',
    camel: 'كبسة حاشي',
    neverScheduled: 'غير متاح: هذا المنتج للطلبات المجدولة فقط، ولا تُقبل الطلبات المجدولة هنا.',
    scheduledOnly: 'هذا المنتج متاح للطلبات المجدولة فقط.',
    open: (name: string) => `اختر ${name}`,
  },
} as const;

/** A new Egyptian customer of nile, logged in on the page. */
const nileCustomerOnPage = async (page: Parameters<typeof sessionOnPage>[0]) => {
  const { token } = await loginByMobile('nile', 'EG', `011${String(Date.now() % 100_000_000).padStart(8, '0')}`);
  await sessionOnPage(page, 'nile', token);
};

for (const locale of LOCALES) {
  const [texts, choices] = [CHECKOUT[locale], CHOICES[locale]];

  test(`${locale}: nile's checkout offers no points and no wallet, which none of its payment methods takes`, async ({ page }) => {
    await nileCustomerOnPage(page);
    // Nile Kitchen - Zamalek, pickup, one molokhia with chicken.
    await cartOnPage(page, 'nile', {
      branch_id: 4,
      branch_name: 'Nile Kitchen - Zamalek',
      order_type: 'pickup',
      lines: [{ item_id: 502, quantity: 1, option_ids: [], notes: '' }],
    });
    const balances = Promise.all([
      page.waitForResponse((response) => response.url().includes('/points-logs/balance') && response.ok()),
      page.waitForResponse((response) => response.url().includes('/wallet-logs/balance') && response.ok()),
      page.waitForResponse((response) => response.url().includes('/order/payment-methods') && response.ok()),
    ]);
    await page.goto(shellUrl('nile', `${texts.prefix}/checkout`));
    await balances;
    await expect(page.getByRole('radio', { name: texts.cash })).toBeVisible();
    await expect(page.getByRole('group', { name: choices.tenders })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: choices.points })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: choices.wallet(money(0, 'EGP', locale)) })).toHaveCount(0);
  });

  test(`${locale}: sufra's wallet box is off at a balance of zero, saying the wallet is empty`, async ({ page }) => {
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { branch_id: 1, branch_name: texts.olaya, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    const wallet = page
      .getByRole('group', { name: choices.tenders })
      .getByRole('checkbox', { name: choices.wallet(money(0, 'SAR', locale)) });
    await expect(wallet).toBeDisabled();
    await expect(wallet).toHaveAccessibleDescription(choices.walletEmpty);
    await expect(page.getByText(choices.walletEmpty)).toBeVisible();
  });

  test(`${locale}: nile, which takes no scheduled orders, shows its dish for scheduled orders only as unavailable, saying why`, async ({
    page,
  }) => {
    await page.goto(shellUrl('nile', `${texts.prefix}/menu`));
    const pigeon = page.getByRole('article', { name: choices.pigeon });
    await expect(pigeon.getByText(choices.neverScheduled)).toBeVisible();
    await expect(pigeon.getByText(choices.scheduledOnly, { exact: true })).toHaveCount(0);
    await expect(pigeon.getByRole('button', { name: choices.open(choices.pigeon) })).toHaveAccessibleDescription(choices.neverScheduled);

    // Sufra takes scheduled orders: its dish for scheduled orders only is offered, saying so.
    await page.goto(shellUrl('sufra', `${texts.prefix}/menu`));
    const camel = page.getByRole('article', { name: choices.camel });
    await expect(camel.getByText(choices.scheduledOnly, { exact: true })).toBeVisible();
    await expect(camel.getByText(choices.neverScheduled)).toHaveCount(0);
  });
}
