import { fetchTenantWithSettings, TenantLookupError, type Banner, type Setting, type Tenant } from '@storefront/shared/contracts';
import { fetchPopupBanners, fetchUsableTrackingCodes } from './tenant-lists';

export interface TenantEntry {
  tenant: Tenant;
  settings: Setting[];
  /** Enabled, valid tracking codes: the page's policy allows Google's tag only when there is one. */
  trackingCodes: string[];
  /** Its popup banners, in order. */
  popupBanners: Banner[];
}

const TTL_MS = 30_000;

/** Tenant lookups by host, kept for 30 seconds so a page view costs no API call in the common case. */
export const createTenantCache = (apiUrl: string) => {
  const entries = new Map<string, { at: number; value: TenantEntry | null }>();
  return async (host: string): Promise<TenantEntry | null> => {
    const key = host.toLowerCase();
    const cached = entries.get(key);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
    try {
      const found = await fetchTenantWithSettings(apiUrl, key);
      const [trackingCodes, popupBanners] = await Promise.all([
        fetchUsableTrackingCodes(apiUrl, found.tenant),
        fetchPopupBanners(apiUrl, found.tenant),
      ]);
      const value = { ...found, trackingCodes, popupBanners };
      entries.set(key, { at: Date.now(), value });
      return value;
    } catch (error) {
      if (error instanceof TenantLookupError && error.reason === 'unknown-host') {
        entries.set(key, { at: Date.now(), value: null });
        return null;
      }
      throw error;
    }
  };
};
