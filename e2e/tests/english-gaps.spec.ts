import { expect, test } from '../support/test';
import { freshCustomer, freshSaudiMobile, latestCodeFor, sessionOnPage } from '../support/accounts';
import { apiCall, loginByMobile } from '../support/api';
import { OLAYA, answerHumanCheck, cartOnPage, detailOf } from '../support/checkout';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const HUMMUS = 131;
const FALAFEL = 134;

const balances = async (token: string) => ({
  points: ((await apiCall('sufra', '/api/v1/loyalty/points-logs/balance', { token })).body?.data as { balance: number }).balance,
  wallet: ((await apiCall('sufra', '/api/v1/wallet/wallet-logs/balance', { token })).body?.data as { balance: number }).balance,
});

/** A fresh customer whose code is used by `friends` fresh customers: 100 points each. */
const referredBy = async (friends: number) => {
  const customer = await freshCustomer('sufra');
  for (let index = 0; index < friends; index += 1) {
    const friend = await freshCustomer('sufra');
    const used = await apiCall('sufra', '/api/v1/user/customers/referral-code', {
      method: 'POST',
      token: friend.token,
      body: { referral_code: customer.referralCode },
    });
    expect(used.status).toBe(200);
  }
  return customer;
};

test('in English: points above the minimum and the wallet pay part of an order, each on its own line; the order shows both', async ({
  page,
}) => {
  // Six friends used the customer's code (600 points, above sufra's minimum of 500); the customer
  // then enters another friend's code on the referral page (SAR 10.00 in the wallet).
  const customer = await referredBy(6);
  const friend = await freshCustomer('sufra');
  expect(await balances(customer.token)).toEqual({ points: 600, wallet: 0 });
  await sessionOnPage(page, 'sufra', customer.token);
  await page.goto(shellUrl('sufra', '/en/referral-code'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Referral code');
  await page.getByRole('textbox', { name: "Friend's referral code" }).fill(friend.referralCode);
  await page.getByRole('button', { name: 'Use the code' }).click();
  await expect(page.getByRole('status')).toHaveText(`The code ${friend.referralCode} was used. SAR 10.00 was added to your wallet.`);
  expect(await balances(customer.token)).toEqual({ points: 600, wallet: 10 });

  // 4 hummus and 4 falafel: 120.00 + 15% VAT = SAR 138.00.
  await cartOnPage(page, 'sufra', {
    ...OLAYA,
    order_type: 'pickup',
    lines: [
      { item_id: HUMMUS, quantity: 4, option_ids: [], notes: '' },
      { item_id: FALAFEL, quantity: 4, option_ids: [], notes: '' },
    ],
  });
  await page.goto(shellUrl('sufra', '/en/checkout'));
  await page.getByRole('radio', { name: 'As soon as possible' }).check();
  await page.getByRole('radio', { name: 'Cash' }).check();
  const summary = page.getByRole('definition');
  await expect(detailOf(page, 'Total')).toHaveText('SAR 138.00');
  await expect(detailOf(page, 'To pay')).toHaveCount(0);

  const tenders = page.getByRole('group', { name: 'Points and wallet' });
  await tenders.getByRole('checkbox', { name: 'Pay with my points (balance 600)' }).check();
  await expect(detailOf(page, 'Points discount (600 points)')).toHaveText('−SAR 60.00');
  await expect(detailOf(page, 'To pay')).toHaveText('SAR 78.00');
  await expect(detailOf(page, 'Total')).toHaveText('SAR 138.00');

  // The wallet goes with online payment only (sufra's wallet methods): with cash it is refused, and says why.
  const wallet = tenders.getByRole('checkbox', { name: 'Pay with my wallet (balance SAR 10.00)' });
  await wallet.check();
  await expect(tenders.getByRole('alert')).toHaveText('The wallet cannot be used with this payment method.');
  await expect(detailOf(page, 'Wallet discount')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Online payment' }).check();
  await expect(detailOf(page, 'Wallet discount')).toHaveText('−SAR 10.00');
  await expect(tenders.getByRole('alert')).toHaveCount(0);
  await expect(detailOf(page, 'Points discount (600 points)')).toHaveText('−SAR 60.00');
  await expect(detailOf(page, 'To pay')).toHaveText('SAR 68.00');
  await expect(summary.filter({ hasText: '−' })).toHaveCount(2);

  await answerHumanCheck(page);
  await page.getByRole('button', { name: 'Place the order' }).click();
  // What is left (68.00) is paid on the sandbox page.
  await expect(page.getByText('Sandbox payment')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/en\/o\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  await expect(detailOf(page, 'Payment')).toHaveText('Paid');
  await expect(detailOf(page, 'Total')).toHaveText('SAR 138.00');
  await expect(detailOf(page, 'Points discount (600 points)')).toHaveText('−SAR 60.00');
  await expect(detailOf(page, 'Wallet discount')).toHaveText('−SAR 10.00');
  await expect(detailOf(page, 'To pay')).toHaveText('SAR 68.00');
  // Spent from the ledgers, once.
  expect(await balances(customer.token)).toEqual({ points: 0, wallet: 0 });
});

test('in English: points below the minimum balance are not applied, and the checkout says why', async ({ page }) => {
  // 100 points from a friend who used the code: below sufra's minimum of 500.
  const referrer = await referredBy(1);
  expect((await balances(referrer.token)).points).toBe(100);
  await sessionOnPage(page, 'sufra', referrer.token);
  await cartOnPage(page, 'sufra', { ...OLAYA, order_type: 'pickup', lines: [{ item_id: HUMMUS, quantity: 4, option_ids: [], notes: '' }] });
  await page.goto(shellUrl('sufra', '/en/checkout'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('radio', { name: 'As soon as possible' }).check();
  await page.getByRole('radio', { name: 'Online payment' }).check();
  await expect(detailOf(page, 'Total')).toHaveText('SAR 73.60');

  const tenders = page.getByRole('group', { name: 'Points and wallet' });
  await tenders.getByRole('checkbox', { name: 'Pay with my points (balance 100)' }).check();
  await expect(tenders.getByRole('alert')).toHaveText('Points balance is not enough.');
  await expect(page.getByRole('term').filter({ hasText: 'Points discount' })).toHaveCount(0);
  await expect(detailOf(page, 'To pay')).toHaveCount(0);
  await expect(detailOf(page, 'Total')).toHaveText('SAR 73.60');
});

test('in English: a customer moves to a new mobile number with the code sent to it, then logs in by it', async ({ page }) => {
  // The login by the new number waits for the resend minute that the change's code started.
  test.setTimeout(150_000);
  const customer = await freshCustomer('sufra');
  const other = await freshCustomer('sufra');
  const named = await apiCall('sufra', '/api/v1/user/customers/update', { method: 'PUT', token: customer.token, body: { name: 'Reem' } });
  expect(named.status).toBe(200);
  const next = freshSaudiMobile();
  await sessionOnPage(page, 'sufra', customer.token);

  await page.goto(shellUrl('sufra', '/en/account'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My info');
  const current = page.getByRole('textbox', { name: 'Mobile number', exact: true });
  await expect(current).toHaveValue(`+966 ${customer.mobile}`);
  await expect(current).toHaveAccessibleDescription('Your mobile number is your login. To change it, we send a code to the new number.');

  await page.getByRole('button', { name: 'Change mobile number' }).click();
  const number = page.getByRole('textbox', { name: 'New mobile number' });
  await expect(number).toBeFocused();

  // Another customer's number is refused next to the field, and stays as typed.
  await number.fill(other.mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(number).toHaveAccessibleDescription('This mobile number belongs to another account.');
  await expect(number).toHaveValue(other.mobile);

  // The new number, typed with the trunk 0.
  await number.fill(`0${next}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`Enter the code we sent to \u2066+966 ${next}\u2069.`)).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('You can ask for a new code in');
  const code = page.getByRole('textbox', { name: 'Verification code' });
  await expect(code).toBeFocused();
  const sent = await latestCodeFor('sufra', next);

  await code.fill(sent.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10)));
  await page.getByRole('button', { name: 'Confirm the new number' }).click();
  await expect(code).toHaveAccessibleDescription('The verification code is incorrect.');
  await expect(current).toHaveValue(`+966 ${customer.mobile}`);

  await code.fill(sent);
  await page.getByRole('button', { name: 'Confirm the new number' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your mobile number is now \u2066+966 ${next}\u2069.` })).toBeVisible();
  await expect(current).toHaveValue(`+966 ${next}`);
  await expect(page.getByRole('button', { name: 'Change mobile number' })).toBeFocused();
  await page.reload();
  await expect(current).toHaveValue(`+966 ${next}`);

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto(shellUrl('sufra', '/en/account/login'));
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(next);
  // One code a minute to a number: the customer tries again until the change's minute is over.
  await expect(async () => {
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(page.getByText(`We sent a 4-digit code to \u2066+966 ${next}\u2069.`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ intervals: [5_000], timeout: 90_000 });
  await page.getByLabel('Verification code').fill(await latestCodeFor('sufra', next));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(shellUrl('sufra', '/en/account'));
  await expect(page.getByText('Hello Reem')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile number', exact: true })).toHaveValue(`+966 ${next}`);
  await expect(page.getByTestId('own-referral-code')).toHaveText(customer.referralCode);

  // The old number is free (its login's minute is over too): a login by it is a new customer.
  const byOld = await loginByMobile('sufra', 'SA', customer.mobile);
  expect(byOld.customer['name']).toBe('');
  expect(byOld.customer['referral_code']).not.toBe(customer.referralCode);
});
