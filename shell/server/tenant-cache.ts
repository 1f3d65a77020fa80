import { fetchTenantWithSettings, TenantLookupError, type Setting, type Tenant } from '@storefront/shared/contracts';
import { fetchUsableTrackingCodes } from './tracking-codes';

export interface TenantEntry {
  tenant: Tenant;
  settings: Setting[];
  /** Enabled, valid tracking codes: the page's policy allows Google's tag only when there is one. */
  trackingCodes: string[];
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
      const value = { ...found, trackingCodes: await fetchUsableTrackingCodes(apiUrl, found.tenant) };
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
