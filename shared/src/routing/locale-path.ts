export type PathLocale = 'ar' | 'en';

export const EN_PREFIX = '/en';

/** The locale a path is in: English under `/en`, Arabic otherwise. */
export const localeOfPath = (pathname: string): PathLocale =>
  pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : 'ar';

/** The path without its locale prefix (`/en/menu` -> `/menu`, `/en` -> `/`). */
export const stripLocale = (pathname: string): string => {
  if (localeOfPath(pathname) === 'ar') return pathname || '/';
  const rest = pathname.slice(EN_PREFIX.length);
  return rest === '' ? '/' : rest;
};

/** The same path in the given locale (`('/menu', 'en')` -> `/en/menu`). */
export const localizePath = (path: string, locale: PathLocale): string => {
  const bare = stripLocale(path.startsWith('/') ? path : `/${path}`);
  if (locale === 'ar') return bare;
  return bare === '/' ? EN_PREFIX : `${EN_PREFIX}${bare}`;
};
