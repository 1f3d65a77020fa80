import { expect, test } from '../support/test';
import { DEMO_PASSWORD, freshCustomer, sessionOnPage } from '../support/accounts';
import { apiCall, loginByEmail } from '../support/api';
import { cartOnPage, detailOf } from '../support/checkout';
import { CHECKOUT, LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { money } from '../support/orders';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const HUMMUS = 131;
const FALAFEL = 134;

const balances = async (token: string) => ({
  points: ((await apiCall('sufra', '/api/v1/loyalty/points-logs/balance', { token })).body?.data as { balance: number }).balance,
  wallet: ((await apiCall('sufra', '/api/v1/wallet/wallet-logs/balance', { token })).body?.data as { balance: number }).balance,
});

/** A friend's referral code used by `customer`: 10.00 in the customer's wallet. */
const usesCodeOf = async (customer: { token: string }, friend: { referralCode: string }) => {
  const used = await apiCall('sufra', '/api/v1/user/customers/referral-code', {
    method: 'POST',
    token: customer.token,
    body: { referral_code: friend.referralCode },
  });
  expect(used.status).toBe(200);
};

/** A fresh customer whose code is used by `friends` fresh customers: 100 points each. */
const referredBy = async (friends: number) => {
  const customer = await freshCustomer('sufra');
  for (let index = 0; index < friends; index += 1) await usesCodeOf(await freshCustomer('sufra'), customer);
  return customer;
};

/**
 * Who pays with points and wallet, one per language: in English a customer six friends brought (600 points,
 * above sufra's minimum of 500) who used another friend's code (10.00 in the wallet); in Arabic Khalid
 * (api/src/seed/accounts/demo-tender-customers.ts, used by this test only: 600 points, 40.00 in the wallet).
 */
const PAYERS = {
  en: async () => {
    const customer = await referredBy(6);
    expect(await balances(customer.token)).toEqual({ points: 600, wallet: 0 });
    await usesCodeOf(customer, await freshCustomer('sufra'));
    return customer.token;
  },
  ar: async () => (await loginByEmail('sufra', 'khalid.dosari@example.com', DEMO_PASSWORD)).token,
} as const;
const WALLET = { en: 10, ar: 40 } as const;

const TENDERS = {
  en: {
    legend: 'Points and wallet',
    points: (balance: number) => `Pay with my points (balance ${balance})`,
    wallet: (balance: string) => `Pay with my wallet (balance ${balance})`,
    pointsDiscount: 'Points discount (600 points)',
    pointsTerm: 'Points discount',
    walletDiscount: 'Wallet discount',
    toPay: 'To pay',
    paidAmount: 'Paid',
    walletRefused: 'The wallet cannot be used with this payment method.',
    belowMinimum: 'More than 500 points are needed to pay with points.',
  },
  ar: {
    legend: 'النقاط والمحفظة',
    points: (balance: number) => `ادفع بنقاطي (الرصيد ${balance})`,
    wallet: (balance: string) => `ادفع من محفظتي (الرصيد ${balance})`,
    pointsDiscount: 'خصم النقاط (600 نقطة)',
    pointsTerm: 'خصم النقاط',
    walletDiscount: 'خصم المحفظة',
    toPay: 'المبلغ المطلوب',
    paidAmount: 'المدفوع',
    walletRefused: 'لا يمكن استخدام المحفظة مع طريقة الدفع هذه.',
    belowMinimum: 'يلزم أكثر من 500 نقطة للدفع بالنقاط.',
  },
} as const;

for (const locale of LOCALES) {
  const [texts, tenders] = [CHECKOUT[locale], TENDERS[locale]];
  const sar = (amount: number) => money(amount, 'SAR', locale);
  const olaya = { branch_id: 1, branch_name: texts.olaya };

  test(`${locale}: points above the minimum and the wallet pay part of an order, each on its own line; the order shows both`, async ({
    page,
  }) => {
    const token = await PAYERS[locale]();
    const wallet = WALLET[locale];
    expect(await balances(token)).toEqual({ points: 600, wallet });
    await sessionOnPage(page, 'sufra', token);
    // 4 hummus and 4 falafel at their prices with VAT: 73.60 + 64.40 = 138.00.
    await cartOnPage(page, 'sufra', {
      ...olaya,
      order_type: 'pickup',
      lines: [
        { item_id: HUMMUS, quantity: 4, option_ids: [], notes: '' },
        { item_id: FALAFEL, quantity: 4, option_ids: [], notes: '' },
      ],
    });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
    await page.getByRole('radio', { name: texts.asap }).check();
    await page.getByRole('radio', { name: texts.cash }).check();
    const summary = page.getByRole('definition');
    await expect(detailOf(page, texts.total)).toHaveText(sar(138));
    await expect(detailOf(page, tenders.toPay)).toHaveCount(0);

    const group = page.getByRole('group', { name: tenders.legend });
    await group.getByRole('checkbox', { name: tenders.points(600) }).check();
    await expect(detailOf(page, tenders.pointsDiscount)).toHaveText(sar(-60));
    await expect(detailOf(page, tenders.toPay)).toHaveText(sar(78));
    await expect(detailOf(page, texts.total)).toHaveText(sar(138));

    // The wallet goes with online payment only (sufra's wallet methods): with cash it is refused, and says why.
    await group.getByRole('checkbox', { name: tenders.wallet(sar(wallet)) }).check();
    await expect(group.getByRole('alert')).toHaveText(tenders.walletRefused);
    await expect(detailOf(page, tenders.walletDiscount)).toHaveCount(0);
    await page.getByRole('radio', { name: texts.online }).check();
    await expect(detailOf(page, tenders.walletDiscount)).toHaveText(sar(-wallet));
    await expect(group.getByRole('alert')).toHaveCount(0);
    await expect(detailOf(page, tenders.pointsDiscount)).toHaveText(sar(-60));
    await expect(detailOf(page, tenders.toPay)).toHaveText(sar(78 - wallet));
    await expect(summary.filter({ hasText: '−' })).toHaveCount(2);

    await page.getByRole('button', { name: texts.place }).click();
    // What is left is paid on the sandbox page.
    await expect(page.getByText('Sandbox payment')).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(new RegExp(`^${shellUrl('sufra', `${texts.prefix}/o/`)}\\d+$`));
    await expect(page.getByRole('heading', { name: new RegExp(`^${texts.orderNumber('\\d+')}$`) })).toBeVisible();
    await expect(detailOf(page, texts.payment)).toHaveText(texts.paid);
    await expect(detailOf(page, texts.total)).toHaveText(sar(138));
    await expect(detailOf(page, tenders.pointsDiscount)).toHaveText(sar(-60));
    await expect(detailOf(page, tenders.walletDiscount)).toHaveText(sar(-wallet));
    // Paid, what the card paid says so.
    await expect(detailOf(page, tenders.paidAmount)).toHaveText(sar(78 - wallet));
    await expect(detailOf(page, tenders.toPay)).toHaveCount(0);
    // Spent from the ledgers, once.
    expect(await balances(token)).toEqual({ points: 0, wallet: 0 });
  });

  test(`${locale}: points below the minimum balance cannot be ticked, and the checkout says how many are needed`, async ({ page }) => {
    // 100 points from a friend who used the code: below sufra's minimum of 500.
    const referrer = await referredBy(1);
    expect((await balances(referrer.token)).points).toBe(100);
    await sessionOnPage(page, 'sufra', referrer.token);
    await cartOnPage(page, 'sufra', {
      ...olaya,
      order_type: 'pickup',
      lines: [{ item_id: HUMMUS, quantity: 4, option_ids: [], notes: '' }],
    });
    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
    await page.getByRole('radio', { name: texts.asap }).check();
    await page.getByRole('radio', { name: texts.online }).check();
    await expect(detailOf(page, texts.total)).toHaveText(sar(73.6));

    const group = page.getByRole('group', { name: tenders.legend });
    const points = group.getByRole('checkbox', { name: tenders.points(100) });
    await expect(points).toBeDisabled();
    await expect(points).toHaveAccessibleDescription(tenders.belowMinimum);
    await expect(points).not.toBeChecked();
    await expect(group.getByText(tenders.belowMinimum)).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: tenders.pointsTerm })).toHaveCount(0);
    await expect(detailOf(page, tenders.toPay)).toHaveCount(0);
    await expect(detailOf(page, texts.total)).toHaveText(sar(73.6));
  });
}
