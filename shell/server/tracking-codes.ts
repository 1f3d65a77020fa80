import { API_PATHS, requestHeaders, trackingCodesResponseSchema, type Tenant } from '@storefront/shared/contracts';
import { usableTrackingCodes } from '@storefront/shared/site';

/**
 * The tenant's usable tracking codes (the ones the browser will load Google's tag for), so the page's
 * policy allows the tag manager only for tenants that use it. A failed call counts as none: the
 * page still renders, without analytics.
 */
export const fetchUsableTrackingCodes = async (apiUrl: string, tenant: Tenant): Promise<string[]> => {
  try {
    const headers = requestHeaders({ tenant, isGuest: true, token: null, langCookie: undefined, locale: tenant.default_language });
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${API_PATHS.trackingCodes}?place=web`, { headers });
    if (!response.ok) return [];
    const parsed = trackingCodesResponseSchema.safeParse(await response.json());
    return parsed.success ? usableTrackingCodes(parsed.data.data) : [];
  } catch {
    return [];
  }
};
