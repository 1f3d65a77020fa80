export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A cookie's value from `document.cookie`, or from a request's Cookie header on the server. */
export const readCookie = (name: string, cookieHeader: string = document.cookie): string | undefined => {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

/** A cookie of the whole site for `maxAgeSeconds`, as `document.cookie` takes it and a Set-Cookie header sends it. */
export const cookieString = (name: string, value: string, maxAgeSeconds: number): string =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;

export const writeCookie = (name: string, value: string, maxAgeSeconds: number): void => {
  document.cookie = cookieString(name, value, maxAgeSeconds);
};
