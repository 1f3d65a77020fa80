import type { Clock } from '../clock';
import { ANSWER_CACHE_TTL_MS } from '../http/answer-cache';
import type { TenantRow } from './tenant-repository';

interface CachedTenant {
  row: Promise<TenantRow | null>;
  loadedAt: number;
}

/**
 * The tenants the storefront routes authenticate against, by name, so a request does not ask the
 * database who its tenant is. Kept as long as the first-visit answers (the same invalidation empties
 * both); an unknown name is not kept, so made-up names cannot fill it.
 */
export class TenantRowCache {
  private readonly rows = new Map<string, CachedTenant>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number = ANSWER_CACHE_TTL_MS,
  ) {}

  get(name: string, load: () => Promise<TenantRow | null>): Promise<TenantRow | null> {
    const now = this.clock().getTime();
    const cached = this.rows.get(name);
    if (cached && now - cached.loadedAt < this.ttlMs) return cached.row;
    const row = load();
    this.rows.set(name, { row, loadedAt: now });
    const forget = () => {
      if (this.rows.get(name)?.row === row) this.rows.delete(name);
    };
    row.then((found) => found ?? forget(), forget);
    return row;
  }

  /** Forgets every tenant: a change of one is rare, and each other tenant then costs one query again. */
  invalidate(): void {
    this.rows.clear();
  }
}
