import { expect, test, type Page } from '../support/test';
import { apiCall } from '../support/api';
import { LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';
import { confirmedReservation, customerForReservations, RESERVATION_TEXTS } from '../support/reservations';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/** Step one at a branch: `days` days ahead, the first period of the indoor section. */
const chooseSlot = async (page: Page, locale: 'ar' | 'en', branch: string, days: number) => {
  const t = RESERVATION_TEXTS[locale];
  await page.goto(shellUrl('sufra', `${t.prefix}/reservations`));
  await page.getByRole('link', { name: t.reserveAt.replace('{{branch}}', branch) }).click();
  await expect(page.getByRole('heading', { name: t.stepOne })).toBeVisible();
  await expect(page.getByRole('button', { name: t.previousDay, exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: t.fewerGuests })).toBeDisabled();
  for (let day = 0; day < days; day += 1) await page.getByRole('button', { name: t.nextDay, exact: true }).click();
  await page.getByRole('group', { name: t.indoor }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: t.stepTwo })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
};

/** Step two's details and step three's summary. */
const fillDetails = async (page: Page, locale: 'ar' | 'en') => {
  const t = RESERVATION_TEXTS[locale];
  await page.getByLabel(t.name, { exact: true }).fill('Noura');
  await page.getByLabel(t.email, { exact: true }).fill('noura@example.com');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: t.toSummary }).click();
  await expect(page.getByRole('heading', { name: t.stepThree })).toBeVisible();
};

const statusShown = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

for (const locale of LOCALES) {
  const t = RESERVATION_TEXTS[locale];
  const offset = locale === 'ar' ? 0 : 1;

  test(`${locale}: a free reservation goes from /reservations to confirmed`, async ({ page }) => {
    await customerForReservations(page);
    await chooseSlot(page, locale, t.olaya, 1 + offset);
    // What is typed in step two survives a reload: the page resumes the held table at step two.
    await page.getByLabel(t.note, { exact: true }).fill('A quiet table, please');
    await page.reload();
    await expect(page).toHaveURL(/\/continue-reservation\/\d+$/);
    await expect(page.getByRole('heading', { name: t.stepTwo })).toBeVisible();
    await expect(page.getByLabel(t.note, { exact: true })).toHaveValue('A quiet table, please');
    await fillDetails(page, locale);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/reservations/\\d+$`));
    await statusShown(page, t.status.confirmed);
    const id = new URL(page.url()).pathname.split('/').at(-1);

    // The account lists it among the upcoming ones, linking back to its page.
    await page.goto(shellUrl('sufra', `${t.prefix}/account`));
    const upcoming = page.getByRole('region', { name: t.myReservations }).getByRole('link', { name: new RegExp(t.olaya) });
    await expect(upcoming).toHaveAttribute('href', `${t.prefix}/reservations/${id}`);
  });

  test(`${locale}: a deposit is paid in the sandbox, after a declined attempt`, async ({ page }) => {
    await customerForReservations(page);
    await chooseSlot(page, locale, t.kingFahd, 3 + offset);
    await fillDetails(page, locale);
    await page.getByRole('button', { name: t.payDeposit }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/reservations/\\d+`));
    await expect(page.getByRole('alert')).toContainText(locale === 'en' ? 'Payment failed.' : 'فشلت عملية الدفع.');
    await statusShown(page, t.status.pending_payment);
    await page.getByRole('button', { name: t.payDeposit }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await statusShown(page, t.status.confirmed);
  });

  test(`${locale}: a hold that runs out releases the table and offers to start again`, async ({ page }) => {
    test.setTimeout(120_000);
    await customerForReservations(page);
    await chooseSlot(page, locale, t.alMalqa, 1 + offset);
    await expect(page.getByRole('alert').filter({ hasText: t.holdEnded })).toBeVisible({ timeout: 75_000 });
    await page.getByRole('button', { name: t.startAgain }).click();
    await expect(page.getByRole('heading', { name: t.stepOne })).toBeVisible();
  });

  test(`${locale}: a reservation is cancelled with a reason`, async ({ page }) => {
    const token = await customerForReservations(page);
    const id = await confirmedReservation(token, 5 + offset);
    await page.goto(shellUrl('sufra', `${t.prefix}/reservations/${id}`));
    await statusShown(page, t.status.confirmed);
    await page.getByLabel(t.cancellationReason).selectOption({ label: t.reason });
    await page.getByRole('button', { name: t.cancel }).click();
    await statusShown(page, t.status.cancelled);
    await expect(page.getByText(t.reason, { exact: true }).first()).toBeVisible();
  });

  test(`${locale}: a status the staff change is shown live`, async ({ page }) => {
    const token = await customerForReservations(page);
    const id = await confirmedReservation(token, 7 + offset);
    await page.goto(shellUrl('sufra', `${t.prefix}/reservations/${id}`));
    await statusShown(page, t.status.confirmed);
    const seated = await apiCall('sufra', `/api/v1/operator/reservations/${id}/seat`, {
      method: 'POST',
      body: {},
      headers: { 'x-operator-key': 'sufra-operator-demo' },
    });
    expect(seated.status).toBe(200);
    await statusShown(page, t.status.seated);
  });
}
