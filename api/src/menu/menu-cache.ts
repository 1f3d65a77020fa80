import type { Menu } from '@storefront/shared/contracts';
import type { Clock } from '../clock';

/** How long a cached menu is answered at most: the bound on staleness should an invalidation from another instance be lost. */
export const MENU_CACHE_TTL_MS = 60_000;

interface CachedMenu {
  menu: Menu;
  loadedAt: number;
}

/**
 * Menus kept in memory per tenant, branch and order type until the tenant's menu changes, and at
 * most `ttlMs`. A load that started before an invalidation is answered but not kept, so a stale menu
 * never stays cached. The cache is per api instance: `shareMenuInvalidation` empties the others'.
 */
export class MenuCache {
  private readonly menus = new Map<number, Map<string, CachedMenu>>();
  private readonly generations = new Map<number, number>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number = MENU_CACHE_TTL_MS,
  ) {}

  async get(tenantId: number, key: string, load: () => Promise<Menu>): Promise<Menu> {
    const cached = this.menus.get(tenantId)?.get(key);
    if (cached && this.clock().getTime() - cached.loadedAt < this.ttlMs) return cached.menu;
    const generation = this.generations.get(tenantId) ?? 0;
    const loadedAt = this.clock().getTime();
    const menu = await load();
    if ((this.generations.get(tenantId) ?? 0) === generation) {
      const tenantMenus = this.menus.get(tenantId) ?? new Map<string, CachedMenu>();
      tenantMenus.set(key, { menu, loadedAt });
      this.menus.set(tenantId, tenantMenus);
    }
    return menu;
  }

  invalidate(tenantId: number): void {
    this.menus.delete(tenantId);
    this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
  }
}
