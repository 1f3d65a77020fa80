/**
 * Legacy links some tenants still print on tables and flyers, redirected per tenant settings:
 * - `website.emenu_redirects`: JSON object from the old e-menu number to a path (`/menu/e/branch/…`)
 *   or an https URL (an external table-session page); `{n}` in a target is replaced by the number.
 * - `website.table_redirect_url`: an https URL template with `{code}` for `/table/{code}`.
 */
export const EMENU_REDIRECTS_SETTING = 'website.emenu_redirects';
export const TABLE_REDIRECT_SETTING = 'website.table_redirect_url';

const safeTarget = (target: unknown): string | null => {
  if (typeof target !== 'string') return null;
  if (/^\/(?!\/)[^\s]*$/.test(target)) return target;
  try {
    return new URL(target).protocol === 'https:' ? target : null;
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
    return safeTarget(typeof target === 'string' ? target.replace('{n}', encodeURIComponent(number)) : null);
  }
  const table = /^\/table\/([^/]+)$/.exec(barePath);
  if (table) {
    const template = settings.get(TABLE_REDIRECT_SETTING);
    return typeof template === 'string' && template.includes('{code}')
      ? safeTarget(template.replace('{code}', encodeURIComponent(decodeURIComponent(table[1]!))))
      : null;
  }
  return null;
};
