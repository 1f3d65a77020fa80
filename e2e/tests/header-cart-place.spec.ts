import { expect, test } from '../support/test';
import { LOCALES } from '../support/checkout-locales';
import { holdUntilReleased } from '../support/held-requests';
import { recordLayoutShifts } from '../support/layout-shifts';
import { skipPopupBanners } from '../support/menu';
import { E2E_PORTS, shellUrl } from '../support/ports';
import { RESERVATION_TEXTS } from '../support/reservations';

/** The menu remote's origin in the suite (the first remote of the registry), which serves the header's cart button. */
const MENU_REMOTE = `http://localhost:${E2E_PORTS.remotesBase + 1}/**`;
const CART_BUTTON = { ar: 'السلة، لا أصناف', en: 'Cart, 0 items' };

// Without the service worker: once it controls the page it fetches the remote itself, past the
// interception (docs/decisions/tests-without-service-worker.md).
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' });
test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

for (const locale of LOCALES) {
  test(`${locale}: the header keeps the cart button's place while the menu remote loads, so nothing moves when it comes`, async ({
    page,
  }) => {
    // A page of another remote: the menu remote is downloaded for the header's cart button alone.
    const menuRemote = await holdUntilReleased(page, MENU_REMOTE);
    const shifts = await recordLayoutShifts(page);
    await page.goto(shellUrl('sufra', `${RESERVATION_TEXTS[locale].prefix}/reservations`));
    await expect.poll(() => menuRemote.asked).toBe(true);
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const shiftsBefore = await shifts.count();

    menuRemote.release();
    await expect(page.getByRole('banner').getByRole('link', { name: CART_BUTTON[locale] })).toBeVisible();
    expect(await shifts.since(shiftsBefore), 'layout shifts when the cart button came').toEqual([]);
  });
}
