/** At most `max` events in any `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** How many events fell in the current window, and when the oldest of them happened. */
export interface WindowUsage {
  count: number;
  oldest: Date | null;
}

/** Seconds until one more event is allowed (0: allowed now). */
export const retryAfterSeconds = ({ max, windowMs }: RateLimit, { count, oldest }: WindowUsage, now: Date): number => {
  if (count < max || oldest === null) return 0;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
};

/** The start of the window ending at `now`. */
export const windowStart = ({ windowMs }: RateLimit, now: Date): Date => new Date(now.getTime() - windowMs);
