import type { z } from 'zod/mini';
import {
  API_PATHS,
  bannersResponseSchema,
  requestHeaders,
  trackingCodesResponseSchema,
  type Banner,
  type Tenant,
} from '@storefront/shared/contracts';
import { usableTrackingCodes } from '@storefront/shared/site';

/** A list the api answers a guest of the tenant. A failed call counts as an empty list: the page still renders without it. */
const fetchGuestList = async <T>(
  apiUrl: string,
  tenant: Tenant,
  pathAndQuery: string,
  schema: z.ZodMiniType<{ data: T[] }>,
): Promise<T[]> => {
  try {
    const headers = requestHeaders({ tenant, isGuest: true, token: null, langCookie: undefined, locale: tenant.default_language });
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${pathAndQuery}`, { headers });
    if (!response.ok) return [];
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data.data : [];
  } catch {
    return [];
  }
};

/** The tenant's usable tracking codes: the page's policy allows Google's tag only for a tenant that has one. */
export const fetchUsableTrackingCodes = async (apiUrl: string, tenant: Tenant): Promise<string[]> =>
  usableTrackingCodes(await fetchGuestList(apiUrl, tenant, `${API_PATHS.trackingCodes}?place=web`, trackingCodesResponseSchema));

/** The tenant's popup banners, in order: the server paints the one a visitor's cookies do not hide. */
export const fetchPopupBanners = (apiUrl: string, tenant: Tenant): Promise<Banner[]> =>
  fetchGuestList(apiUrl, tenant, `${API_PATHS.banners}?place=web_popup`, bannersResponseSchema);
