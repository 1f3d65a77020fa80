import type { Clock } from '../clock';

/** A clock that stands still until the test moves it. */
export interface TestClock {
  now: Clock;
  set(isoDateTime: string): void;
  advance(ms: number): void;
}

export const createTestClock = (isoDateTime: string): TestClock => {
  let current = new Date(isoDateTime);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
};
