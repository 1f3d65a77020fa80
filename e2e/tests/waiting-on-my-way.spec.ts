import { texts } from '../../mf-waiting-list/src/texts';
import { apiCall } from '../support/api';
import { shellUrl } from '../support/ports';
import { expect, test } from '../support/test';
import { WAITING, callUntil, seat, waitingBranchId } from '../support/waiting-list';

/** The restaurant's view of one party in its line. */
const partyInLine = async (branchId: number, entryId: number) => {
  const line = await apiCall('sufra', `/api/v1/operator/waiting-list/branches/${branchId}`, {
    headers: { 'x-operator-key': 'sufra-operator-demo' },
  });
  const areas = (
    line.body?.data as { areas: { entries: { id: number; called_minutes_ago: number | null; on_my_way_at: string | null }[] }[] }
  ).areas;
  return areas.flatMap((area) => area.entries).find((entry) => entry.id === entryId);
};

// "Your turn now" shows the grace time and offers "I'm on my way"; the restaurant sees it.
for (const locale of ['ar', 'en'] as const) {
  const t = WAITING[locale];
  const own = texts[locale].entry;
  for (const [index, width] of [412, 1280].entries()) {
    test(`${locale} at ${width} px: a called party sees until when its place is kept and says "I'm on my way"; the restaurant sees it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const name = `On my way ${locale} ${width}`;
      const branchId = await waitingBranchId(t.callBranch);
      await page.goto(shellUrl('sufra', `${t.prefix}/waiting-list/branch/${branchId}`));
      if (t.callArea) await page.getByRole('combobox', { name: t.area }).selectOption({ label: t.callArea.label });
      await page.getByRole('textbox', { name: t.name }).fill(name);
      await page.getByRole('textbox', { name: t.mobile }).fill(`5574000${locale === 'ar' ? 1 : 2}${index}`);
      await page.getByRole('textbox', { name: t.partySize }).fill('2');
      await page.getByRole('button', { name: t.join }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.entryTitle);
      await expect(page.locator('html')).toHaveAttribute('data-socket', 'connected');

      const entryId = await callUntil(branchId, name, t.callArea?.name);
      const turn = page.getByRole('alert').filter({ hasText: t.yourTurn });
      await expect(turn).toBeVisible();
      // The seeded branches give a called party 10 minutes (no_show_minutes).
      const until = {
        en: /We keep your place for 10 minutes after the call, until \d\d:\d\d (AM|PM)\./,
        ar: /نحتفظ بمكانك 10 دقائق بعد المناداة، حتى \d\d:\d\d (ص|م)\./,
      }[locale];
      await expect(turn).toContainText(until);
      expect(await partyInLine(branchId, entryId)).toMatchObject({ on_my_way_at: null, called_minutes_ago: expect.any(Number) });

      await turn.getByRole('button', { name: own.onMyWay }).click();
      await expect(turn.getByRole('status').filter({ hasText: own.onTheWay })).toBeVisible();
      await expect(turn.getByRole('button', { name: own.onMyWay })).toHaveCount(0);
      expect((await partyInLine(branchId, entryId))?.on_my_way_at).toEqual(expect.any(String));

      // Read again (as after the phone wakes up), the page still shows it.
      await page.reload();
      await expect(page.getByRole('alert').getByRole('status').filter({ hasText: own.onTheWay })).toBeVisible();
      await seat(entryId);
    });
  }
}
