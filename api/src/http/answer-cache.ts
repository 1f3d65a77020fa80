import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';

/** How long a cached answer is sent at most: the bound on staleness should an invalidation from another instance be lost. */
export const ANSWER_CACHE_TTL_MS = 60_000;

/**
 * Answers one tenant keeps at once; past it the least recently used one goes. Routes key answers by
 * known values only (a branch that exists, a settings selection or banner place the storefront asks
 * for) and answer any other query without keeping it, so a visitor's made-up queries never take a place.
 */
export const MAX_ANSWERS_PER_TENANT = 200;

interface KeptAnswer {
  answer: unknown;
  loadedAt: number;
}

/** One tenant's answers: those kept, and those still loading (shared by parallel requests, kept once loaded). */
interface TenantAnswers {
  kept: LRUCache<string, KeptAnswer>;
  loading: Map<string, Promise<unknown>>;
}

/**
 * Answers of the first visit (menus, settings, banners) kept in memory per tenant and key until the
 * tenant's content changes, and at most `ttlMs`. Parallel requests for a missing answer share one
 * load; a load that fails is forgotten and never takes a place; a load that started before an
 * invalidation is answered to its callers but not kept. The cache is per api instance:
 * `shareAnswerInvalidation` empties the others'.
 */
export class AnswerCache {
  private readonly tenants = new Map<number, TenantAnswers>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number = ANSWER_CACHE_TTL_MS,
    private readonly maxPerTenant: number = MAX_ANSWERS_PER_TENANT,
  ) {}

  /** The answer under `key`; each kind of answer (a prepared menu, an e-menu part) keeps keys of its own prefix. */
  get<T>(tenantId: number, key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock().getTime();
    const answers = this.answersOf(tenantId);
    const kept = answers.kept.get(key);
    // An answer from the future (the clock was set back) is as stale as an old one.
    if (kept && now >= kept.loadedAt && now - kept.loadedAt < this.ttlMs) return Promise.resolve(kept.answer as T);
    const loading = answers.loading.get(key);
    if (loading) return loading as Promise<T>;
    const answer = load();
    answers.loading.set(key, answer);
    const settled = () => {
      if (answers.loading.get(key) === answer) answers.loading.delete(key);
    };
    answer.then((loaded) => {
      settled();
      if (this.tenants.get(tenantId) === answers) answers.kept.set(key, { answer: loaded, loadedAt: now }, { start: now });
    }, settled);
    return answer;
  }

  /** Forgets the tenant's answers, those still loading included (their maps are dropped). */
  invalidate(tenantId: number): void {
    this.tenants.delete(tenantId);
  }

  private answersOf(tenantId: number): TenantAnswers {
    const existing = this.tenants.get(tenantId);
    if (existing) return existing;
    const answers: TenantAnswers = {
      kept: new LRUCache<string, KeptAnswer>({
        max: this.maxPerTenant,
        ttl: this.ttlMs,
        // The api's clock (tests move it), read on every check.
        perf: { now: () => this.clock().getTime() },
        ttlResolution: 0,
      }),
      loading: new Map(),
    };
    this.tenants.set(tenantId, answers);
    return answers;
  }
}
