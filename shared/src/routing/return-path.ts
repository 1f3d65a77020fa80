import { localizePath, stripLocale, type PathLocale } from './locale-path';

/** The query parameter that carries where to go back after login. */
export const RETURN_PARAM = 'return';

/**
 * Where to go after login: the page that sent the customer (a same-site path only: never another
 * origin, `//host` or a login page itself), else `/account`; in the current language.
 */
export const returnPathOf = (search: string, locale: PathLocale): string => {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  const safe = raw !== null && /^\/(?![/\\])/.test(raw) && !/^\/(en\/)?(account\/(login|signup)|auth)(\/|\?|$)/.test(raw) ? raw : null;
  if (!safe) return localizePath('/account', locale);
  const [path = '/', rest = ''] = safe.split(/(?=[?#])/);
  return `${localizePath(stripLocale(path), locale)}${rest}`;
};

/**
 * `current` without a login return's `?state=`: the page is handled once and the state dropped from
 * its URL, and a guard may redirect before that lands; coming back must not hand the state in again.
 */
const withoutLoginState = (current: string): string => {
  const url = new URL(current, 'http://return.invalid');
  if (!url.searchParams.has('state')) return current;
  url.searchParams.delete('state');
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The login page for a guest on `current` (path with query and hash), coming back there afterwards. */
export const loginPathFor = (current: string, locale: PathLocale): string =>
  `${localizePath('/account/login', locale)}?${RETURN_PARAM}=${encodeURIComponent(withoutLoginState(current))}`;
