import { expect, test } from '../support/test';
import { cartOnPage, FOUR_HUMMUS } from '../support/checkout';
import { CHECKOUT, LOCALES } from '../support/checkout-locales';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));
test.use({ viewport: { width: 1280, height: 800 } });

const CART = { en: /^Your cart/, ar: /^سلتك/ } as const;

for (const locale of LOCALES) {
  const texts = CHECKOUT[locale];

  test(`${locale} at 1280 px: the cart's title stays in view below the sticky header as the menu scrolls`, async ({ page }) => {
    await cartOnPage(page, 'sufra', { branch_id: 1, branch_name: texts.olaya, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', `${texts.prefix}/menu`));
    const title = page.getByRole('complementary', { name: CART[locale] }).getByRole('heading', { name: CART[locale] });
    await expect(title).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();

    await expect(page.getByRole('article').first()).toBeVisible();

    // Far down the menu: the header stays at the top, the cart with it.
    await expect
      .poll(async () => {
        await page.mouse.move(400, 500);
        await page.mouse.wheel(0, 2000);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(1000);
    const headerBox = await header.boundingBox();
    expect(headerBox?.y).toBe(0);
    await expect
      .poll(async () => {
        const box = await title.boundingBox();
        return box ? box.y - (headerBox!.y + headerBox!.height) : null;
      })
      .toBeGreaterThanOrEqual(0);
    await expect(title).toBeInViewport();
  });
}
