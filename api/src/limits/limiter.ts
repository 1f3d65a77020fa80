import type { RateLimit } from '../http/rate-limit';

/** Whose budget a limit counts: a rule (`password-email`, `otp-ip`...) of a tenant for one subject (an address, a number). */
export interface LimitKey {
  /** 0 for a limit that is no tenant's (operator-key failures). */
  tenantId: number;
  rule: string;
  subject: string;
}

/** A slot taken in a window: the `position`-th of it (1 for the first). */
export interface LimitSlot {
  key: LimitKey;
  position: number;
  windowStart: Date;
}

export type LimitAnswer = { taken: true; slot: LimitSlot } | { taken: false; retryAfterSeconds: number };

/**
 * Rate limits taken atomically before the work they guard: `take` is one conditional write (PostgreSQL
 * upsert, or a redis script so it holds across api instances), so parallel requests can never all pass
 * a count read before any of them is written. A limit that cannot be checked (redis does not answer)
 * throws `limits_unavailable` (503) before the work. `giveBack` returns a slot the work did not use up.
 */
export interface Limiter {
  take(key: LimitKey, limit: RateLimit, now: Date): Promise<LimitAnswer>;
  giveBack(slot: LimitSlot): Promise<void>;
  close(): Promise<void>;
}

/** Seconds from `now` until the window that started at `windowStart` is over (at least 1). */
export const secondsUntilWindowEnds = (windowStart: Date, { windowMs }: RateLimit, now: Date): number =>
  Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
