import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { apiCall } from '../support/api';
import { FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { placeOrderByApi } from '../support/orders';
import { shellUrl } from '../support/ports';
import { confirmedReservation, customerForReservations, RESERVATION_TEXTS, statusShown } from '../support/reservations';
import { branchContactTexts } from '../../shared/src/ui/branch/texts';

/** Olaya as seeded (api/src/seed/tenants/sufra-branches.ts): its phone and where it is. */
const OLAYA_PHONE = 'tel:+966112150101';
const OLAYA_AT = '24.6907,46.6853';
const WIDTHS = [412, 1280] as const;

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');

/** "Call the branch" and the directions link of the page, named with the branch. */
const expectBranchContact = async (page: Page, locale: 'ar' | 'en', branch: string, directions: boolean) => {
  const words = branchContactTexts[locale];
  const call = page.getByRole('link', { name: fill(words.call, { branch }) });
  await expect(call).toHaveAttribute('href', OLAYA_PHONE);
  const way = page.getByRole('link', { name: fill(words.directions, { branch }) });
  if (!directions) {
    await expect(way).toHaveCount(0);
    return;
  }
  await expect(way).toHaveAttribute('href', new RegExp(`^https://www\\.google\\.com/maps/dir/\\?api=1&destination=${OLAYA_AT}$`));
  await expect(way).toHaveAttribute('target', '_blank');
  await expect(way).toHaveAttribute('rel', /\bnoopener\b/);
};

/** Unfolds an iCalendar text into its name → value lines. */
const calendarLines = (file: string) =>
  new Map(
    file
      .replace(/\r\n /g, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)] as const),
  );

const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

for (const locale of LOCALES) {
  const t = RESERVATION_TEXTS[locale];
  for (const [index, width] of WIDTHS.entries()) {
    // Each run books its own day (11 to 14 days ahead), away from the other specs' days.
    const days = 11 + (locale === 'ar' ? 0 : 2) + index;

    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the steps are named by what they do, free periods show no price, the day arrows point the way the page reads', async ({
        page,
      }) => {
        await page.goto(shellUrl('sufra', `${t.prefix}/reservations/branch/1`));
        await expect(page.getByRole('heading', { name: t.stepOne })).toBeVisible();
        await expect(page.getByRole('list', { name: t.steps }).getByRole('listitem')).toHaveText([
          t.stepName[1],
          t.stepName[2],
          t.stepName[3],
        ]);
        const periods = page.getByRole('group', { name: t.indoor }).getByRole('button');
        await expect(periods.first()).toBeVisible();
        for (const text of await periods.allInnerTexts()) expect(text).not.toMatch(/0[.,٫]00/);
        const previous = page.getByRole('button', { name: t.previousDay, exact: true });
        const next = page.getByRole('button', { name: t.nextDay, exact: true });
        // Previous points back: left in English, right in Arabic, and sits on that side of the day.
        await expect(previous).toHaveText(locale === 'ar' ? '›' : '‹');
        await expect(next).toHaveText(locale === 'ar' ? '‹' : '›');
        const [back, forward] = [await previous.boundingBox(), await next.boundingBox()];
        expect(locale === 'ar' ? back!.x > forward!.x : back!.x < forward!.x).toBe(true);
      });

      test('a confirmed booking: add to calendar, call the branch, directions; changed to another time and party', async ({ page }) => {
        const token = await customerForReservations(page);
        const id = await confirmedReservation(token, days);
        await page.goto(shellUrl('sufra', `${t.prefix}/reservations/${id}`));
        await statusShown(page, t.status.confirmed);
        await expectBranchContact(page, locale, t.olaya, true);

        const booked = (await apiCall('sufra', `/api/v1/reservation/reservations/${id}`, { token })).body?.data as {
          starts_at: string;
          ends_at: string;
        };
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.addToCalendar }).click()]);
        expect(download.suggestedFilename()).toBe(`reservation-${id}.ics`);
        const file = await readFile((await download.path())!, 'utf8');
        expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
        expect(file.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
        const lines = calendarLines(file);
        expect(lines.get('DTSTART')).toBe(utcStamp(booked.starts_at));
        expect(lines.get('DTEND')).toBe(utcStamp(booked.ends_at));
        expect(lines.get('SUMMARY')).toBe(fill(t.calendarTitle, { branch: t.olaya }));
        expect(lines.get('UID')).toMatch(new RegExp(`^reservation-${id}@`));

        await page.getByRole('link', { name: t.changeReservation }).click();
        await expect(page).toHaveURL(new RegExp(`${t.prefix}/reservations/${id}/change$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.screens.changeReservation);
        await page.getByRole('button', { name: t.moreGuests }).click();
        const period = page.getByRole('group', { name: t.indoor }).getByRole('button').nth(1);
        await period.click();
        await expect(period).toHaveAttribute('aria-pressed', 'true');
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.filter((found) => found.impact === 'serious' || found.impact === 'critical').map((found) => found.id)).toEqual(
          [],
        );
        // "(08:30 م، 3 ضيوف)": the time and the party are listed with the page's own comma.
        const save = page.getByRole('button', { name: new RegExp(t.changeSave) });
        await expect(save).toHaveText(new RegExp(`\\(.+${locale === 'ar' ? '، ' : ', '}.+\\)$`));
        await save.click();
        await expect(page.getByRole('status').filter({ hasText: t.changeDone })).toBeVisible();
        await page.getByRole('link', { name: t.changeBack }).click();
        await statusShown(page, t.status.confirmed);
        const changed = (await apiCall('sufra', `/api/v1/reservation/reservations/${id}`, { token })).body?.data as {
          guests_count: number;
          starts_at: string;
          ends_at: string;
        };
        expect(changed.guests_count).toBe(3);
        expect(changed.starts_at > booked.starts_at).toBe(true);
        // The booking's page and its calendar file show the change at once, without a reload.
        await expect(page.locator('dd').filter({ hasText: /^[3٣]\s/ })).toBeVisible();
        const [again] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t.addToCalendar }).click()]);
        const changedLines = calendarLines(await readFile((await again.path())!, 'utf8'));
        expect(changedLines.get('DTSTART')).toBe(utcStamp(changed.starts_at));
        expect(changedLines.get('DTEND')).toBe(utcStamp(changed.ends_at));
      });

      test('cancelling asks first, with the reasons roomy to tap', async ({ page }) => {
        const token = await customerForReservations(page);
        const id = await confirmedReservation(token, days);
        await page.goto(shellUrl('sufra', `${t.prefix}/reservations/${id}`));
        await statusShown(page, t.status.confirmed);
        await page.getByRole('button', { name: t.cancel }).click();
        const question = page.getByRole('alertdialog', { name: t.cancelQuestion });
        await expect(question).toContainText(t.tableReleased);
        await expect(question.getByRole('button', { name: t.keepReservation })).toBeFocused();
        const reasons = question.getByRole('group', { name: t.cancelReasonPrompt }).getByRole('radio');
        await expect(reasons).toHaveCount(4);
        for (const label of await question.locator('label').all()) expect((await label.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await question.getByRole('radio', { name: t.reason }).check();
        await question.getByRole('button', { name: t.confirmCancel }).click();
        await statusShown(page, t.status.cancelled);
      });

      test('a pickup order’s page offers to call the branch and directions to it', async ({ page }) => {
        const token = await customerForReservations(page);
        const order = await placeOrderByApi('sufra', token, {
          ...OLAYA,
          order_type: 'pickup',
          lines: FOUR_HUMMUS,
          payment_method: 'hosted',
        });
        await page.goto(shellUrl('sufra', `${t.prefix}/o/${order.id}`));
        await expectBranchContact(page, locale, t.olaya, true);
      });
    });
  }
}
