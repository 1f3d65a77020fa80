import type { Clock } from '../clock';

/** How long a cached answer is sent at most: the bound on staleness should an invalidation from another instance be lost. */
export const ANSWER_CACHE_TTL_MS = 60_000;

/** Answers one tenant may have cached at once (a query names its settings groups: the keys are the client's to choose). */
const MAX_ANSWERS_PER_TENANT = 200;

interface CachedAnswer {
  answer: Promise<unknown>;
  loadedAt: number;
}

/**
 * Answers of the first visit (menus, settings, banners) kept in memory per tenant and key until the
 * tenant's content changes, and at most `ttlMs`. Parallel requests for a missing answer share one
 * load; a load that fails is forgotten; a load that started before an invalidation is answered to
 * its callers but not kept. The cache is per api instance: `shareAnswerInvalidation` empties the others'.
 */
export class AnswerCache {
  private readonly answers = new Map<number, Map<string, CachedAnswer>>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number = ANSWER_CACHE_TTL_MS,
  ) {}

  /** The answer under `key`; each kind of answer (a prepared menu, an e-menu part) keeps keys of its own prefix. */
  get<T>(tenantId: number, key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock().getTime();
    const tenantAnswers = this.answers.get(tenantId) ?? new Map<string, CachedAnswer>();
    const cached = tenantAnswers.get(key);
    // An answer from the future (the clock was set back) is as stale as an old one.
    if (cached && now >= cached.loadedAt && now - cached.loadedAt < this.ttlMs) return cached.answer as Promise<T>;
    const answer = load();
    if (tenantAnswers.size < MAX_ANSWERS_PER_TENANT || cached) {
      tenantAnswers.set(key, { answer, loadedAt: now });
      this.answers.set(tenantId, tenantAnswers);
      answer.catch(() => {
        if (tenantAnswers.get(key)?.answer === answer) tenantAnswers.delete(key);
      });
    }
    return answer;
  }

  /** Forgets the tenant's answers, those still loading included (their map is dropped). */
  invalidate(tenantId: number): void {
    this.answers.delete(tenantId);
  }
}
