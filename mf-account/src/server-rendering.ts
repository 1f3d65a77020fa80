import type { ServerRendering } from '@storefront/shared';

/**
 * The login page's first paint (docs/decisions/server-rendering.md): customers land on it from a
 * shared link or a page for customers; it shows the tenant's frame and an empty form, nothing to
 * load but its chunk (the App's `preloadScreen`). A visitor with a stored session gets the page
 * rendered in the browser (and goes straight on).
 */
export const serverRendering: ServerRendering = { screens: ['login'], preload: async () => undefined };
