import type { ApiErrorCode } from '@storefront/shared/contracts';
import type { RateLimit } from '../http/rate-limit';
import type { Limiter, LimitKey, LimitSlot } from './limiter';

/** One limit a request must fit in, and the code it is refused with when full (a 429's; `human_check_required` for an allowance without the human check, a 428). */
export interface LimitCheck {
  key: LimitKey;
  limit: RateLimit;
  code: ApiErrorCode;
}

export type LimitsAnswer = { taken: true; slots: LimitSlot[] } | { taken: false; code: ApiErrorCode; retryAfterSeconds: number };

/**
 * Takes a slot of every limit in order; when one is full, gives back those taken and answers its code
 * and wait. When one cannot be checked, gives back those taken and throws on (`limits_unavailable`).
 */
export const takeLimits = async (limiter: Limiter, checks: LimitCheck[], now: Date): Promise<LimitsAnswer> => {
  const slots: LimitSlot[] = [];
  for (const { key, limit, code } of checks) {
    const answer = await limiter.take(key, limit, now).catch(async (error: unknown) => {
      await giveBackAll(limiter, slots);
      throw error;
    });
    if (!answer.taken) {
      await giveBackAll(limiter, slots);
      return { taken: false, code, retryAfterSeconds: answer.retryAfterSeconds };
    }
    slots.push(answer.slot);
  }
  return { taken: true, slots };
};

export const giveBackAll = async (limiter: Limiter, slots: LimitSlot[]): Promise<void> => {
  await Promise.all(slots.map((slot) => limiter.giveBack(slot)));
};
