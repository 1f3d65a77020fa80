import {
  addDays,
  dayInBounds,
  firstTimeZone,
  guestsInBounds,
  COUNTRIES,
  type CreateReservationBody,
  type ReservationSlots,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { createReservationBodySchema } from '@storefront/shared/contracts';
import { lockBranch } from '../branches/branch-repository';
import { lockCustomer } from '../customers/customer-repository';
import type { Db, Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { localDay } from '@storefront/shared/contracts';
import type { RequestTenant } from '../tenancy/request-tenant';
import { insertReservation, releaseCustomerHolds, takenTables, type ReservationRow } from './reservation-repository';
import { findSections, type SettingsRow } from './reservation-setup-repository';
import { computeSlots, freeTable, periodStart } from './slot-computation';

const MINUTE = 60_000;

export const checkParty = (settings: SettingsRow, day: string, guests: number, now: Date, timeZone: string): void => {
  if (!guestsInBounds(guests, settings)) throw new DomainError('reservation_guests_out_of_range');
  if (!dayInBounds(day, localDay(now, timeZone), settings.maximum_duration)) throw new DomainError('reservation_date_out_of_range');
};

/** The tables taken on `day` and the hours after it (periods after midnight), as the slots and holds see them; `except` a reservation being changed. */
export const takenAround = (
  db: Queryable,
  tenantId: number,
  branchId: number,
  day: string,
  timeZone: string,
  now: Date,
  except: number | null = null,
) =>
  takenTables(
    db,
    tenantId,
    branchId,
    periodStart(addDays(day, -1), '00:00', false, timeZone),
    periodStart(addDays(day, 2), '00:00', false, timeZone),
    now,
    except,
  );

/** The free periods of each section on the day for the party (spec §7 reservations-slots). */
export const findSlots = async (
  db: Db,
  tenant: RequestTenant,
  settings: SettingsRow,
  { date, guests_count }: { date: string; guests_count: number },
  now: Date,
): Promise<ReservationSlots> => {
  const timeZone = firstTimeZone(tenant.country);
  checkParty(settings, date, guests_count, now, timeZone);
  const sections = await findSections(db, tenant.id, settings.branch_id);
  const taken = await takenAround(db, tenant.id, settings.branch_id, date, timeZone, now);
  const answer = computeSlots(sections, taken, { day: date, guests: guests_count, now, timeZone, tableMinutes: settings.table_minutes });
  return { date, sections: answer, fully_booked: answer.every((section) => section.periods.length === 0) };
};

/** What a guest asks to book: a party, a day, a section of the branch and one of its periods. */
interface PeriodChoice {
  date: string;
  time: string;
  is_next_day: boolean;
  area_id: number;
  guests_count: number;
}

/**
 * The section, period and start a booking or a change asks for, checked: a party and day the branch takes,
 * a period of one of its sections, not past (`slot_invalid` otherwise). Whether a table is free is the
 * caller's business, under the branch's lock.
 */
export const chosenPeriod = async (db: Db, tenant: RequestTenant, settings: SettingsRow, body: PeriodChoice, now: Date) => {
  const timeZone = firstTimeZone(tenant.country);
  checkParty(settings, body.date, body.guests_count, now, timeZone);
  const section = (await findSections(db, tenant.id, settings.branch_id)).find((candidate) => candidate.id === body.area_id);
  const period = section?.periods.find((candidate) => candidate.time === body.time && candidate.next_day === body.is_next_day);
  const start = periodStart(body.date, body.time, body.is_next_day, timeZone);
  if (!section || !period || start <= now) throw new DomainError('slot_invalid', { variant: 'reservation' });
  return { timeZone, section, period, start };
};

/** Where and when a booking sits: its section and table, its start and end (the branch's table minutes later), day and party. */
export const bookedSlot = (choice: PeriodChoice, sectionId: number, tableId: number, start: Date, tableMinutes: number) => ({
  section_id: sectionId,
  table_id: tableId,
  starts_at: start,
  ends_at: new Date(start.getTime() + tableMinutes * MINUTE),
  day: choice.date,
  time: choice.time,
  is_next_day: choice.is_next_day,
  guests_count: choice.guests_count,
});

/**
 * Holds a table for the chosen period (status `pending`, until `hold_minutes` from now). Bookings of
 * a branch are taken one at a time under its row lock, and the free table is looked for again under
 * it: of two customers racing for the last table, one gets it and the other is told `slot_invalid`.
 * The customer's earlier unfinished holds are released (one table held per customer, under the
 * customer's row lock so parallel holds at different branches see each other); answers them too.
 */
export const holdTable = async (
  db: Db,
  tenant: RequestTenant,
  customerId: number,
  settings: SettingsRow,
  body: z.output<typeof createReservationBodySchema> & CreateReservationBody,
  now: Date,
): Promise<{ created: ReservationRow; released: ReservationRow[] }> => {
  const { timeZone, section, period, start } = await chosenPeriod(db, tenant, settings, body, now);
  return db.transaction(async (tx) => {
    // The customer first (one live hold per customer, whatever the branch: two holds at two branches would
    // otherwise each miss the other's uncommitted row), then the branch (one free table per racer).
    await lockCustomer(tx, tenant.id, customerId);
    await lockBranch(tx, tenant.id, settings.branch_id);
    const released = await releaseCustomerHolds(tx, tenant.id, customerId, now);
    const taken = await takenAround(tx, tenant.id, settings.branch_id, body.date, timeZone, now);
    const table = freeTable(section, body.guests_count, start, settings.table_minutes, taken);
    if (!table) throw new DomainError('slot_invalid', { variant: 'reservation' });
    const created = await insertReservation(tx, {
      tenant_id: tenant.id,
      branch_id: settings.branch_id,
      customer_id: customerId,
      ...bookedSlot(body, section.id, table.id, start, settings.table_minutes),
      cost_minor: period.cost_minor,
      currency: COUNTRIES[tenant.country].currency,
      source: body.source,
      hold_expires_at: new Date(now.getTime() + settings.hold_minutes * MINUTE),
      created_at: now,
    });
    if (!created) throw new DomainError('slot_invalid', { variant: 'reservation' });
    return { created, released };
  });
};
