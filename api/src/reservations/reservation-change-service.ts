import type { UpdateReservationBody } from '@storefront/shared/contracts';
import { lockBranch } from '../branches/branch-repository';
import { lockCustomer } from '../customers/customer-repository';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { RequestTenant } from '../tenancy/request-tenant';
import { changeable } from './reservation-answer';
import { bookedSlot, chosenPeriod, takenAround } from './reservation-booking-service';
import { findReservation, moveReservation, type ReservationRow } from './reservation-repository';
import type { SettingsRow } from './reservation-setup-repository';
import { freeTable } from './slot-computation';

export type ChangeBody = Extract<UpdateReservationBody, { action: 'change' }> & {
  is_next_day: boolean;
  guests_count: number;
  area_id: number;
};

/**
 * Moves a confirmed reservation to another period and party of its branch (docs/api.md, "Changing a
 * reservation"). Only while the branch takes changes (`change_hours` before the time); the new period
 * must cost the same deposit (a different one is refused: cancel and book again). Under the customer's
 * and then the branch's row lock (the order holds take), the reservation is read again and a free table
 * looked for with its own table left out: of parallel changes and holds for the last table, one gets it.
 * A change never creates a hold, so the customer's one live hold stays the only one.
 */
export const changeReservation = async (
  db: Db,
  tenant: RequestTenant,
  customerId: number,
  row: ReservationRow,
  settings: SettingsRow,
  body: ChangeBody,
  now: Date,
): Promise<ReservationRow> => {
  const { timeZone, section, period, start } = await chosenPeriod(db, tenant, settings, body, now);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, tenant.id, customerId);
    await lockBranch(tx, tenant.id, settings.branch_id);
    const current = await findReservation(tx, tenant.id, row.id, customerId);
    if (!current) throw new DomainError('reservation_not_found');
    if (!changeable(current, now)) throw new DomainError('reservation_change_closed');
    if (period.cost_minor !== current.cost_minor) throw new DomainError('reservation_change_deposit');
    const taken = await takenAround(tx, tenant.id, settings.branch_id, body.date, timeZone, now, current.id);
    const table = freeTable(section, body.guests_count, start, settings.table_minutes, taken);
    if (!table) throw new DomainError('slot_invalid', { variant: 'reservation' });
    const moved = await moveReservation(
      tx,
      current,
      ['confirmed'],
      { ...bookedSlot(body, section.id, table.id, start, settings.table_minutes), action: 'change' },
      now,
    );
    if (!moved) throw new DomainError('reservation_change_closed');
    return moved;
  });
};
