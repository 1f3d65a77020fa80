/** At most `max` events in a window of `windowMs` that starts with its first event. */
export interface RateLimit {
  max: number;
  windowMs: number;
}
