/**
 * The tag of a test that spends most of its time waiting out one of the product's timers (the minute
 * between two codes to a number, a reservation's hold, a loading limit): such tests run in their own
 * project beside the others (playwright.config.ts), so their idle minutes do not hold one of the two
 * busy workers.
 */
export const WAITS_OUT_A_TIMER = { tag: '@waits-out-a-timer' };
