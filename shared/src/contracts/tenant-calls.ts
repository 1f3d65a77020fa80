import { API_PATHS } from './paths';
import { requestHeaders } from './request-headers';
import { FIRST_PAINT_SETTINGS_GROUPS } from './settings-groups';
import { settingsResponseSchema, tenantLookupResponseSchema, type Setting, type Tenant } from './tenant';

/** Why a tenant could not be loaded: no such host, or the API could not answer. */
export class TenantLookupError extends Error {
  constructor(
    message: string,
    readonly reason: 'unknown-host' | 'unavailable',
  ) {
    super(message);
    this.name = 'TenantLookupError';
  }
}

const getJson = async (url: string, headers: Record<string, string>): Promise<unknown> => {
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch (error) {
    throw new TenantLookupError(`API unreachable at ${url}: ${(error as Error).message}`, 'unavailable');
  }
  if (response.status === 404) throw new TenantLookupError(`No tenant at ${url}`, 'unknown-host');
  if (!response.ok) throw new TenantLookupError(`API answered ${response.status} at ${url}`, 'unavailable');
  return response.json();
};

/**
 * The tenant behind a host name and the settings the first paint needs: two calls, used by the shell
 * server (to inject them) and by a remote's standalone harness. Works in browsers and Node.
 */
export const fetchTenantWithSettings = async (apiUrl: string, host: string): Promise<{ tenant: Tenant; settings: Setting[] }> => {
  const base = apiUrl.replace(/\/$/, '');
  const lookup = await getJson(`${base}${API_PATHS.tenantLookup}?host=${encodeURIComponent(host)}`, {});
  const parsedTenant = tenantLookupResponseSchema.safeParse(lookup);
  if (!parsedTenant.success) throw new TenantLookupError('Tenant lookup answered an unexpected shape', 'unavailable');
  const tenant = parsedTenant.data.data;
  const headers = requestHeaders({ tenant, isGuest: true, token: null, langCookie: undefined, locale: tenant.default_language });
  const query = `groups=${FIRST_PAINT_SETTINGS_GROUPS.join(',')}&jsonVal=true`;
  const settings = settingsResponseSchema.safeParse(await getJson(`${base}${API_PATHS.settings}?${query}`, headers));
  if (!settings.success) throw new TenantLookupError('Settings answered an unexpected shape', 'unavailable');
  return { tenant, settings: settings.data.data };
};
