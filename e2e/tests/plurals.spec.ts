import { expect, test } from '../support/test';
import { shellUrl } from '../support/ports';
import { RESERVATION_TEXTS } from '../support/reservations';

/** Counts as a person says them (i18next's plural rules): Arabic's dual and plural, English's one and other. */
const COUNTS = {
  en: {
    guests: ['1 guest', '2 guests', '3 guests'],
    atLeast: 'This branch takes at least 1 guest.',
    atMost: 'This branch takes at most 8 guests.',
  },
  ar: {
    guests: ['ضيف واحد', 'ضيفان', '3 ضيوف'],
    atLeast: 'يستقبل هذا الفرع ضيفًا واحدًا كحد أدنى.',
    atMost: 'يستقبل هذا الفرع 8 ضيوف كحد أقصى.',
  },
} as const;

for (const [locale, width] of [
  ['ar', 412],
  ['en', 412],
  ['ar', 1280],
  ['en', 1280],
] as const) {
  test(`${locale}, ${width} px: the guests of a reservation are counted with the language's plural forms`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const [t, counts] = [RESERVATION_TEXTS[locale], COUNTS[locale]];
    await page.goto(shellUrl('sufra', `${t.prefix}/reservations`));
    await page.getByRole('link', { name: t.reserveAt.replace('{{branch}}', t.olaya) }).click();
    const guests = page.getByRole('group', { name: t.guests });
    await expect(guests.getByRole('status')).toHaveText(counts.guests[0]);
    await expect(page.getByText(counts.atLeast)).toBeVisible();
    for (const shown of counts.guests.slice(1)) {
      await guests.getByRole('button', { name: t.moreGuests }).click();
      await expect(guests.getByRole('status')).toHaveText(shown);
    }
    await expect(page.getByText(counts.atLeast)).toHaveCount(0);
    while (await guests.getByRole('button', { name: t.moreGuests }).isEnabled())
      await guests.getByRole('button', { name: t.moreGuests }).click();
    await expect(page.getByText(counts.atMost)).toBeVisible();
  });
}
