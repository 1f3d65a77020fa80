import { expect, test } from '../support/test';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';
import { branchSelectTexts } from '../../mf-menu/src/features/branch-select/texts';
import { orderTypeTexts } from '../../mf-menu/src/features/order-type/texts';

const OLAYA = { ar: 'سفرة - العليا', en: 'Sufra - Olaya' } as const;
const PREFIX = { ar: '', en: '/en' } as const;

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

for (const [chosenIn, shownIn] of [
  ['ar', 'en'],
  ['en', 'ar'],
] as const) {
  test(`a branch chosen on the ${chosenIn} page is named in ${shownIn} on the ${shownIn} page`, async ({ page }) => {
    await page.goto(shellUrl('sufra', `${PREFIX[chosenIn]}/select-type/pickup`));
    await page.getByRole('button', { name: `${branchSelectTexts[chosenIn].orderNow} – ${OLAYA[chosenIn]}` }).click();
    await expect(page).toHaveURL(new RegExp(`${PREFIX[chosenIn]}/menu`));

    await page.goto(shellUrl('sufra', `${PREFIX[shownIn]}/`));
    const words = orderTypeTexts[shownIn];
    const expected = words.continue.replace('{{type}}', words.types.pickup).replace('{{branch}}', OLAYA[shownIn]);
    await expect(page.getByRole('link', { name: expected })).toBeVisible();
  });
}
