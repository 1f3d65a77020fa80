import { isWithinWorkingHours, localToUtc, wallClock, type WorkingHours } from '@storefront/shared/contracts';
import { nextDays } from './slot-times';

const MINUTE = 60_000;

/** The switches of a branch the estimate reads. */
export interface EstimateBranch {
  preparation_minutes: number;
  busy: boolean;
  busy_extra_minutes: number;
  working_hours: readonly WorkingHours[];
}

/** Minutes the branch takes to prepare an order now: its preparation time, plus the busy extra while busy. */
export const preparationMinutes = (branch: Omit<EstimateBranch, 'working_hours'>): number =>
  branch.preparation_minutes + (branch.busy ? branch.busy_extra_minutes : 0);

/**
 * The one estimate of docs/api.md ("Estimated time"): minutes from the start of the work until the
 * order is ready, or at the door for a delivery (the delivery zone's minutes added). The delivery step,
 * the placement and the operator's accept all use it.
 */
export const estimateMinutes = (branch: Omit<EstimateBranch, 'working_hours'>, deliveryMinutes: number | null): number =>
  preparationMinutes(branch) + (deliveryMinutes ?? 0);

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** `at` when the working hours cover it, else the next opening within a week (`at` when there is none). */
export const openFrom = (hours: readonly WorkingHours[], at: Date, timeZone: string): Date => {
  if (hours.length === 0 || isWithinWorkingHours(hours, at, timeZone)) return at;
  const openings = nextDays(at, timeZone, 8).flatMap((day) => {
    const weekday = wallClock(localToUtc(day, 12 * 60, timeZone), timeZone).weekday;
    return hours.filter((period) => period.weekday === weekday).map((period) => localToUtc(day, minutesOf(period.opens), timeZone));
  });
  const next = openings.filter((opening) => opening > at).sort((a, b) => a.getTime() - b.getTime())[0];
  return next ?? at;
};

/**
 * When an order is expected: `minutes` after the work can start (now, or the branch's next opening
 * when it is closed now), and never before its scheduled time.
 */
export const estimatedAt = ({
  now,
  minutes,
  scheduledAt,
  hours,
  timeZone,
}: {
  now: Date;
  minutes: number;
  scheduledAt: Date | null;
  hours: readonly WorkingHours[];
  timeZone: string;
}): Date => {
  const ready = new Date(openFrom(hours, now, timeZone).getTime() + minutes * MINUTE);
  return scheduledAt && scheduledAt > ready ? scheduledAt : ready;
};
