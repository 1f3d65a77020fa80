import { type Locale } from './common';
import { firstTimeZone } from './countries';
import { HEADERS } from './paths';
import type { Tenant } from './tenant';

export interface HeaderSources {
  tenant: Pick<Tenant, 'name' | 'app_token' | 'country'> | null;
  isGuest: boolean;
  token: string | null;
  /** The `lang` cookie, which wins over the current locale. */
  langCookie: string | undefined;
  locale: Locale;
}

/** The headers of docs/specification.md §7, sent on every request. */
export const requestHeaders = ({ tenant, isGuest, token, langCookie, locale }: HeaderSources): Record<string, string> => {
  const headers: Record<string, string> = {
    [HEADERS.source]: 'web',
    Accept: 'application/json',
    'Content-Type': 'application/json',
    [HEADERS.localization]: langCookie === 'ar' || langCookie === 'en' ? langCookie : locale,
  };
  if (tenant) {
    headers[HEADERS.tenant] = tenant.name;
    headers[HEADERS.appToken] = tenant.app_token;
    headers[HEADERS.country] = tenant.country;
    headers[HEADERS.timeZone] = firstTimeZone(tenant.country);
  }
  if (!isGuest && token) headers[HEADERS.authorization] = `Bearer ${token}`;
  return headers;
};
