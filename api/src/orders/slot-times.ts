import { isWithinWorkingHours, type WorkingHours } from '@storefront/shared/contracts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const formatters = new Map<string, Intl.DateTimeFormat>();

const partsFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
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

const wallParts = (at: Date, timeZone: string): { day: string; minutes: number; asUtc: number } => {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const [year, month, day, hour, minute] = [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: hour * 60 + minute,
    asUtc: Date.UTC(year, month - 1, day, hour, minute),
  };
};

/** The local calendar day (YYYY-MM-DD) of an instant. */
export const localDay = (at: Date, timeZone: string): string => wallParts(at, timeZone).day;

/** The instant a wall clock of `timeZone` shows `minutes` after midnight of `day` (YYYY-MM-DD). */
export const localToUtc = (day: string, minutes: number, timeZone: string): Date => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, date, 0, minutes);
  let at = guess;
  for (let pass = 0; pass < 2; pass += 1) {
    const offset = wallParts(new Date(at), timeZone).asUtc - at;
    at = guess - offset;
  }
  return new Date(at);
};

/** `days` local days from today's, as YYYY-MM-DD. */
export const nextDays = (now: Date, timeZone: string, days: number): string[] => {
  const today = localToUtc(localDay(now, timeZone), 12 * 60, timeZone);
  return Array.from({ length: days }, (_, index) => localDay(new Date(today.getTime() + index * DAY), timeZone));
};

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface CandidateSlot {
  period: string;
  ends: string;
  startsAt: Date;
}

/**
 * The slots of a local day: every `slotMinutes` from midnight whose whole length the working hours
 * cover (periods past midnight included), starting no sooner than `earliest`.
 */
export const candidateSlots = (
  day: string,
  hours: readonly WorkingHours[],
  timeZone: string,
  slotMinutes: number,
  earliest: Date,
): CandidateSlot[] => {
  const slots: CandidateSlot[] = [];
  for (let start = 0; start + slotMinutes <= 24 * 60; start += slotMinutes) {
    const startsAt = localToUtc(day, start, timeZone);
    if (startsAt < earliest) continue;
    const lastMinute = new Date(startsAt.getTime() + (slotMinutes - 1) * MINUTE);
    const middle = new Date(startsAt.getTime() + Math.floor(slotMinutes / 2) * MINUTE);
    if (![startsAt, middle, lastMinute].every((at) => isWithinWorkingHours(hours, at, timeZone))) continue;
    slots.push({ period: hhmm(start), ends: hhmm(start + slotMinutes), startsAt });
  }
  return slots;
};
