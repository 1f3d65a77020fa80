import { fromMinor } from '@storefront/shared/contracts';
import type { ReservationSection } from '@storefront/shared/contracts';
import { localToUtc } from '@storefront/shared/contracts';
import type { SectionSetup } from './reservation-setup-repository';

const MINUTE = 60_000;

/** A table taken from `starts_at` to `ends_at` (a confirmed reservation, or one whose hold is still running). */
export interface TakenTable {
  table_id: number;
  starts_at: Date;
  ends_at: Date;
}

/** The instant a period starts on `day` (its next day when `next_day`), in the branch's time zone. */
export const periodStart = (day: string, time: string, nextDay: boolean, timeZone: string): Date => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return localToUtc(day, hours * 60 + minutes + (nextDay ? 24 * 60 : 0), timeZone);
};

const overlaps = (taken: TakenTable, start: Date, end: Date): boolean => taken.starts_at < end && taken.ends_at > start;

/**
 * The table to give `guests` at `start` in the section: the smallest free one that seats them
 * (leaving the larger ones to larger parties), or null.
 */
export const freeTable = (
  section: Pick<SectionSetup, 'tables'>,
  guests: number,
  start: Date,
  tableMinutes: number,
  taken: readonly TakenTable[],
): { id: number; name: string } | null => {
  const end = new Date(start.getTime() + tableMinutes * MINUTE);
  const table = section.tables.find(
    (candidate) => candidate.seats >= guests && !taken.some((busy) => busy.table_id === candidate.id && overlaps(busy, start, end)),
  );
  return table ? { id: table.id, name: table.name } : null;
};

export interface SlotQuery {
  day: string;
  guests: number;
  now: Date;
  timeZone: string;
  tableMinutes: number;
}

/** Each section with the periods of `day` that still have a free table for the party and have not started. */
export const computeSlots = (
  sections: readonly SectionSetup[],
  taken: readonly TakenTable[],
  { day, guests, now, timeZone, tableMinutes }: SlotQuery,
): ReservationSection[] =>
  sections.map((section) => ({
    id: section.id,
    names: section.names,
    periods: section.periods
      .filter((period) => {
        const start = periodStart(day, period.time, period.next_day, timeZone);
        return start > now && freeTable(section, guests, start, tableMinutes, taken) !== null;
      })
      .map((period) => ({ time: period.time, cost: fromMinor(period.cost_minor).toFixed(2), is_next_day: period.next_day })),
  }));
