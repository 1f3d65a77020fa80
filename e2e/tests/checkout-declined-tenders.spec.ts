import { expect, test } from '../support/test';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { apiCall } from '../support/api';
import { cartOnPage, detailOf, FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const LOCALES = [
  {
    locale: 'en',
    prefix: '/en',
    asap: 'As soon as possible',
    online: 'Online payment',
    wallet: 'Pay with my wallet (balance SAR 10.00)',
    place: 'Place the order',
    failed: 'Payment failed.',
    held: /SAR 10\.00 from your wallet: held for this order until .+ so you can pay again/,
    payAgain: 'Pay again',
    payment: 'Payment',
    paid: 'Paid',
  },
  {
    locale: 'ar',
    prefix: '',
    asap: 'في أقرب وقت',
    online: 'الدفع الإلكتروني',
    wallet: 'ادفع من محفظتي (الرصيد 10.00 ر.س)',
    place: 'أرسل الطلب',
    failed: 'فشلت عملية الدفع.',
    held: /10\.00 ر\.س من محفظتك: محجوزة لهذا الطلب حتى .+ لتتمكن من الدفع مرة أخرى/,
    payAgain: 'ادفع مرة أخرى',
    payment: 'الدفع',
    paid: 'مدفوع',
  },
] as const;

const walletOf = async (token: string) =>
  ((await apiCall('sufra', '/api/v1/wallet/wallet-logs/balance', { token })).body?.data as { balance: number }).balance;

for (const texts of LOCALES) {
  test(`in ${texts.locale}: a declined payment with the wallet holds the wallet for the retry, says so, and paying again uses it once`, async ({
    page,
  }) => {
    // A friend's referral code puts 10.00 SAR in the new customer's wallet.
    const customer = await freshCustomer('sufra');
    const friend = await freshCustomer('sufra');
    const used = await apiCall('sufra', '/api/v1/user/customers/referral-code', {
      method: 'POST',
      token: customer.token,
      body: { referral_code: friend.referralCode },
    });
    expect(used.status).toBe(200);
    expect(await walletOf(customer.token)).toBe(10);
    await sessionOnPage(page, 'sufra', customer.token);
    await cartOnPage(page, 'sufra', { ...OLAYA, order_type: 'pickup', lines: FOUR_HUMMUS });

    await page.goto(shellUrl('sufra', `${texts.prefix}/checkout`));
    await page.getByRole('radio', { name: texts.asap }).check();
    await page.getByRole('radio', { name: texts.online }).check();
    await page.getByRole('checkbox', { name: texts.wallet }).check();
    await page.getByRole('button', { name: texts.place }).click();
    await page.getByRole('button', { name: 'Decline' }).click();

    await expect(page).toHaveURL(/\/check-payment\?/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(texts.failed);
    await expect(alert).toContainText(texts.held);
    // Held, not spent twice and not lost: the wallet stays reserved for this order.
    expect(await walletOf(customer.token)).toBe(0);

    await page.getByRole('link', { name: texts.payAgain }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/o\/\d+$/);
    await expect(detailOf(page, texts.payment)).toHaveText(texts.paid);
    expect(await walletOf(customer.token)).toBe(0);
  });
}
