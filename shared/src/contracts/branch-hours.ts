import type { WorkingHours } from './branch';
import { localDay, localToUtc, wallClock } from './wall-clock';

/** `HH:MM` as minutes since midnight (`24:00` is 1440). */
const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The local calendar day `days` after `day` (YYYY-MM-DD). */
const addDays = (day: string, days: number): string => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

/** One opening period as instants. */
interface Period {
  opens: Date;
  closes: Date;
  /** The period's `opens` as written (`HH:MM`) and its weekday. */
  time: string;
  weekday: number;
}

/** The periods from the day before `at` to a week after it, in time order. */
const periodsAround = (hours: readonly WorkingHours[], at: Date, timeZone: string): Period[] => {
  const today = localDay(at, timeZone);
  const weekday = wallClock(at, timeZone).weekday;
  const periods: Period[] = [];
  for (let offset = -1; offset <= 7; offset += 1) {
    const day = addDays(today, offset);
    const dayWeekday = (((weekday + offset) % 7) + 7) % 7;
    for (const period of hours.filter((hour) => hour.weekday === dayWeekday)) {
      const opens = minutesOf(period.opens);
      const closes = minutesOf(period.closes);
      periods.push({
        opens: localToUtc(day, opens, timeZone),
        // A period whose closing is not after its opening closes on the next day.
        closes: closes > opens ? localToUtc(day, closes, timeZone) : localToUtc(addDays(day, 1), closes, timeZone),
        time: period.opens,
        weekday: dayWeekday,
      });
    }
  }
  return periods.sort((a, b) => a.opens.getTime() - b.opens.getTime());
};

/**
 * The next moment after `at` where the working hours open or close: where a branch's state (open,
 * preorder, closed) can change without anyone touching it. Null when the hours never change it.
 */
export const nextHoursBoundary = (hours: readonly WorkingHours[], at: Date, timeZone: string): Date | null => {
  const later = periodsAround(hours, at, timeZone)
    .flatMap((period) => [period.opens, period.closes])
    .filter((moment) => moment.getTime() > at.getTime());
  return later.reduce<Date | null>((first, moment) => (first === null || moment < first ? moment : first), null);
};

/** When a branch opens next. */
export interface NextOpening {
  /** The moment it opens. */
  opens: Date;
  /** `HH:MM` as the working hours say it. */
  time: string;
  /** 0 = Sunday. */
  weekday: number;
  /** Whether it opens on the same local day as `at`. */
  today: boolean;
}

/**
 * When the working hours next open after `at`, within a week, or null: none, or they cover `at`
 * (open already).
 */
export const nextOpening = (hours: readonly WorkingHours[], at: Date, timeZone: string): NextOpening | null => {
  const periods = periodsAround(hours, at, timeZone);
  if (periods.some((period) => period.opens <= at && at < period.closes)) return null;
  const next = periods.find((period) => period.opens > at);
  if (!next) return null;
  return { opens: next.opens, time: next.time, weekday: next.weekday, today: localDay(next.opens, timeZone) === localDay(at, timeZone) };
};
