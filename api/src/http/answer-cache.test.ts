import type { Menu } from '@storefront/shared/contracts';
import { createTestClock } from '../testing/test-clock';
import { ANSWER_CACHE_TTL_MS, AnswerCache, MAX_ANSWERS_PER_TENANT } from './answer-cache';

const menuOf = (branchId: number): Menu => ({ branch_id: branchId, order_type: 'pickup', currency: 'SAR', groups: [] });

describe('AnswerCache', () => {
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
    const cache = new AnswerCache(clock.now);
    await cache.get(1, '1:pickup', load(1));
    clock.advance(ANSWER_CACHE_TTL_MS - 1);
    await cache.get(1, '1:pickup', load(1));
    expect(loads).toBe(1);
    clock.advance(1);
    await cache.get(1, '1:pickup', load(1));
    expect(loads).toBe(2);
  });

  it('forgets only the invalidated tenant', async () => {
    const cache = new AnswerCache(clock.now);
    await cache.get(1, '1:pickup', load(1));
    await cache.get(2, '4:pickup', load(4));
    cache.invalidate(1);
    await cache.get(1, '1:pickup', load(1));
    await cache.get(2, '4:pickup', load(4));
    expect(loads).toBe(3);
  });

  it('does not keep a menu whose load started before an invalidation', async () => {
    const cache = new AnswerCache(clock.now);
    let finish: (menu: Menu) => void = () => undefined;
    const slow = cache.get(1, '1:pickup', () => new Promise<Menu>((resolve) => (finish = resolve)));
    cache.invalidate(1);
    finish(menuOf(1));
    await expect(slow).resolves.toEqual(menuOf(1));
    await cache.get(1, '1:pickup', load(1));
    expect(loads).toBe(1);
  });

  it('loads a missing answer once for parallel requests', async () => {
    const cache = new AnswerCache(clock.now);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get(1, '1:pickup', load(1))));
    expect(loads).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('forgets a load that failed, so the next request tries again', async () => {
    const cache = new AnswerCache(clock.now);
    await expect(cache.get(1, '1:pickup', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    await cache.get(1, '1:pickup', load(1));
    expect(loads).toBe(1);
  });
  it(`keeps at most ${MAX_ANSWERS_PER_TENANT} answers of a tenant, the least recently used going first`, async () => {
    const cache = new AnswerCache(clock.now);
    await cache.get(1, 'menu:1:pickup', load(1));
    for (let branch = 2; branch <= MAX_ANSWERS_PER_TENANT; branch += 1) await cache.get(1, `menu:${branch}:pickup`, load(branch));
    // The first menu is used again: the second is now the least recently used.
    await cache.get(1, 'menu:1:pickup', load(1));
    expect(loads).toBe(MAX_ANSWERS_PER_TENANT);
    await cache.get(1, 'menu:one-more:pickup', load(0));
    await cache.get(1, 'menu:1:pickup', load(1));
    expect(loads).toBe(MAX_ANSWERS_PER_TENANT + 1);
    await cache.get(1, 'menu:2:pickup', load(2));
    expect(loads).toBe(MAX_ANSWERS_PER_TENANT + 2);
  });

  it('keeps another tenant’s answers however many one tenant has', async () => {
    const cache = new AnswerCache(clock.now);
    await cache.get(2, '4:pickup', load(4));
    for (let branch = 1; branch <= 2 * MAX_ANSWERS_PER_TENANT; branch += 1) await cache.get(1, `menu:${branch}:pickup`, load(branch));
    await cache.get(2, '4:pickup', load(4));
    expect(loads).toBe(1 + 2 * MAX_ANSWERS_PER_TENANT);
  });

  it('lets failed loads, however many and however parallel, take no place of a kept answer', async () => {
    const cache = new AnswerCache(clock.now);
    await cache.get(1, 'menu:1:pickup', load(1));
    const failures = Array.from({ length: 2 * MAX_ANSWERS_PER_TENANT }, (_, index) =>
      cache.get(1, `menu:${1000 + index}:pickup`, () => Promise.reject(new Error('Branch not found'))).catch(() => 'refused'),
    );
    expect(new Set(await Promise.all(failures))).toEqual(new Set(['refused']));
    await cache.get(1, 'menu:1:pickup', load(1));
    expect(loads).toBe(1);
  });

  it('treats an answer loaded later than now (the clock was set back) as stale', async () => {
    const cache = new AnswerCache(clock.now);
    await cache.get(1, '1:pickup', load(1));
    clock.advance(-1000);
    await cache.get(1, '1:pickup', load(1));
    expect(loads).toBe(2);
  });
});
