import { z } from 'zod/mini';
import { countryCodeSchema, itemOf, listOf, localeSchema, localizedTextSchema } from './common';
import { REMOTE_NAMES, type RemoteName } from './modules';
import { SETTINGS_GROUPS } from './settings-groups';
import { HOSTED_HUMAN_CHECK_PROVIDERS } from './contact';

/** The key is the remote's module name in routes and settings. */
export const remoteNameSchema = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]);
export const tenantModulesSchema = z.record(remoteNameSchema, z.boolean());

/** What anybody may know of a tenant: returned by the public lookup by host. */
export const tenantSchema = z.object({
  name: z.string(),
  country: countryCodeSchema,
  logo: z.string(),
  title: localizedTextSchema,
  app_token: z.string(),
  domain: z.string(),
  default_language: localeSchema,
  website_enabled: z.boolean(),
  modules: tenantModulesSchema,
  /**
   * The hosted human check the tenant's pages may show (its provider and script), which the shell's
   * Content-Security-Policy allows; absent: the sandbox's question, nothing to load.
   */
  human_check: z.optional(z.object({ provider: z.enum(HOSTED_HUMAN_CHECK_PROVIDERS), script_url: z.string() })),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const tenantLookupQuerySchema = z.object({ host: z.string().check(z.minLength(1), z.maxLength(253)) });
export const tenantLookupResponseSchema = itemOf(tenantSchema);

export const settingsGroupSchema = z.enum(SETTINGS_GROUPS);

export const settingSchema = z.object({ key: z.string(), value: z.unknown() });
export type Setting = z.infer<typeof settingSchema>;

/**
 * GET /api/v1/tenant/defaultSettings/getSettingByGroups?groups=general,website&jsonVal=true
 * `groups` is a comma-separated list (or the parameter repeated). With `jsonVal` true, values stored
 * as JSON (lists, objects) are returned decoded; otherwise every value is the stored string.
 */
export const settingsQuerySchema = z.object({
  groups: z.pipe(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((v) => (Array.isArray(v) ? v : v.split(',')).map((g) => g.trim()).filter(Boolean)),
    ),
    z.array(settingsGroupSchema).check(z.minLength(1)),
  ),
  jsonVal: z.pipe(
    z.optional(z.enum(['true', 'false', '1', '0'])),
    z.transform((v) => v === 'true' || v === '1'),
  ),
});
export const settingsResponseSchema = listOf(settingSchema);

export const bannerTypeSchema = z.enum(['item', 'group', 'url', 'default']);
/**
 * A banner's offer: a coupon the banner carries (docs/api.md, "Banner offers"). `item_id`: off that
 * item's lines only; null: off the order. The checkout applies `code`; the api checks period and limits.
 */
export const bannerOfferSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number(),
  max_discount: z.nullable(z.number()),
  item_id: z.nullable(z.int()),
  /** The last moment it applies (ISO), or null. */
  ends_at: z.nullable(z.string()),
});
export type BannerOffer = z.infer<typeof bannerOfferSchema>;

export const bannerSchema = z.object({
  id: z.int(),
  place: z.string(),
  type: bannerTypeSchema,
  image: z.string(),
  title: localizedTextSchema,
  item_id: z.nullable(z.int()),
  group_id: z.nullable(z.int()),
  url: z.nullable(z.string()),
  /** Minutes the banner stays hidden after the customer closes it. */
  appear_in_period: z.int().check(z.nonnegative()),
  /** The offer the banner advertises, applied when the customer follows it; null (or an api before it): none. */
  offer: z._default(z.nullable(bannerOfferSchema), null),
});
export type Banner = z.infer<typeof bannerSchema>;
/**
 * The banner places there are, and the families the storefront asks for (`place` is a prefix: `web`
 * gives `web_popup` and `web_slider`). The api keeps the answers of these only; any other prefix is
 * answered all the same, read afresh.
 */
export const KNOWN_BANNER_PLACES = ['web', 'web_popup', 'web_slider', 'app', 'app_home'] as const;
export const bannersQuerySchema = z.object({ place: z.string().check(z.minLength(1), z.maxLength(50)) });
export const bannersResponseSchema = listOf(bannerSchema);

export const pageSchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: localizedTextSchema,
  content: localizedTextSchema,
});
export type ContentPage = z.infer<typeof pageSchema>;
export const pagesResponseSchema = listOf(pageSchema);

export const trackingCodeSchema = z.object({
  provider: z.string(),
  web_code: z.string(),
  enable: z.boolean(),
});
export type TrackingCode = z.infer<typeof trackingCodeSchema>;
export const trackingCodesQuerySchema = z.object({ place: z.string().check(z.minLength(1), z.maxLength(50)) });
export const trackingCodesResponseSchema = listOf(trackingCodeSchema);
