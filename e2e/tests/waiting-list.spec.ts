import type { Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { apiCall } from '../support/api';
import { shellUrl } from '../support/ports';
import { WAITING, callUntil, latestLink, seat, waitingBranchId } from '../support/waiting-list';
import { joinTexts } from '../../mf-waiting-list/src/features/join/texts';
import { pushTexts } from '../../shared/src/push/texts';

type Texts = (typeof WAITING)[keyof typeof WAITING];

type Party = { name: string; mobile: string; size?: number; area?: string };

const fillAndJoin = async (page: Page, texts: Texts, party: Party) => {
  if (party.area) await page.getByRole('combobox', { name: texts.area }).selectOption({ label: party.area });
  await page.getByRole('textbox', { name: texts.name }).fill(party.name);
  await page.getByRole('textbox', { name: texts.mobile }).fill(party.mobile);
  await page.getByRole('textbox', { name: texts.partySize }).fill(String(party.size ?? 2));
  await page.getByRole('button', { name: texts.join }).click();
};

/** Fills the register form and joins; answers the entry page's path. */
const join = async (page: Page, texts: Texts, party: Party) => {
  await fillAndJoin(page, texts, party);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.entryTitle);
  return new URL(page.url()).pathname;
};

type Area = { id: number; names: Record<'ar' | 'en', string>; waiting_count: number };

/** The queues of a sufra branch with the parties waiting in each, as the api counts them now. */
const areasOf = async (branchId: number): Promise<Area[]> =>
  (await apiCall('sufra', `/api/v1/branch/frontend/setting-areas?branch_id=${branchId}`)).body?.data as Area[];

/** "3 parties waiting" in the page's language (its plural rules). */
const waitingText = (locale: 'ar' | 'en', count: number): string => {
  const words = joinTexts[locale] as Record<string, string>;
  const form = count === 0 && locale === 'ar' ? 'zero' : new Intl.PluralRules(locale).select(count);
  return (words[`waitingCount_${form}`] ?? words.waitingCount_other!).replace('{{count}}', String(count));
};

/**
 * The page says each queue's count as the api counts it: read the api, then the page (parallel tests may
 * join the same queues meanwhile; the page follows them live, so it is read again until both agree).
 */
const showsCountsOfApi = async (branchId: number, says: (areas: Area[]) => Promise<void>) =>
  expect(async () => says(await areasOf(branchId))).toPass({ timeout: 15_000 });

const inLineText = (locale: 'ar' | 'en', count: number) =>
  count === 0 ? joinTexts[locale].noLine : joinTexts[locale].inLine.replace('{{count}}', String(count));

/** The register screen's line now ("In Line: N" or "No Line"). */
const lineOf = (page: Page, locale: 'ar' | 'en'): Locator =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`${joinTexts[locale].inLine.replace('{{count}}', '\\d+')}|${joinTexts[locale].noLine}`) });

for (const locale of ['ar', 'en'] as const) {
  const texts = WAITING[locale];
  const digit = locale === 'ar' ? 1 : 2;
  const push = pushTexts[locale];

  for (const width of [412, 1280]) {
    test(`${locale} at ${width} px: the list of branches and the register screen give each queue of a branch one count, the api's`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const branchId = await waitingBranchId('Sufra - Olaya');
      const [first, second] = await areasOf(branchId);
      await page.goto(shellUrl('sufra', `${texts.prefix}/waiting-list`));
      const branch = page.getByRole('listitem').filter({ hasText: texts.branchName['Sufra - Olaya'] });
      // Olaya runs two queues: the list gives each its own count, named by its area, never one sum.
      await showsCountsOfApi(branchId, async (areas) => {
        for (const area of areas)
          await expect(branch.getByRole('listitem').filter({ hasText: area.names[locale] })).toHaveText(
            `${area.names[locale]}: ${waitingText(locale, area.waiting_count)}`,
            { timeout: 1_000 },
          );
      });

      await branch.getByRole('link', { name: texts.openLink(texts.branchName['Sufra - Olaya']) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.joinTitle);
      const line = lineOf(page, locale);
      await showsCountsOfApi(branchId, async (areas) => {
        const shown = areas.find((area) => area.id === first!.id)!;
        await expect(line).toContainText(shown.names[locale], { timeout: 1_000 });
        await expect(line).toContainText(inLineText(locale, shown.waiting_count), { timeout: 1_000 });
      });
      await page.getByRole('combobox', { name: texts.area }).selectOption({ label: second!.names[locale] });
      await showsCountsOfApi(branchId, async (areas) => {
        const shown = areas.find((area) => area.id === second!.id)!;
        await expect(line).toContainText(shown.names[locale], { timeout: 1_000 });
        await expect(line).toContainText(inLineText(locale, shown.waiting_count), { timeout: 1_000 });
      });
    });
  }

  test.describe(`waiting list (${locale})`, () => {
    test('joins from the list of branches; a second join by the same mobile comes back to the entry, and its SMS link opens it anywhere', async ({
      page,
      browser,
    }) => {
      const mobile = `55730000${digit}`;
      await page.goto(shellUrl('sufra', `${texts.prefix}/waiting-list`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.branchesTitle);
      await page.getByRole('link', { name: texts.openLink(texts.branchName['Sufra - Olaya']) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.joinTitle);
      const entryPath = await join(page, texts, { name: `Joiner ${locale}`, mobile });
      expect(entryPath).toMatch(new RegExp(`^${texts.prefix}/waiting-list/branch/\\d+/[A-Za-z0-9_-]{32}$`));
      await expect(page.getByRole('status').filter({ hasText: texts.inLine })).toBeVisible();

      // The same device going back to the branch lands on its entry.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${entryPath}$`));

      // Another device with the same mobile is told it is in line, and the SMS link opens the entry there.
      const other = await browser.newPage();
      await other.goto(shellUrl('sufra', entryPath.replace(/\/[^/]+$/, '')));
      await fillAndJoin(other, texts, { name: `Joiner ${locale}`, mobile });
      await expect(other.getByText(texts.alreadyInLine).first()).toBeVisible();
      const link = await latestLink(mobile);
      expect(link).toBe(`${texts.prefix}/waiting-list/${entryPath.split('/').pop()}`);
      await other.goto(shellUrl('sufra', link));
      await expect(other.getByRole('status').filter({ hasText: texts.inLine })).toBeVisible();
      await other.close();
    });

    test('the restaurant calls the party and the open page shows "Your turn now" live; once seated, the party rates', async ({ page }) => {
      const name = `Caller ${locale}`;
      const branchId = await waitingBranchId(texts.callBranch);
      await page.goto(shellUrl('sufra', `${texts.prefix}/waiting-list/branch/${branchId}`));
      await join(page, texts, { name, mobile: `55730001${digit}`, area: texts.callArea?.label });
      await expect(page.locator('html')).toHaveAttribute('data-socket', 'connected');
      // While the turn is to come, the page offers to notify it.
      const notifyMe = page.getByRole('button', { name: push.ask.waiting });
      await expect(notifyMe).toBeVisible();

      const entryId = await callUntil(branchId, name, texts.callArea?.name);
      await expect(page.getByRole('alert').filter({ hasText: texts.yourTurn })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(texts.yourTurn));
      // The turn came: nothing is left to notify, so the offer is gone, also when the page is read again.
      await expect(notifyMe).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('alert').filter({ hasText: texts.yourTurn })).toBeVisible();
      await expect(page.getByRole('button', { name: texts.leave })).toBeVisible();
      await expect(notifyMe).toHaveCount(0);

      await seat(entryId);
      await expect(page.getByRole('heading', { name: texts.rate })).toBeVisible();
      await expect(notifyMe).toHaveCount(0);
      await page.getByRole('radio', { name: texts.stars4 }).check();
      await page.getByRole('button', { name: texts.send }).click();
      await expect(page.getByText(texts.thanks)).toBeVisible();
    });

    test('delays, then leaves the line with a reason', async ({ page }) => {
      const branchId = await waitingBranchId('Sufra - Olaya');
      await page.goto(shellUrl('sufra', `${texts.prefix}/waiting-list/branch/${branchId}`));
      await join(page, texts, { name: `Delayer ${locale}`, mobile: `55730002${digit}` });
      await page.getByRole('button', { name: texts.delay }).click();
      await expect(page.getByRole('status').filter({ hasText: texts.delayed })).toBeVisible();

      await page.getByRole('button', { name: texts.leave }).click();
      await page.getByRole('combobox', { name: texts.reason }).selectOption({ label: texts.reasonText });
      await page.getByRole('button', { name: texts.confirmLeave }).last().click();
      await expect(page.getByRole('status').filter({ hasText: texts.cancelled })).toBeVisible();
      await expect(page.getByRole('heading', { name: texts.rate })).toBeVisible();
    });

    test('leaves the line without giving a reason', async ({ page }) => {
      const branchId = await waitingBranchId('Sufra - Olaya');
      await page.goto(shellUrl('sufra', `${texts.prefix}/waiting-list/branch/${branchId}`));
      await join(page, texts, { name: `Leaver ${locale}`, mobile: `55730005${digit}` });
      await page.getByRole('button', { name: texts.leave }).click();
      await expect(page.getByRole('combobox', { name: texts.reason })).toBeVisible();
      await page.getByRole('button', { name: texts.confirmLeave }).last().click();
      await expect(page.getByRole('status').filter({ hasText: texts.cancelled })).toBeVisible();
    });

    test('a branch whose list is closed shows Out of service with its reason and no form', async ({ page }) => {
      const branchId = await waitingBranchId('Sufra - King Fahd Road');
      await page.goto(shellUrl('sufra', `${texts.prefix}/waiting-list/branch/${branchId}`));
      await expect(page.getByRole('status').filter({ hasText: texts.outOfService })).toContainText('private event');
      await expect(page.getByRole('button', { name: texts.join })).toHaveCount(0);
      // The list of branches offers no way into a line that takes nobody.
      await page.goto(shellUrl('sufra', `${texts.prefix}/waiting-list`));
      await expect(page.getByRole('link', { name: texts.openLink(texts.branchName['Sufra - Olaya']) })).toBeVisible();
      await expect(page.getByRole('link', { name: texts.openLink(texts.branchName['Sufra - King Fahd Road']) })).toHaveCount(0);
      await expect(page.getByRole('listitem').filter({ hasText: texts.branchName['Sufra - King Fahd Road'] })).toContainText(
        texts.outOfService,
      );
    });
  });
}
