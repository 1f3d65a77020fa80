import type { BranchStatus, WorkingHours } from './branch';
import { wallClock, type WallClock } from './wall-clock';

/** The switches of a branch that decide its status besides its working hours. */
export interface BranchStatusFlags {
  busy: boolean;
  manually_closed: boolean;
  asap_allowed: boolean;
  schedule_allowed: boolean;
}

/** `HH:MM` as minutes since midnight (`24:00` is 1440). */
const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Whether one period covers the wall-clock moment. A period whose closing time is not after its
 * opening time passes midnight: it opens on its weekday and closes on the next one (00:00-00:00 is
 * a whole day).
 */
const periodCovers = (period: WorkingHours, { weekday, minutes }: WallClock): boolean => {
  const opens = minutesOf(period.opens);
  const closes = minutesOf(period.closes);
  if (closes > opens) return period.weekday === weekday && minutes >= opens && minutes < closes;
  const nextDay = (period.weekday + 1) % 7;
  return (period.weekday === weekday && minutes >= opens) || (nextDay === weekday && minutes < closes);
};

/** Whether the working hours cover `at` in the branch's time zone. */
export const isWithinWorkingHours = (hours: readonly WorkingHours[], at: Date, timeZone: string): boolean => {
  const now = wallClock(at, timeZone);
  return hours.some((period) => periodCovers(period, now));
};

/**
 * The status of docs/specification.md §4 at `at`. Open now means within a period and not manually closed.
 * Open now: `busy` or `open` when orders for now are allowed, else `scheduled_only` when scheduled
 * orders are. Closed now: `preorder` when scheduled orders are allowed. Otherwise `closed`.
 */
export const branchStatus = (branch: BranchStatusFlags, hours: readonly WorkingHours[], at: Date, timeZone: string): BranchStatus => {
  const openNow = !branch.manually_closed && isWithinWorkingHours(hours, at, timeZone);
  if (openNow && branch.asap_allowed) return branch.busy ? 'busy' : 'open';
  if (branch.schedule_allowed) return openNow ? 'scheduled_only' : 'preorder';
  return 'closed';
};
