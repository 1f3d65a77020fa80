import type { CountryCode, LocalizedText, RefundDestination, ReservationStatus } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import type { TakenTable } from './slot-computation';

export interface ReservationRow {
  id: number;
  tenant_id: number;
  branch_id: number;
  customer_id: number;
  section_id: number;
  table_id: number;
  status: ReservationStatus;
  action: string | null;
  starts_at: Date;
  ends_at: Date;
  day: string;
  time: string;
  is_next_day: boolean;
  guests_count: number;
  cost_minor: number;
  currency: string;
  name: string;
  email: string;
  country_code: CountryCode | null;
  phone: string;
  note: string;
  event_id: number | null;
  allergen_ids: number[];
  source: string;
  hold_expires_at: Date;
  paid_at: Date | null;
  refunded_at: Date | null;
  /** The deposit given back (minor units), with refunded_at, and where to. */
  refund_minor: number | null;
  refund_destination: RefundDestination | null;
  send_notification: boolean;
  cancellation_reason: string | null;
  created_at: Date;
}

/** A reservation with the names it is shown with, and its branch's refund rule (null: the branch no longer takes reservations). */
export interface ReservationView extends ReservationRow {
  branch_name: LocalizedText;
  area_name: LocalizedText;
  table_name: string;
  refund_hours: number | null;
  /** The tenant's `payment.refund_destination` setting, as stored (`refundDestinationOf` reads it). */
  refund_destination_setting: string | null;
}

const SELECT_VIEW = `
  SELECT r.*, json_build_object('ar', b.name_ar, 'en', b.name_en) AS branch_name,
         json_build_object('ar', s.name_ar, 'en', s.name_en) AS area_name, t.name AS table_name,
         rs.refund_hours,
         (SELECT value FROM settings WHERE tenant_id = r.tenant_id AND key = 'payment.refund_destination') AS refund_destination_setting
    FROM reservations r
    JOIN branches b ON b.tenant_id = r.tenant_id AND b.id = r.branch_id
    JOIN reservation_sections s ON s.tenant_id = r.tenant_id AND s.id = r.section_id
    JOIN reservation_tables t ON t.tenant_id = r.tenant_id AND t.id = r.table_id
    LEFT JOIN reservation_settings rs ON rs.tenant_id = r.tenant_id AND rs.branch_id = r.branch_id`;

/** A reservation of the tenant; of that customer only when `customerId` is given. */
export const findReservation = async (
  db: Queryable,
  tenantId: number,
  id: number,
  customerId: number | null = null,
): Promise<ReservationView | null> => {
  const [row] = await db.query<ReservationView>(
    `${SELECT_VIEW} WHERE r.tenant_id = $1 AND r.id = $2 AND ($3::int IS NULL OR r.customer_id = $3)`,
    [tenantId, id, customerId],
  );
  return row ?? null;
};

/** The customer's reservations starting from `now` on (upcoming) or before it (past). */
export const listCustomerReservations = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  when: 'upcoming' | 'past',
  now: Date,
): Promise<ReservationView[]> =>
  db.query<ReservationView>(
    `${SELECT_VIEW} WHERE r.tenant_id = $1 AND r.customer_id = $2 AND ${when === 'upcoming' ? 'r.starts_at >= $3' : 'r.starts_at < $3'}
       AND NOT (r.status IN ('pending', 'pending_payment') AND r.hold_expires_at <= $3)
     ORDER BY r.starts_at ${when === 'upcoming' ? 'ASC' : 'DESC'} LIMIT 50`,
    [tenantId, customerId, now],
  );

/** The customer's newest reservation still holding its table (of that branch when given). */
export const findUnfinished = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  branchId: number | null,
  now: Date,
): Promise<ReservationView | null> => {
  const [row] = await db.query<ReservationView>(
    `${SELECT_VIEW} WHERE r.tenant_id = $1 AND r.customer_id = $2 AND ($3::int IS NULL OR r.branch_id = $3)
       AND r.status IN ('pending', 'pending_payment') AND r.hold_expires_at > $4 ORDER BY r.id DESC LIMIT 1`,
    [tenantId, customerId, branchId, now],
  );
  return row ?? null;
};

/** The branch's tables taken around `from`..`to`: confirmed or seated, or still held. */
export const takenTables = async (
  db: Queryable,
  tenantId: number,
  branchId: number,
  from: Date,
  to: Date,
  now: Date,
): Promise<TakenTable[]> =>
  db.query<TakenTable>(
    `SELECT table_id, starts_at, ends_at FROM reservations
      WHERE tenant_id = $1 AND branch_id = $2 AND starts_at < $4 AND ends_at > $3
        AND (status IN ('confirmed', 'seated') OR (status IN ('pending', 'pending_payment') AND hold_expires_at > $5))`,
    [tenantId, branchId, from, to, now],
  );

/** The reservations of a branch's local day, for the staff. */
export const listBranchDay = async (db: Queryable, tenantId: number, branchId: number, day: string): Promise<ReservationView[]> =>
  db.query<ReservationView>(`${SELECT_VIEW} WHERE r.tenant_id = $1 AND r.branch_id = $2 AND r.day = $3 ORDER BY r.starts_at, r.id`, [
    tenantId,
    branchId,
    day,
  ]);

/** Holds not confirmed in time become `cancelled` (their table is free already): answers the ones that moved. */
export const expireHolds = async (db: Queryable, tenantId: number, now: Date, id: number | null = null): Promise<ReservationRow[]> =>
  db.query<ReservationRow>(
    `UPDATE reservations SET status = 'cancelled', action = 'expire', cancellation_reason = 'hold_expired', updated_at = $2
      WHERE tenant_id = $1 AND ($3::int IS NULL OR id = $3) AND status IN ('pending', 'pending_payment') AND hold_expires_at <= $2
        AND paid_at IS NULL
      RETURNING *`,
    [tenantId, now, id],
  );

export const insertNote = async (
  db: Queryable,
  tenantId: number,
  reservationId: number,
  author: 'customer' | 'staff' | 'system',
  text: string,
  now: Date,
): Promise<void> => {
  await db.query('INSERT INTO reservation_notes (tenant_id, reservation_id, author, text, created_at) VALUES ($1, $2, $3, $4, $5)', [
    tenantId,
    reservationId,
    author,
    text,
    now,
  ]);
};

export const listNotes = async (db: Queryable, tenantId: number, reservationId: number) =>
  db.query<{ author: 'customer' | 'staff' | 'system'; text: string; created_at: Date }>(
    'SELECT author, text, created_at FROM reservation_notes WHERE tenant_id = $1 AND reservation_id = $2 ORDER BY id',
    [tenantId, reservationId],
  );

/** The tenants with a hold that has run out and is not closed yet (the hold sweep's work). */
export const findTenantsWithExpiredHolds = async (db: Queryable, now: Date): Promise<{ id: number; name: string }[]> =>
  db.query<{ id: number; name: string }>(
    `SELECT t.id, t.name FROM tenants t
      WHERE EXISTS (SELECT 1 FROM reservations r WHERE r.tenant_id = t.id AND r.status IN ('pending', 'pending_payment')
                       AND r.hold_expires_at <= $1 AND r.paid_at IS NULL)`,
    [now],
  );
