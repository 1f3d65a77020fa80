import { HUMAN_CHECK_REQUIRED, VALIDATION } from '@storefront/shared/contracts';
import { DomainError, type PlainCode } from '../domain/domain-error';
import type { RateLimit } from '../http/rate-limit';
import type { Limiter, LimitKey, LimitSlot } from './limiter';

/** One limit a request must fit in, and the code it is refused with when full (a 429's; `human_check_required` for an allowance without the human check, a 428). */
export interface LimitCheck {
  key: LimitKey;
  limit: RateLimit;
  code: PlainCode;
}

export type LimitsAnswer = { taken: true; slots: LimitSlot[] } | { taken: false; code: PlainCode; retryAfterSeconds: number };

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

/**
 * The refusal of a full limit: its code (a 429's, or `human_check_required`'s 428 for an allowance
 * without the human check), its wait as `Retry-After`, and the answer's extra fields.
 */
export const limitRefusal = (code: PlainCode, retryAfterSeconds: number, details?: Readonly<Record<string, unknown>>): DomainError =>
  code === HUMAN_CHECK_REQUIRED.code ? humanCheckRefusal({ wrongAnswer: false }) : new DomainError(code, { retryAfterSeconds, details });

/** The 428 that asks for the human check; `errors.human_check` when the answer sent was wrong. */
export const humanCheckRefusal = ({ wrongAnswer }: { wrongAnswer: boolean }): DomainError =>
  new DomainError(HUMAN_CHECK_REQUIRED.code, {
    details: { human_check_required: true },
    ...(wrongAnswer ? { errors: { human_check: [VALIDATION.humanCheck] } } : {}),
  });

/** `takeLimits`, refusing when one is full (`limitRefusal`, `details` added to a 429's answer): the slots taken. */
export const takeLimitsOrRefuse = async (
  limiter: Limiter,
  checks: LimitCheck[],
  now: Date,
  details?: (retryAfterSeconds: number) => Readonly<Record<string, unknown>>,
): Promise<LimitSlot[]> => {
  const answer = await takeLimits(limiter, checks, now);
  if (!answer.taken) throw limitRefusal(answer.code, answer.retryAfterSeconds, details?.(answer.retryAfterSeconds));
  return answer.slots;
};

/** One limit's slot, or its refusal (`limitRefusal`). */
export const takeSlotOrRefuse = async (limiter: Limiter, check: LimitCheck, now: Date): Promise<LimitSlot> => {
  const [slot] = await takeLimitsOrRefuse(limiter, [check], now);
  return slot!;
};
