import { expect, test, type Page } from '../support/test';
import { apiCall } from '../support/api';
import { LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';
import { customerForReservations, dayAfter, RESERVATION_BRANCHES, RESERVATION_TEXTS, statusShown } from '../support/reservations';
import { common } from '../../shared/src/i18n/common';

const WIDTHS = [412, 1280] as const;

/** The seeded catalogues' entries chosen at step two (api/src/seed/catalogues/demo-catalogues.ts). */
const CHOSEN = {
  en: { occasion: 'Birthday', allergens: ['Gluten', 'Sesame'], list: 'Gluten, Sesame' },
  ar: { occasion: 'عيد ميلاد', allergens: ['الغلوتين', 'السمسم'], list: 'الغلوتين، السمسم' },
} as const;

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

/** A day `days` ahead as the pages write it: its weekday, then YYYY/MM/DD. */
const dayText = (locale: 'ar' | 'en', days: number) => {
  const day = dayAfter(days);
  const weekday = common[locale].weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
  return RESERVATION_TEXTS[locale].dayWithWeekday.replace('{{weekday}}', weekday).replace('{{date}}', day.replace(/-/g, '/'));
};

/** A term's value in a description list. */
const termValue = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');

for (const locale of LOCALES) {
  const t = RESERVATION_TEXTS[locale];
  const chosen = CHOSEN[locale];
  for (const [index, width] of WIDTHS.entries()) {
    // Each run books its own day at King Fahd Road (11 to 14 days ahead), away from the other specs' days.
    const days = 11 + (locale === 'ar' ? 0 : 2) + index;

    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("a deposit booking: any day from the date field, the table recalled at step two, the account's e-mail not asked again, and the paid booking's page showing at once what the api holds", async ({
        page,
      }) => {
        const token = await customerForReservations(page);
        const email = `rsv-${locale}${width}-${Date.now() % 100_000_000}@example.com`;
        const named = await apiCall('sufra', '/api/v1/user/customers/update', { method: 'PUT', token, body: { name: 'Noura', email } });
        expect(named.status).toBe(200);

        // Step one: today with its weekday; the date field takes any day of the branch's 14 days ahead.
        await page.goto(shellUrl('sufra', `${t.prefix}/reservations/branch/${RESERVATION_BRANCHES.kingFahd}`));
        await expect(page.getByRole('heading', { name: t.stepOne })).toBeVisible();
        const day = page.getByRole('group', { name: t.date }).getByRole('status');
        await expect(day).toHaveText(dayText(locale, 0));
        const field = page.getByLabel(t.pickDate);
        await expect(field).toHaveAttribute('type', 'date');
        await expect(field).toHaveAttribute('min', dayAfter(0));
        await expect(field).toHaveAttribute('max', dayAfter(14));
        await expect(field).toHaveAccessibleDescription(
          t.pickDateRange.replace('{{from}}', dayText(locale, 0)).replace('{{to}}', dayText(locale, 14)),
        );
        await field.fill(dayAfter(days));
        await expect(day).toHaveText(dayText(locale, days));
        const period = page.getByRole('group', { name: t.indoor }).getByRole('button').first();
        const time = (await period.textContent())?.split('·')[0]?.trim() ?? '';
        await period.click();

        // Step two: the table held, and the account's e-mail said, not asked; another one can still be given.
        await expect(page.getByRole('heading', { name: t.stepTwo })).toBeVisible();
        const held = page.getByRole('region', { name: t.chosenSlot });
        await expect(held.locator('dd')).toHaveText([t.kingFahd, dayText(locale, days), time, t.guestsCount_one.replace('{{count}}', '1')]);
        await expect(page.getByLabel(t.name, { exact: true })).toHaveValue('Noura');
        await expect(page.getByLabel(t.email, { exact: true })).toHaveCount(0);
        await expect(page.getByText(`${t.accountEmail} ${email}`)).toBeVisible();
        await page.getByRole('button', { name: t.otherEmail }).click();
        const typed = page.getByLabel(t.email, { exact: true });
        await expect(typed).toBeFocused();
        await expect(typed).toHaveValue(email);
        const other = `other-${email}`; // 50 characters at most (the details' rule)
        await typed.fill(other);
        await page.getByLabel(t.note, { exact: true }).fill('A table by the window');
        await page.getByRole('radio', { name: chosen.occasion }).check();
        for (const allergen of chosen.allergens) await page.getByRole('checkbox', { name: allergen }).check();
        await page.getByRole('button', { name: t.toSummary }).click();
        await expect(page.getByRole('heading', { name: t.stepThree })).toBeVisible();
        await expect(termValue(page, t.date)).toHaveText(dayText(locale, days));

        // Paid in the sandbox: back on the booking's page, what the confirmation answered is shown, with
        // no other read of the booking (those are held for the rest of the test).
        await page.getByRole('button', { name: t.payDeposit }).click();
        await page.route(/\/api\/v1\/reservation\/reservations\/\d+\?include=notes/, () => undefined);
        await page.getByRole('button', { name: 'Approve' }).click();
        await statusShown(page, t.status.confirmed);
        const id = Number(new URL(page.url()).pathname.split('/').at(-1));
        const booked = (await apiCall('sufra', `/api/v1/reservation/reservations/${id}?include=notes`, { token })).body?.data as {
          email: string;
          paid: boolean;
          notes: { text: string }[];
        };
        expect(booked).toMatchObject({ email: other, paid: true, notes: [{ text: 'A table by the window' }] });
        await expect(page.getByRole('region', { name: t.notes })).toContainText('A table by the window');
        await expect(termValue(page, t.date)).toHaveText(dayText(locale, days));
        await expect(termValue(page, t.event)).toHaveText(chosen.occasion);
        await expect(termValue(page, t.allergens)).toHaveText(chosen.list);
        const deadline = `${dayAfter(days - 1).replace(/-/g, '/')} ${time}`;
        await expect(page.getByText(t.refundBy.replace('{{when}}', deadline))).toBeVisible();
      });
    });
  }
}
