import { LRUCache } from 'lru-cache';
import { fetchTenantWithSettings, TenantLookupError, type Banner, type Setting, type Tenant } from '@storefront/shared/contracts';
import { hostnameOf } from '@storefront/shared/site';
import { fetchPopupBanners, fetchUsableTrackingCodes } from './tenant-lists';

export interface TenantEntry {
  tenant: Tenant;
  settings: Setting[];
  /** Enabled, valid tracking codes: the page's policy allows Google's tag only when there is one. */
  trackingCodes: string[];
  /** Its popup banners, in order. */
  popupBanners: Banner[];
}

/** How long a tenant's lookup is kept: after it, the next page view looks it up again. */
export const KNOWN_TENANT_TTL_MS = 30_000;
/** How long "no tenant at this host" is kept: a made-up host name takes a place only briefly. */
export const UNKNOWN_HOST_TTL_MS = 5_000;
/** Host names kept at once, the least recently used going first. */
export const MAX_TENANT_HOSTS = 1_000;

/** A lookup's answer; `null`: the api knows no tenant at that host (lru-cache keeps no null itself). */
interface Lookup {
  entry: TenantEntry | null;
}

interface TenantCacheOptions {
  /** The clock of the time-to-live (milliseconds); tests move their own. */
  perf?: { now: () => number };
}

/**
 * Tenant lookups by host name, so a page view costs no api call in the common case. The key is the
 * host name (`hostnameOf`: lower case, no port, no trailing dot): a visitor who varies the Host's port
 * or case adds no entry. Parallel page views of a host not kept share one lookup (three api calls); a
 * lookup that fails (the api unavailable) is not kept.
 */
export const createTenantCache = (apiUrl: string, { perf }: TenantCacheOptions = {}) => {
  const lookups = new LRUCache<string, Lookup>({
    max: MAX_TENANT_HOSTS,
    ttl: KNOWN_TENANT_TTL_MS,
    ...(perf ? { perf, ttlResolution: 0 } : {}),
    // A lookup evicted while it runs still answers the page views waiting for it.
    ignoreFetchAbort: true,
    fetchMethod: async (hostname, _stale, { options }): Promise<Lookup> => {
      try {
        const found = await fetchTenantWithSettings(apiUrl, hostname);
        const [trackingCodes, popupBanners] = await Promise.all([
          fetchUsableTrackingCodes(apiUrl, found.tenant),
          fetchPopupBanners(apiUrl, found.tenant),
        ]);
        return { entry: { ...found, trackingCodes, popupBanners } };
      } catch (error) {
        if (!(error instanceof TenantLookupError && error.reason === 'unknown-host')) throw error;
        options.ttl = UNKNOWN_HOST_TTL_MS;
        return { entry: null };
      }
    },
  });
  return {
    /** The tenant at the Host header's host name, or null when there is none. */
    lookup: async (host: string): Promise<TenantEntry | null> => {
      const found = await lookups.fetch(hostnameOf(host));
      return found?.entry ?? null;
    },
    /** Host names kept now. */
    get size(): number {
      return lookups.size;
    },
  };
};
