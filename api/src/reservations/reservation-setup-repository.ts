import type { LocalizedText } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

/** A branch's reservation settings as stored (minutes and hours as integers). */
export interface SettingsRow {
  branch_id: number;
  person_count_from: number;
  person_count_to: number;
  maximum_duration: number;
  hold_minutes: number;
  table_minutes: number;
  no_show_minutes: number;
  refund_hours: number;
  /** Until how many hours before the time customers may change a confirmed booking; null: no changes. */
  change_hours: number | null;
}

export interface SectionSetup {
  id: number;
  names: LocalizedText;
  tables: { id: number; name: string; seats: number }[];
  periods: { time: string; next_day: boolean; cost_minor: number }[];
}

/** The branch's settings when it takes reservations (an active branch with settings), else null. */
export const findReservationSettings = async (db: Queryable, tenantId: number, branchId: number): Promise<SettingsRow | null> => {
  const [row] = await db.query<SettingsRow>(
    `SELECT s.* FROM reservation_settings s JOIN branches b ON b.tenant_id = s.tenant_id AND b.id = s.branch_id
      WHERE s.tenant_id = $1 AND s.branch_id = $2 AND b.active`,
    [tenantId, branchId],
  );
  return row ?? null;
};

/** The ids of the tenant's active branches that take reservations. */
export const reservationBranchIds = async (db: Queryable, tenantId: number): Promise<Set<number>> =>
  new Set(
    (await db.query<{ branch_id: number }>('SELECT branch_id FROM reservation_settings WHERE tenant_id = $1', [tenantId])).map(
      (row) => row.branch_id,
    ),
  );

/** The branch's sections with their tables and periods, in order. */
export const findSections = async (db: Queryable, tenantId: number, branchId: number): Promise<SectionSetup[]> => {
  const sections = await db.query<{ id: number; name_ar: string; name_en: string }>(
    'SELECT id, name_ar, name_en FROM reservation_sections WHERE tenant_id = $1 AND branch_id = $2 ORDER BY sort, id',
    [tenantId, branchId],
  );
  const ids = sections.map((section) => section.id);
  const tables = await db.query<{ id: number; section_id: number; name: string; seats: number }>(
    'SELECT id, section_id, name, seats FROM reservation_tables WHERE tenant_id = $1 AND section_id = ANY($2::int[]) ORDER BY seats, id',
    [tenantId, ids],
  );
  const periods = await db.query<{ section_id: number; time: string; next_day: boolean; cost_minor: number }>(
    `SELECT section_id, time, next_day, cost_minor FROM reservation_periods WHERE tenant_id = $1 AND section_id = ANY($2::int[])
      ORDER BY next_day, time`,
    [tenantId, ids],
  );
  return sections.map((section) => ({
    id: section.id,
    names: { ar: section.name_ar, en: section.name_en },
    tables: tables.filter((table) => table.section_id === section.id).map(({ id, name, seats }) => ({ id, name, seats })),
    periods: periods
      .filter((period) => period.section_id === section.id)
      .map(({ time, next_day, cost_minor }) => ({ time, next_day, cost_minor })),
  }));
};

export const listCancellationReasons = async (db: Queryable, tenantId: number): Promise<{ id: number; names: LocalizedText }[]> =>
  (
    await db.query<{ id: number; name_ar: string; name_en: string }>(
      'SELECT id, name_ar, name_en FROM reservation_cancellation_reasons WHERE tenant_id = $1 ORDER BY sort, id',
      [tenantId],
    )
  ).map((row) => ({ id: row.id, names: { ar: row.name_ar, en: row.name_en } }));

/** The tenant's messaging credit: SMS are sent only while it is above 0 (no row: 0). */
export const smsBalance = async (db: Queryable, tenantId: number): Promise<number> => {
  const [row] = await db.query<{ balance: number }>('SELECT balance FROM sms_credits WHERE tenant_id = $1', [tenantId]);
  return row?.balance ?? 0;
};

/** Takes one message from the credit; false when there is none left. */
export const takeSmsCredit = async (db: Queryable, tenantId: number): Promise<boolean> =>
  (await db.query('UPDATE sms_credits SET balance = balance - 1 WHERE tenant_id = $1 AND balance > 0 RETURNING balance', [tenantId]))
    .length > 0;
