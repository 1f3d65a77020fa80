import type { Menu } from '@storefront/shared/contracts';

/**
 * Menus kept in memory per tenant, branch and order type until the tenant's menu changes. A load that
 * started before an invalidation is answered but not kept, so a stale menu never stays cached.
 */
export class MenuCache {
  private readonly menus = new Map<number, Map<string, Menu>>();
  private readonly generations = new Map<number, number>();

  async get(tenantId: number, key: string, load: () => Promise<Menu>): Promise<Menu> {
    const cached = this.menus.get(tenantId)?.get(key);
    if (cached) return cached;
    const generation = this.generations.get(tenantId) ?? 0;
    const menu = await load();
    if ((this.generations.get(tenantId) ?? 0) === generation) {
      const tenantMenus = this.menus.get(tenantId) ?? new Map<string, Menu>();
      tenantMenus.set(key, menu);
      this.menus.set(tenantId, tenantMenus);
    }
    return menu;
  }

  invalidate(tenantId: number): void {
    this.menus.delete(tenantId);
    this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
  }
}
