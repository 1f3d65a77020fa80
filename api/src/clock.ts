/** The current time. The api reads every "now" through one clock so tests can move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * A clock that starts at `start` and runs at the normal pace from there. The browser tests use it
 * (`API_CLOCK_START`) so branch states do not depend on the hour the suite happens to run.
 */
export const clockStartingAt = (start: Date, now: () => number = Date.now): Clock => {
  const offset = start.getTime() - now();
  return () => new Date(now() + offset);
};
