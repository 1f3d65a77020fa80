import { COUNTRIES, addDays, firstTimeZone, toMinor, type CountryCode } from '@storefront/shared/contracts';
import type { Queryable } from '../../db/db';
import { localDay } from '@storefront/shared/contracts';
import { periodStart } from '../../reservations/slot-computation';
import type { DemoReservationBranch, DemoReservationSetup } from './demo-reservations';

const insertBranch = async (tx: Queryable, tenantId: number, branchId: number, setup: DemoReservationBranch) => {
  const s = setup.settings;
  await tx.query(
    `INSERT INTO reservation_settings (tenant_id, branch_id, person_count_from, person_count_to, maximum_duration, hold_minutes, table_minutes,
                                       no_show_minutes, refund_hours, change_hours) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      tenantId,
      branchId,
      s.person_count_from,
      s.person_count_to,
      s.maximum_duration,
      s.hold_minutes,
      s.table_minutes,
      s.no_show_minutes,
      s.refund_hours,
      s.change_hours,
    ],
  );
  for (const [sort, section] of setup.sections.entries()) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO reservation_sections (tenant_id, branch_id, name_ar, name_en, sort) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [tenantId, branchId, section.names.ar, section.names.en, sort],
    );
    if (!row) continue;
    for (const table of section.tables) {
      await tx.query('INSERT INTO reservation_tables (tenant_id, section_id, name, seats) VALUES ($1, $2, $3, $4)', [
        tenantId,
        row.id,
        table.name,
        table.seats,
      ]);
    }
    for (const period of section.periods) {
      await tx.query('INSERT INTO reservation_periods (tenant_id, section_id, time, next_day, cost_minor) VALUES ($1, $2, $3, $4, $5)', [
        tenantId,
        row.id,
        period.time.replace('+', ''),
        period.time.endsWith('+'),
        toMinor(period.cost),
      ]);
    }
  }
};

/** Every table of the branch taken from noon to midnight on `day` by the tenant's first customer (confirmed, by phone). */
const fillDay = async (tx: Queryable, tenantId: number, branchId: number, country: CountryCode, day: string) => {
  const [customer] = await tx.query<{ id: number }>('SELECT id FROM customers WHERE tenant_id = $1 ORDER BY id LIMIT 1', [tenantId]);
  if (!customer) return;
  const tables = await tx.query<{ id: number; section_id: number; seats: number }>(
    `SELECT t.id, t.section_id, t.seats FROM reservation_tables t JOIN reservation_sections s ON s.tenant_id = t.tenant_id AND s.id = t.section_id
      WHERE t.tenant_id = $1 AND s.branch_id = $2`,
    [tenantId, branchId],
  );
  const timeZone = firstTimeZone(country);
  const start = periodStart(day, '12:00', false, timeZone);
  const end = periodStart(day, '00:00', true, timeZone);
  for (const table of tables) {
    await tx.query(
      `INSERT INTO reservations (tenant_id, branch_id, customer_id, section_id, table_id, status, action, starts_at, ends_at, day, time, is_next_day,
                                 guests_count, cost_minor, currency, name, source, hold_expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'confirmed', 'confirm', $6, $7, $8, '12:00', false, $9, 0, $10, 'Private event', 'phone', $6, $6, $6)`,
      [tenantId, branchId, customer.id, table.section_id, table.id, start, end, day, table.seats, COUNTRIES[country].currency],
    );
  }
};

/** Reservation settings, sections, tables and periods of the tenant's branches, its cancellation reasons and messaging credit. */
export const insertDemoReservations = async (
  tx: Queryable,
  tenantId: number,
  country: CountryCode,
  setup: DemoReservationSetup,
  today: Date,
): Promise<void> => {
  for (const branch of setup.branches) {
    const [row] = await tx.query<{ id: number }>('SELECT id FROM branches WHERE tenant_id = $1 AND name_en = $2', [
      tenantId,
      branch.branch,
    ]);
    if (!row) continue;
    await insertBranch(tx, tenantId, row.id, branch);
    if (branch.fullyBookedInDays !== undefined)
      await fillDay(tx, tenantId, row.id, country, addDays(localDay(today, firstTimeZone(country)), branch.fullyBookedInDays));
  }
  for (const [sort, reason] of setup.cancellationReasons.entries()) {
    await tx.query('INSERT INTO reservation_cancellation_reasons (tenant_id, name_ar, name_en, sort) VALUES ($1, $2, $3, $4)', [
      tenantId,
      reason.ar,
      reason.en,
      sort,
    ]);
  }
  await tx.query('INSERT INTO sms_credits (tenant_id, balance) VALUES ($1, $2) ON CONFLICT (tenant_id) DO NOTHING', [
    tenantId,
    setup.smsCredit,
  ]);
};
