import type { Banner } from '../contracts';
import { localizePath, type PathLocale } from '../routing/locale-path';

/** Where following a banner leads: a page of the storefront, another site (in a new tab), or nowhere. */
export type BannerTarget = { kind: 'page'; path: string } | { kind: 'site'; url: string } | null;

/**
 * The same rules for popup and slider banners (docs/specification.md, "Popup banner links"): an item
 * opens the item, a group the menu at that group, a url the address (a path of the site, or another
 * site over http(s)); any other banner is an image only.
 */
export const bannerTarget = (banner: Banner, locale: PathLocale): BannerTarget => {
  switch (banner.type) {
    case 'item':
      return banner.item_id === null ? null : { kind: 'page', path: localizePath(`/item/${banner.item_id}`, locale) };
    case 'group':
      return banner.group_id === null ? null : { kind: 'page', path: `${localizePath('/menu', locale)}#group${banner.group_id}` };
    case 'url':
      if (banner.url && /^\/(?![/\\])/.test(banner.url)) return { kind: 'page', path: localizePath(banner.url, locale) };
      return banner.url && /^https?:\/\//i.test(banner.url) ? { kind: 'site', url: banner.url } : null;
    default:
      return null;
  }
};
