import type { Menu } from '@storefront/shared/contracts';
import { createTestClock } from '../testing/test-clock';
import { ANSWER_CACHE_TTL_MS, AnswerCache } from './answer-cache';

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
});
