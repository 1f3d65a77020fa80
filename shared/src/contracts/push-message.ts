import { z } from 'zod/mini';

/**
 * The payload the api sends and the service worker shows (JSON, encrypted): already localized,
 * with the tenant's icon and the page it opens (a same-origin path of the storefront).
 */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The tenant's icon URL. */
  icon: z.string(),
  /** Path to open on click, e.g. `/en/waiting-list/branch/1/<token>`. */
  url: z.string().check(z.regex(/^\/(?!\/)/)),
  /** One notification per target: a newer status replaces the older one. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/**
 * What the worker asks an open tab, with a port for the answer, when a notification is clicked: the
 * tab answers with its address now (`location.href`). A tab's `Client.url` is the address it loaded
 * at, and the storefront moves between pages with history (joining the line shows the entry page
 * without a load), so the worker cannot tell from it which tab is at the notification's page.
 */
export const PAGE_ADDRESS_QUESTION = 'storefront:page-address';
