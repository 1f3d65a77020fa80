import type { RateLimit } from '../http/rate-limit';
import type { Limiter, LimitKey, LimitSlot } from './limiter';

/** One limit a request must fit in, and the message of its 429. */
export interface LimitCheck {
  key: LimitKey;
  limit: RateLimit;
  message: string;
}

export type LimitsAnswer = { taken: true; slots: LimitSlot[] } | { taken: false; message: string; retryAfterSeconds: number };

/** Takes a slot of every limit in order; when one is full, gives back those taken and answers its message and wait. */
export const takeLimits = async (limiter: Limiter, checks: LimitCheck[], now: Date): Promise<LimitsAnswer> => {
  const slots: LimitSlot[] = [];
  for (const { key, limit, message } of checks) {
    const answer = await limiter.take(key, limit, now);
    if (!answer.taken) {
      await giveBackAll(limiter, slots);
      return { taken: false, message, retryAfterSeconds: answer.retryAfterSeconds };
    }
    slots.push(answer.slot);
  }
  return { taken: true, slots };
};

export const giveBackAll = async (limiter: Limiter, slots: LimitSlot[]): Promise<void> => {
  await Promise.all(slots.map((slot) => limiter.giveBack(slot)));
};
