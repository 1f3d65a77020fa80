import type { Menu } from '@storefront/shared/contracts';
import { createTestClock } from '../testing/test-clock';
import { TenantRowCache } from '../tenancy/tenant-row-cache';
import { AnswerCache } from './answer-cache';
import { ANSWERS_INVALIDATED_MESSAGE, shareAnswerInvalidation } from './shared-answer-invalidation';

/** A stand-in for the realtime of one instance: what it sends to the others, and a way to receive. */
const fakeInstances = () => {
  const sent: Array<{ message: string; payload: unknown }> = [];
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    sent,
    receive: (message: string, payload: unknown) => handlers.get(message)?.(payload),
    realtime: {
      toOtherInstances: (message: string, payload: Record<string, unknown>) => sent.push({ message, payload }),
      onInstanceMessage: (message: string, handler: (payload: unknown) => void) => handlers.set(message, handler),
    },
  };
};

describe('shareAnswerInvalidation', () => {
  const clock = createTestClock('2025-01-08T17:00:00Z');
  let loads: number;
  const cachedLoad = (cache: AnswerCache, tenantId: number) =>
    cache.get(tenantId, '1:pickup', async () => {
      loads += 1;
      return { branch_id: 1, order_type: 'pickup', currency: 'SAR', groups: [] } satisfies Menu;
    });

  beforeEach(() => {
    loads = 0;
  });

  it('empties this instance cache and tells the other instances', async () => {
    const instances = fakeInstances();
    const cache = new AnswerCache(clock.now);
    const invalidateAnswers = shareAnswerInvalidation({ answers: cache, tenants: new TenantRowCache(clock.now) }, instances.realtime);
    await cachedLoad(cache, 1);
    invalidateAnswers(1);
    await cachedLoad(cache, 1);
    expect(loads).toBe(2);
    expect(instances.sent).toEqual([{ message: ANSWERS_INVALIDATED_MESSAGE, payload: { tenant_id: 1 } }]);
  });

  it('empties the tenant cache when another instance says its menu changed, and ignores a malformed message', async () => {
    const instances = fakeInstances();
    const cache = new AnswerCache(clock.now);
    shareAnswerInvalidation({ answers: cache, tenants: new TenantRowCache(clock.now) }, instances.realtime);
    await cachedLoad(cache, 1);
    await cachedLoad(cache, 2);
    instances.receive(ANSWERS_INVALIDATED_MESSAGE, { tenant_id: '1' });
    instances.receive(ANSWERS_INVALIDATED_MESSAGE, null);
    await cachedLoad(cache, 1);
    expect(loads).toBe(2);
    instances.receive(ANSWERS_INVALIDATED_MESSAGE, { tenant_id: 1 });
    await cachedLoad(cache, 1);
    await cachedLoad(cache, 2);
    expect(loads).toBe(3);
    expect(instances.sent).toEqual([]);
  });
});
