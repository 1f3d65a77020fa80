import { createTestClock } from '../testing/test-clock';
import { MAX_TENANT_ROWS, TenantRowCache } from './tenant-row-cache';
import type { TenantRow } from './tenant-repository';

const rowOf = (name: string, id = 1): TenantRow => ({
  id,
  name,
  country: 'SA',
  logo: '',
  title_ar: name,
  title_en: name,
  app_token: `${name}-token`,
  domain: `${name}.localhost`,
  default_language: 'ar',
});

/** A load the test settles, counting how often it was asked. */
const heldLoad = () => {
  let settle: (row: TenantRow | null) => void = () => undefined;
  const load = jest.fn(() => new Promise<TenantRow | null>((resolve) => (settle = resolve)));
  return { load, settle: (row: TenantRow | null) => settle(row) };
};

describe('tenant rows kept for authentication', () => {
  const clock = createTestClock('2026-12-02T09:00:00Z');

  it('parallel requests of a tenant not kept share one query, and the next ones ask none until the time to live ends', async () => {
    const cache = new TenantRowCache(clock.now, 60_000);
    const { load, settle } = heldLoad();
    const answers = Promise.all([cache.get('sufra', load), cache.get('sufra', load)]);
    settle(rowOf('sufra'));
    expect(await answers).toEqual([rowOf('sufra'), rowOf('sufra')]);
    expect(await cache.get('sufra', load)).toEqual(rowOf('sufra'));
    expect(load).toHaveBeenCalledTimes(1);

    clock.advance(60_001);
    const again = cache.get('sufra', load);
    settle(rowOf('sufra', 2));
    expect(await again).toEqual(rowOf('sufra', 2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an unknown name is answered null and never kept, so made-up names take no place', async () => {
    const cache = new TenantRowCache(clock.now);
    const unknown = jest.fn(async () => null);
    for (let index = 0; index < MAX_TENANT_ROWS + 5; index += 1) expect(await cache.get(`made-up-${index}`, unknown)).toBeNull();
    expect(await cache.get('made-up-0', unknown)).toBeNull();
    expect(unknown).toHaveBeenCalledTimes(MAX_TENANT_ROWS + 6);
  });

  it('keeps at most MAX_TENANT_ROWS tenants: past it the least recently used one is asked again', async () => {
    const cache = new TenantRowCache(clock.now);
    const load = jest.fn(async () => rowOf('any'));
    for (let index = 0; index <= MAX_TENANT_ROWS; index += 1) await cache.get(`tenant-${index}`, load);
    expect(load).toHaveBeenCalledTimes(MAX_TENANT_ROWS + 1);
    await cache.get(`tenant-${MAX_TENANT_ROWS}`, load);
    expect(load).toHaveBeenCalledTimes(MAX_TENANT_ROWS + 1);
    await cache.get('tenant-0', load);
    expect(load).toHaveBeenCalledTimes(MAX_TENANT_ROWS + 2);
  });

  it('a query running when the cache is emptied still answers its request, and what it read is not kept', async () => {
    const cache = new TenantRowCache(clock.now);
    const { load, settle } = heldLoad();
    const running = cache.get('sufra', load);
    cache.invalidate();
    settle(rowOf('sufra'));
    expect(await running).toEqual(rowOf('sufra'));
    const fresh = jest.fn(async () => rowOf('sufra', 3));
    expect(await cache.get('sufra', fresh)).toEqual(rowOf('sufra', 3));
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('a failed query is not kept: the next request asks again', async () => {
    const cache = new TenantRowCache(clock.now);
    await expect(cache.get('sufra', () => Promise.reject(new Error('database unavailable')))).rejects.toThrow('database unavailable');
    expect(await cache.get('sufra', async () => rowOf('sufra'))).toEqual(rowOf('sufra'));
  });
});
