import type { Tenant } from '@storefront/shared/contracts';
import { localeOfPath, localizePath, matchRoute, stripLocale } from '@storefront/shared/routing';

export type PageDecision = { kind: 'redirect'; location: string } | { kind: 'page'; status: 200 | 404 };

const DINE_IN_SESSION = /^\/menu\/dine_in\/session(\/|$)/;

/**
 * What the server answers for a page path: the redirects of spec section 2 (closed site, English
 * default language) or the page with 200 for a known route of an enabled module and 404 otherwise.
 */
export const decidePage = ({
  pathname,
  search,
  tenant,
  langCookie,
}: {
  pathname: string;
  search: string;
  tenant: Tenant;
  langCookie: string | undefined;
}): PageDecision => {
  const locale = localeOfPath(pathname);
  const bare = stripLocale(pathname);
  if (!tenant.website_enabled) {
    return bare === '/closed' ? { kind: 'page', status: 200 } : { kind: 'redirect', location: localizePath('/closed', locale) };
  }
  if (tenant.default_language === 'en' && !langCookie && locale === 'ar' && (bare === '/' || DINE_IN_SESSION.test(bare))) {
    return { kind: 'redirect', location: `${localizePath(bare, 'en')}${search}` };
  }
  const match = matchRoute(pathname);
  if (!match) return { kind: 'page', status: 404 };
  if (match.route.owner !== 'shell' && !tenant.modules[match.route.owner]) return { kind: 'page', status: 404 };
  if (match.route.screen === 'closed') return { kind: 'redirect', location: localizePath('/', locale) };
  return { kind: 'page', status: 200 };
};
