import type { Menu } from '@storefront/shared/contracts';
import { createTestClock } from '../testing/test-clock';
import { MENU_CACHE_TTL_MS, MenuCache } from './menu-cache';

const menuOf = (branchId: number): Menu => ({ branch_id: branchId, order_type: 'pickup', currency: 'SAR', groups: [] });

describe('MenuCache', () => {
  const clock = createTestClock('2025-01-08T17:00:00Z');
  let loads: number;
  const load = (branchId: number) => async () => {
    loads += 1;
    return menuOf(branchId);
  };

  beforeEach(() => {
    clock.set('2025-01-08T17:00:00Z');
    loads = 0;
  });

  it('answers a cached menu until its time-to-live ran out, then loads it again', async () => {
    const cache = new MenuCache(clock.now);
    await cache.get(1, '1:pickup', load(1));
    clock.advance(MENU_CACHE_TTL_MS - 1);
    await cache.get(1, '1:pickup', load(1));
    expect(loads).toBe(1);
    clock.advance(1);
    await cache.get(1, '1:pickup', load(1));
    expect(loads).toBe(2);
  });

  it('forgets only the invalidated tenant', async () => {
    const cache = new MenuCache(clock.now);
    await cache.get(1, '1:pickup', load(1));
    await cache.get(2, '4:pickup', load(4));
    cache.invalidate(1);
    await cache.get(1, '1:pickup', load(1));
    await cache.get(2, '4:pickup', load(4));
    expect(loads).toBe(3);
  });

  it('does not keep a menu whose load started before an invalidation', async () => {
    const cache = new MenuCache(clock.now);
    let finish: (menu: Menu) => void = () => undefined;
    const slow = cache.get(1, '1:pickup', () => new Promise<Menu>((resolve) => (finish = resolve)));
    cache.invalidate(1);
    finish(menuOf(1));
    await expect(slow).resolves.toEqual(menuOf(1));
    await cache.get(1, '1:pickup', load(1));
    expect(loads).toBe(1);
  });
});
