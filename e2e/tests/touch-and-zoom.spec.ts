import AxeBuilder from '@axe-core/playwright';
import { texts as emenuTexts } from '../../mf-emenu/src/texts';
import { apiCall } from '../support/api';
import { shellUrl } from '../support/ports';
import { RESERVATION_BRANCHES, RESERVATION_TEXTS, customerForReservations } from '../support/reservations';
import { expect, test, type Page } from '../support/test';
import { WAITING, waitingBranchId } from '../support/waiting-list';

const OLAYA_EMENU = '5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b01';
const MIN = 44;
const STAR_NAMES = {
  en: (stars: number) => `${stars} of 5 stars`,
  ar: (stars: number) => `${stars} من 5 نجوم`,
};

/**
 * The controls of the screen (the remote's part of the page) smaller than 44 × 44 px. A radio or
 * checkbox is measured by its label (what is touched), a visually hidden file input by its label too;
 * a link inside a sentence is exempt (WCAG 2.5.5).
 */
const smallTargets = (page: Page) =>
  page.evaluate((min) => {
    const screen = document.querySelector('[data-remote]') ?? document.body;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const targetOf = (element: HTMLElement): Element => {
      if (element instanceof HTMLInputElement && ['radio', 'checkbox', 'file'].includes(element.type))
        return element.closest('label') ?? element.labels?.[0] ?? element;
      return element;
    };
    const inSentence = (element: HTMLElement) =>
      element.tagName === 'A' && getComputedStyle(element).display === 'inline' && element.closest('p') !== null;
    const controls = screen.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]',
    );
    const small = new Set<string>();
    for (const control of controls) {
      const target = targetOf(control);
      if (!shown(target) || inSentence(control)) continue;
      const box = target.getBoundingClientRect();
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = control.getAttribute('aria-label') ?? control.textContent ?? control.getAttribute('name') ?? '';
        small.add(`${control.tagName.toLowerCase()} "${name.trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return [...small];
  }, MIN);

/** No serious or critical axe finding, and zoom allowed (axe's meta-viewport rule passes). */
const axeProblems = async (page: Page) => {
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  const problems = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id.startsWith('meta-viewport'))
    .map((violation) => `${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`);
  if (!passes.some((pass) => pass.id === 'meta-viewport')) problems.push('meta-viewport did not pass');
  return problems;
};

/** The page's viewport allows zoom: no maximum scale, not user-scalable=no. */
const viewportOf = (page: Page) => page.locator('meta[name="viewport"]').getAttribute('content');

const leaveTheLine = async (token: string) => {
  const reasons = await apiCall('sufra', '/api/v1/branch/waitlist-cancellation-reasons');
  const reasonId = (reasons.body?.data as { id: number }[])[0]!.id;
  await apiCall('sufra', `/api/v1/waiting-list/waiting/cancel/${token}`, { method: 'POST', body: { reason_id: reasonId } });
};

// Item 9: zoom allowed, fields that do not zoom the page, named stars, 44 px tap targets.
for (const locale of ['ar', 'en'] as const) {
  const own = emenuTexts[locale];
  const waiting = WAITING[locale];
  const reservations = RESERVATION_TEXTS[locale];
  for (const [index, width] of [412, 1280].entries()) {
    const phone = width < 600;
    test.describe(`touch and zoom in ${locale} at ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
      });

      /** What every screen must hold: zoom allowed, 16 px fields on a phone, axe clean, 44 px targets on a phone. */
      const checkScreen = async (page: Page, screen: string) => {
        expect(await viewportOf(page)).toMatch(/^width=device-width,\s*initial-scale=1$/);
        if (phone) {
          const fieldSizes = await page.evaluate(() =>
            Array.from(document.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea'))
              .filter((field) => field.getBoundingClientRect().width > 0)
              .map((field) => parseFloat(getComputedStyle(field).fontSize)),
          );
          expect(
            fieldSizes.filter((size) => size < 16),
            `${screen}: fields under 16 px`,
          ).toEqual([]);
          expect(await smallTargets(page), `${screen}: tap targets under 44 × 44 px`).toEqual([]);
        }
        expect(await axeProblems(page), `${screen}: axe`).toEqual([]);
      };

      test('the e-menu: the "%" toggle, the allergen filter and the feedback form; its stars are named "N of 5"', async ({ page }) => {
        await page.goto(shellUrl('sufra', `${waiting.prefix}/menu/e/branch/${OLAYA_EMENU}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(own.screens.emenuBranch);
        await page.getByRole('button', { name: own.allergens.filter }).click();
        await page.getByRole('button', { name: own.feedback.open }).click();
        const form = page.getByRole('form', { name: own.feedback.heading });
        for (let stars = 1; stars <= 5; stars += 1)
          await expect(form.getByRole('radio', { name: STAR_NAMES[locale](stars) })).toHaveCount(1);
        await checkScreen(page, 'e-menu');
      });

      test('the waiting list: branches, the register form and the entry page', async ({ page }) => {
        await page.goto(shellUrl('sufra', `${waiting.prefix}/waiting-list`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(waiting.branchesTitle);
        await checkScreen(page, 'waiting-list branches');

        const branchId = await waitingBranchId('Sufra - Olaya');
        await page.goto(shellUrl('sufra', `${waiting.prefix}/waiting-list/branch/${branchId}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(waiting.joinTitle);
        await checkScreen(page, 'waiting-list register');

        await page.getByRole('textbox', { name: waiting.name }).fill(`Touch ${locale} ${width}`);
        await page.getByRole('textbox', { name: waiting.mobile }).fill(`5574100${locale === 'ar' ? 1 : 2}${index}`);
        await page.getByRole('textbox', { name: waiting.partySize }).fill('2');
        await page.getByRole('button', { name: waiting.join }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(waiting.entryTitle);
        await expect(page.getByRole('status').filter({ hasText: waiting.inLine })).toBeVisible();
        await checkScreen(page, 'waiting-list entry');
        await leaveTheLine(new URL(page.url()).pathname.split('/').pop()!);
      });

      test('reservations: the branches and step one with its guest stepper', async ({ page }) => {
        await customerForReservations(page);
        await page.goto(shellUrl('sufra', `${reservations.prefix}/reservations`));
        await expect(page.getByRole('link', { name: reservations.reserveAt.replace('{{branch}}', reservations.olaya) })).toBeVisible();
        await checkScreen(page, 'reservation branches');

        await page.goto(shellUrl('sufra', `${reservations.prefix}/reservations/branch/${RESERVATION_BRANCHES.olaya}`));
        const more = page.getByRole('button', { name: reservations.moreGuests });
        await expect(more).toBeVisible();
        await expect(page.getByRole('group', { name: reservations.indoor }).getByRole('button').first()).toBeVisible();
        // The stepper is drawn like the kit's secondary buttons: a bordered button in the brand colour.
        const look = await more.evaluate((button) => {
          const style = getComputedStyle(button);
          return {
            border: style.borderTopStyle,
            color: style.color,
            primary: getComputedStyle(document.documentElement).getPropertyValue('--sf-primary'),
          };
        });
        expect(look.border).toBe('solid');
        expect(look.color).not.toBe('rgb(0, 0, 0)');
        await checkScreen(page, 'reservation step one');
      });
    });
  }
}
