import { ACCOUNT_AUTH_PATHS } from '@storefront/shared/contracts';
import { loginTexts } from '../../mf-account/src/features/login/texts';
import { expect, test } from '../support/test';
import { freshSaudiMobile, latestCodeFor } from '../support/accounts';
import { apiCall, sendLoginCode } from '../support/api';
import { LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';
import { RESERVATION_TEXTS } from '../support/reservations';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const PASSWORD = 'e2e-password-12';

/** A customer with a name, an e-mail (to log in with) and a mobile, signed up through the api. */
const customerWithDetails = async (locale: string) => {
  const mobile = freshSaudiMobile();
  const email = `rsv-${locale}-${mobile}@example.com`;
  const sent = await sendLoginCode('sufra', 'SA', mobile);
  expect(sent.status).toBe(200);
  const code = await latestCodeFor('sufra', mobile);
  const signedUp = await apiCall('sufra', ACCOUNT_AUTH_PATHS.signup, {
    method: 'POST',
    body: { name: 'Huda Al-Qahtani', email, password: PASSWORD, country_code: 'SA', mobile, code },
  });
  expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
  return { email, mobile };
};

for (const locale of LOCALES) {
  const t = RESERVATION_TEXTS[locale];
  const login = loginTexts[locale];

  test(`${locale}: a guest's period survives the login: back from it, the table is held at step two with the account's details`, async ({
    page,
  }) => {
    const { email, mobile } = await customerWithDetails(locale);
    // A guest chooses the next-but-several day (apart from the other specs' days) and a period.
    await page.goto(shellUrl('sufra', `${t.prefix}/reservations`));
    await page.getByRole('link', { name: t.reserveAt.replace('{{branch}}', t.olaya) }).click();
    await expect(page.getByRole('heading', { name: t.stepOne })).toBeVisible();
    for (let day = 0; day < (locale === 'ar' ? 10 : 11); day += 1) await page.getByRole('button', { name: t.nextDay, exact: true }).click();
    const period = page.getByRole('group', { name: t.indoor }).getByRole('button').first();
    const chosen = (await period.textContent())?.split('·')[0]?.trim() ?? '';
    await period.click();

    // The login, by e-mail.
    await expect(page).toHaveURL(/\/account\/login\?return=/);
    await page.getByRole('tab', { name: login.byEmail }).click();
    await page.getByRole('textbox', { name: login.email }).fill(email);
    await page.getByLabel(login.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: login.logIn }).click();

    // Back: the period is held (its countdown runs) and step two has the account's name, e-mail and mobile.
    await expect(page).toHaveURL(/\/continue-reservation\/\d+$/);
    await expect(page.getByRole('heading', { name: t.stepTwo })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByLabel(t.name, { exact: true })).toHaveValue('Huda Al-Qahtani');
    // The account's e-mail is not asked again: the step says where the confirmation goes.
    await expect(page.getByLabel(t.email, { exact: true })).toHaveCount(0);
    await expect(page.getByText(`${t.accountEmail} ${email}`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.phone })).toHaveValue(mobile);

    // The summary shows the period the guest chose.
    await page.getByRole('button', { name: t.toSummary }).click();
    await expect(page.getByRole('heading', { name: t.stepThree })).toBeVisible();
    await expect(page.getByText(chosen).first()).toBeVisible();
  });
}
