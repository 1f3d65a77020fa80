import { isWithinWorkingHours, localDay, localToUtc, type WorkingHours } from '@storefront/shared/contracts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

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
