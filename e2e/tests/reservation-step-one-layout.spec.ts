import { expect, test } from '../support/test';
import { LOCALES } from '../support/checkout-locales';
import { holdUntilReleased } from '../support/held-requests';
import { recordLayoutShifts } from '../support/layout-shifts';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';
import { RESERVATION_BRANCHES, RESERVATION_TEXTS } from '../support/reservations';

const PHONE = { width: 412, height: 823 };

test.use({ viewport: PHONE, isMobile: true });
test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

for (const locale of LOCALES) {
  const t = RESERVATION_TEXTS[locale];

  test(`${locale}: on a phone, nothing in view moves when a branch's periods come after the page`, async ({ page }) => {
    // The periods (a POST read once the page is hydrated) are held until the page is measured.
    const periods = await holdUntilReleased(page, '**/reservations-slots');
    const shifts = await recordLayoutShifts(page);

    await page.goto(shellUrl('sufra', `${t.prefix}/reservations/branch/${RESERVATION_BRANCHES.olaya}`));
    await expect(page.getByRole('heading', { name: t.stepOne })).toBeVisible();
    await expect.poll(() => periods.asked).toBe(true);
    const footer = page.getByRole('contentinfo');
    const before = (await footer.boundingBox())!.y;
    expect(before, 'the footer starts below the first screen').toBeGreaterThanOrEqual(PHONE.height);
    // The fonts' swap moves text by itself (0.0009 in en, 0.019 in ar when they came after the periods, measured):
    // measured from here, once the page's fonts have come, the shifts are the periods' own.
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const shiftsBefore = await shifts.count();

    periods.release();
    await expect(page.getByRole('group', { name: t.indoor }).getByRole('button').first()).toBeVisible();
    expect(await shifts.since(shiftsBefore), 'layout shifts when the periods came').toEqual([]);
  });
}
