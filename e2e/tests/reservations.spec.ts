import { expect, test } from '../support/test';
import { apiCall } from '../support/api';
import { LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';
import { WAITS_OUT_A_TIMER } from '../support/timers';
import {
  chooseSlot,
  confirmedReservation,
  customerForReservations,
  dayAfter,
  fillDetails,
  RESERVATION_TEXTS,
  statusShown,
} from '../support/reservations';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

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

  test(
    `${locale}: a hold that runs out releases the table and starts again with the party and everything typed`,
    WAITS_OUT_A_TIMER,
    async ({ page }) => {
      test.setTimeout(120_000);
      await customerForReservations(page);
      await chooseSlot(page, locale, t.alMalqa, 1 + offset, 3);
      await page.getByLabel(t.email, { exact: true }).fill('noura@example.com');
      await page.getByLabel(t.note, { exact: true }).fill('A high chair, please');
      await expect(page.getByRole('alert').filter({ hasText: t.holdEnded })).toBeVisible({ timeout: 75_000 });
      await page.getByRole('button', { name: t.startAgain }).click();
      await expect(page.getByRole('heading', { name: t.stepOne })).toBeVisible();
      await expect(page.getByRole('group', { name: t.guests }).getByRole('status')).toHaveText(/^[3٣]\s/);
      await page.getByRole('group', { name: t.indoor }).getByRole('button').first().click();
      await expect(page.getByRole('heading', { name: t.stepTwo })).toBeVisible();
      await expect(page.getByLabel(t.email, { exact: true })).toHaveValue('noura@example.com');
      await expect(page.getByLabel(t.note, { exact: true })).toHaveValue('A high chair, please');
    },
  );

  test(`${locale}: a reservation is cancelled with a reason, after a question`, async ({ page }) => {
    const token = await customerForReservations(page);
    const id = await confirmedReservation(token, 5 + offset);
    await page.goto(shellUrl('sufra', `${t.prefix}/reservations/${id}`));
    await statusShown(page, t.status.confirmed);
    const cancel = page.getByRole('button', { name: t.cancel });
    await cancel.click();
    // The question is a labelled dialog that takes the focus; Escape keeps the reservation and gives the focus back.
    const question = page.getByRole('alertdialog', { name: t.cancelQuestion });
    await expect(question).toContainText(t.tableReleased);
    await expect(question.getByRole('button', { name: t.keepReservation })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(cancel).toBeFocused();
    await statusShown(page, t.status.confirmed);
    await cancel.click();
    await question.getByRole('radio', { name: t.reason }).check();
    // Choosing a reason keeps the focus on it (the dialog is not set up again).
    await expect(question.getByRole('radio', { name: t.reason })).toBeFocused();
    await question.getByRole('button', { name: t.confirmCancel }).click();
    await statusShown(page, t.status.cancelled);
    await expect(page.getByText(t.reason, { exact: true }).first()).toBeVisible();
  });

  test(`${locale}: the deposit's refund rule shows before paying; the restaurant's cancel refunds it, shown live`, async ({ page }) => {
    const days = 5 + offset;
    await customerForReservations(page);
    await chooseSlot(page, locale, t.kingFahd, days);
    await fillDetails(page, locale);
    // The first indoor period is 19:00: refundable until 19:00 the day before (refund_hours 24).
    const deadline = `${dayAfter(days - 1).replace(/-/g, '/')} ${locale === 'en' ? '07:00 PM' : '07:00 م'}`;
    await expect(page.getByText(t.refundBy.replace('{{when}}', deadline))).toBeVisible();
    await page.getByRole('button', { name: t.payDeposit }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await statusShown(page, t.status.confirmed);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));

    // Before a customer's cancel, the question says the deposit comes back; keeping it changes nothing.
    const deposit = locale === 'en' ? 'SAR 50.00' : '50.00 ر.س';
    await page.getByRole('button', { name: t.cancel }).click();
    const question = page.getByRole('alertdialog', { name: t.cancelQuestion });
    await expect(question).toContainText(t.depositComesBack.card.replace('{{amount}}', deposit));
    await question.getByRole('button', { name: t.keepReservation }).click();
    await expect(question).toBeHidden();

    const cancelled = await apiCall('sufra', `/api/v1/operator/reservations/${id}/cancel`, {
      method: 'POST',
      body: { reason: 'Kitchen maintenance' },
      headers: { 'x-operator-key': 'sufra-operator-demo' },
    });
    expect(cancelled.status).toBe(200);
    await statusShown(page, t.status.cancelled);
    await expect(page.getByText('Kitchen maintenance', { exact: true }).first()).toBeVisible();
    const refunded = t.refundedTo.card.replace('{{amount}}', deposit).replace('{{date}}', dayAfter(0).replace(/-/g, '/'));
    await expect(page.getByText(refunded)).toBeVisible();
    // The guest's SMS (sufra writes in Arabic) says the same.
    const outbox = await apiCall('sufra', '/api/v1/dev/outbox');
    const texts = (outbox.body?.data as { text: string }[]).map((message) => message.text);
    expect(texts).toContainEqual(expect.stringContaining(`حجزك رقم ${id} (Kitchen maintenance). أُعيد 50.00 ر.س إلى بطاقتك`));
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
