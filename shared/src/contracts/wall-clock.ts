/** A moment as the calendar and the clock on a wall of a time zone show it. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
  /** Since midnight. */
  minutes: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// One formatter per time zone: making one costs far more than using it (slot lists ask hundreds of times).
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The calendar day, weekday and time of day of `at` in `timeZone` (an IANA name such as `Asia/Riyadh`). */
export const wallClock = (at: Date, timeZone: string): WallClock => {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** The local calendar day (YYYY-MM-DD) of an instant. */
export const localDay = (at: Date, timeZone: string): string => {
  const { year, month, day } = wallClock(at, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
};

/** The instant a wall clock of `timeZone` shows `minutes` after midnight of `day` (YYYY-MM-DD). */
export const localToUtc = (day: string, minutes: number, timeZone: string): Date => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, date, 0, minutes);
  let at = guess;
  // Two passes settle the zone's offset, also on a day its offset changes.
  for (let pass = 0; pass < 2; pass += 1) {
    const wall = wallClock(new Date(at), timeZone);
    const offset = Date.UTC(wall.year, wall.month - 1, wall.day, 0, wall.minutes) - at;
    at = guess - offset;
  }
  return new Date(at);
};
