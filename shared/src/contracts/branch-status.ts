import type { BranchStatus, WorkingHours } from './branch';

/** The switches of a branch that decide its status besides its working hours. */
export interface BranchStatusFlags {
  busy: boolean;
  manually_closed: boolean;
  asap_allowed: boolean;
  schedule_allowed: boolean;
}

/** A moment as a clock on the wall of a time zone shows it: weekday (0 = Sunday) and minutes since midnight. */
export interface WallClock {
  weekday: number;
  minutes: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The weekday and time of day of `at` in `timeZone` (an IANA name such as `Asia/Riyadh`). */
export const wallClock = (at: Date, timeZone: string): WallClock => {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { weekday: WEEKDAYS.indexOf(parts.weekday ?? ''), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
};

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
 * The status of docs/storefront-spec.md §4 at `at`. Open now means within a period and not manually closed.
 * Open now: `busy` or `open` when orders for now are allowed, else `scheduled_only` when scheduled
 * orders are. Closed now: `preorder` when scheduled orders are allowed. Otherwise `closed`.
 */
export const branchStatus = (branch: BranchStatusFlags, hours: readonly WorkingHours[], at: Date, timeZone: string): BranchStatus => {
  const openNow = !branch.manually_closed && isWithinWorkingHours(hours, at, timeZone);
  if (openNow && branch.asap_allowed) return branch.busy ? 'busy' : 'open';
  if (branch.schedule_allowed) return openNow ? 'scheduled_only' : 'preorder';
  return 'closed';
};
