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
