import type { Page } from './test';

/**
 * Holds the page's requests to `url` until `release()` (then they go on as usual), so a test can
 * measure the page before their answers come: `asked` tells that one was made.
 */
export const holdUntilReleased = async (page: Page, url: string | RegExp) => {
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (open = resolve));
  const hold = { asked: false, release: () => open() };
  await page.route(url, async (route) => {
    hold.asked = true;
    await released;
    await route.fallback();
  });
  return hold;
};
