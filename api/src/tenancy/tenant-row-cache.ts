import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';
import { ANSWER_CACHE_TTL_MS } from '../http/answer-cache';
import type { TenantRow } from './tenant-repository';

/** Tenants kept at once, the least recently used going first: far above a platform's tenants. */
export const MAX_TENANT_ROWS = 1_000;

/**
 * The tenants the storefront routes authenticate against, by name, so a request does not ask the
 * database who its tenant is. Kept as long as the first-visit answers (the same invalidation empties
 * both); parallel requests of a name not kept share one query; an unknown name is not kept, so made-up
 * names cannot fill it.
 */
export class TenantRowCache {
  private readonly rows: LRUCache<string, TenantRow, () => Promise<TenantRow | null>>;

  constructor(clock: Clock, ttlMs: number = ANSWER_CACHE_TTL_MS) {
    this.rows = new LRUCache({
      max: MAX_TENANT_ROWS,
      ttl: ttlMs,
      // The api's clock (tests move it), read on every check.
      perf: { now: () => clock().getTime() },
      ttlResolution: 0,
      // A query running when the cache is emptied still answers its requests (it is not kept).
      ignoreFetchAbort: true,
      fetchMethod: async (_name, _stale, { context: load }) => (await load()) ?? undefined,
    });
  }

  async get(name: string, load: () => Promise<TenantRow | null>): Promise<TenantRow | null> {
    return (await this.rows.fetch(name, { context: load })) ?? null;
  }

  /** Forgets every tenant: a change of one is rare, and each other tenant then costs one query again. */
  invalidate(): void {
    this.rows.clear();
  }
}
