/**
 * Legacy links some tenants still print on tables and flyers, redirected per tenant settings:
 * - `website.emenu_redirects`: JSON object from the old e-menu number to a path (`/menu/e/branch/…`)
 *   or an https URL (an external table-session page); `{n}` in a target is replaced by the number.
 * - `website.table_redirect_url`: an https URL template with `{code}` for `/table/{code}`.
 * - `website.redirect_hosts`: the host names those https targets may lead to (JSON list, or names
 *   separated by commas). A target anywhere else is ignored, as is a path that a browser would read
 *   as another host (`//evil.example`, `/\evil.example`, also when percent-encoded).
 */
import { settingListOf } from './setting-list';

export const EMENU_REDIRECTS_SETTING = 'website.emenu_redirects';
export const TABLE_REDIRECT_SETTING = 'website.table_redirect_url';
export const REDIRECT_HOSTS_SETTING = 'website.redirect_hosts';

const decodeFully = (text: string): string | null => {
  let current = text;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
};

/**
 * A path of this site: one leading `/` followed by neither `/` nor `\` (also once decoded, as
 * `%2F` or `%5C`), and no backslash, space or control character a browser would drop or turn into `/`.
 */
export const isSameSitePath = (target: string): boolean => {
  const decoded = decodeFully(target);
  const leadsToThisSite = (text: string) => /^\/(?![/\\])/.test(text);
  return decoded !== null && leadsToThisSite(target) && leadsToThisSite(decoded) && ![...target].some(isDroppedOrTurned);
};

/** A backslash, a space or a control character: browsers drop these from a URL or read them as `/`. */
const isDroppedOrTurned = (character: string): boolean => {
  const code = character.codePointAt(0)!;
  return character === '\\' || /\s/.test(character) || code <= 0x1f || code === 0x7f;
};

const redirectHosts = (value: unknown): Set<string> => new Set(settingListOf(value).map((host) => host.toLowerCase()));

const safeTarget = (target: unknown, settings: ReadonlyMap<string, unknown>): string | null => {
  if (typeof target !== 'string') return null;
  if (target.startsWith('/')) return isSameSitePath(target) ? target : null;
  try {
    const url = new URL(target);
    return url.protocol === 'https:' &&
      !url.username &&
      !url.password &&
      redirectHosts(settings.get(REDIRECT_HOSTS_SETTING)).has(url.hostname)
      ? target
      : null;
  } catch {
    return null;
  }
};

const asObject = (value: unknown): Record<string, unknown> | null => {
  if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Where a legacy path (without locale prefix) leads for this tenant, or null. */
export const legacyRedirect = (barePath: string, settings: ReadonlyMap<string, unknown>): string | null => {
  const emenu = /^\/emenu\/([^/]+)$/.exec(barePath);
  if (emenu) {
    const number = decodeURIComponent(emenu[1]!);
    const target = asObject(settings.get(EMENU_REDIRECTS_SETTING))?.[number];
    return safeTarget(typeof target === 'string' ? target.replace('{n}', encodeURIComponent(number)) : null, settings);
  }
  const table = /^\/table\/([^/]+)$/.exec(barePath);
  if (table) {
    const template = settings.get(TABLE_REDIRECT_SETTING);
    return typeof template === 'string' && template.includes('{code}')
      ? safeTarget(template.replace('{code}', encodeURIComponent(decodeURIComponent(table[1]!))), settings)
      : null;
  }
  return null;
};
