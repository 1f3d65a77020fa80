import type { Tenant } from '../contracts';
import { localeOfPath, localizePath, matchRoute, stripLocale } from '../routing';
import { legacyRedirect } from './legacy-redirects';

export type PageDecision = { kind: 'redirect'; location: string } | { kind: 'page'; status: 200 | 404 };

const DINE_IN_SESSION = /^\/menu\/dine_in\/session(\/|$)/;

export interface PageRequest {
  pathname: string;
  search: string;
  tenant: Tenant;
  settings: ReadonlyMap<string, unknown>;
  langCookie: string | undefined;
}

/**
 * What a page path leads to, on the server (HTTP) and in the browser alike: the redirects of spec
 * section 2 (closed site, English default language, legacy links) or the page, with 200 for a
 * known route of an enabled module and 404 otherwise.
 */
export const decidePage = ({ pathname, search, tenant, settings, langCookie }: PageRequest): PageDecision => {
  const locale = localeOfPath(pathname);
  const bare = stripLocale(pathname);
  if (!tenant.website_enabled) {
    return bare === '/closed' ? { kind: 'page', status: 200 } : { kind: 'redirect', location: localizePath('/closed', locale) };
  }
  if (tenant.default_language === 'en' && !langCookie && locale === 'ar' && (bare === '/' || DINE_IN_SESSION.test(bare))) {
    return { kind: 'redirect', location: `${localizePath(bare, 'en')}${search}` };
  }
  const legacy = legacyRedirect(bare, settings);
  if (legacy) return { kind: 'redirect', location: legacy.startsWith('/') ? localizePath(legacy, locale) : legacy };
  const match = matchRoute(pathname);
  if (!match) return { kind: 'page', status: 404 };
  if (match.route.screen === 'table') return { kind: 'page', status: 404 };
  if (match.route.owner !== 'shell' && !tenant.modules[match.route.owner]) return { kind: 'page', status: 404 };
  if (match.route.screen === 'closed') return { kind: 'redirect', location: localizePath('/', locale) };
  return { kind: 'page', status: 200 };
};
