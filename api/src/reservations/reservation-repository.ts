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
  /** Until how many hours before the time the customer may change it; null: the branch takes no changes. */
  change_hours: number | null;
  /** The tenant's `payment.refund_destination` setting, as stored (`refundDestinationOf` reads it). */
  refund_destination_setting: string | null;
}

const SELECT_VIEW = `
  SELECT r.*, json_build_object('ar', b.name_ar, 'en', b.name_en) AS branch_name,
         json_build_object('ar', s.name_ar, 'en', s.name_en) AS area_name, t.name AS table_name,
         rs.refund_hours, rs.change_hours,
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

/** The branch's tables taken around `from`..`to`: confirmed or seated, or still held; `except` one reservation (the one being changed). */
export const takenTables = async (
  db: Queryable,
  tenantId: number,
  branchId: number,
  from: Date,
  to: Date,
  now: Date,
  except: number | null = null,
): Promise<TakenTable[]> =>
  db.query<TakenTable>(
    `SELECT table_id, starts_at, ends_at FROM reservations
      WHERE tenant_id = $1 AND branch_id = $2 AND starts_at < $4 AND ends_at > $3 AND ($6::int IS NULL OR id <> $6)
        AND (status IN ('confirmed', 'seated') OR (status IN ('pending', 'pending_payment') AND hold_expires_at > $5))`,
    [tenantId, branchId, from, to, now, except],
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

/** A reservation waiting for its deposit, its hold still running, becomes `confirmed`, paid now; null when it no longer waits. */
export const confirmPaidReservation = async (tx: Queryable, tenantId: number, id: number, now: Date): Promise<ReservationRow | null> => {
  const [confirmed] = await tx.query<ReservationRow>(
    `UPDATE reservations SET status = 'confirmed', action = 'confirm', paid_at = $3, send_notification = true, updated_at = $3
      WHERE tenant_id = $1 AND id = $2 AND status IN ('pending', 'pending_payment') AND paid_at IS NULL AND hold_expires_at > $3 RETURNING *`,
    [tenantId, id, now],
  );
  return confirmed ?? null;
};

/** The reservation keeps what its deposit's refund gave back, when and where to. */
export const markReservationRefunded = async (
  tx: Queryable,
  payment: { tenant_id: number; reservation_id: number; amount_minor: number },
  destination: RefundDestination,
  at: Date,
): Promise<void> => {
  await tx.query('UPDATE reservations SET refunded_at = $3, refund_minor = $4, refund_destination = $5 WHERE tenant_id = $1 AND id = $2', [
    payment.tenant_id,
    payment.reservation_id,
    at,
    payment.amount_minor,
    destination,
  ]);
};

/** Releases the customer's unfinished holds (a new hold replaces them); answers them. */
export const releaseCustomerHolds = (tx: Queryable, tenantId: number, customerId: number, now: Date): Promise<ReservationRow[]> =>
  tx.query<ReservationRow>(
    `UPDATE reservations SET status = 'cancelled', action = 'cancel', cancellation_reason = 'replaced', updated_at = $3
      WHERE tenant_id = $1 AND customer_id = $2 AND status IN ('pending', 'pending_payment') AND paid_at IS NULL AND hold_expires_at > $3
      RETURNING *`,
    [tenantId, customerId, now],
  );

export type NewReservation = Pick<
  ReservationRow,
  | 'tenant_id'
  | 'branch_id'
  | 'customer_id'
  | 'section_id'
  | 'table_id'
  | 'starts_at'
  | 'ends_at'
  | 'day'
  | 'time'
  | 'is_next_day'
  | 'guests_count'
  | 'cost_minor'
  | 'currency'
  | 'source'
  | 'hold_expires_at'
  | 'created_at'
>;

/** Stores a new hold (status `pending`). */
export const insertReservation = async (tx: Queryable, hold: NewReservation): Promise<ReservationRow | null> => {
  const [created] = await tx.query<ReservationRow>(
    `INSERT INTO reservations (tenant_id, branch_id, customer_id, section_id, table_id, status, action, starts_at, ends_at, day, time, is_next_day,
                               guests_count, cost_minor, currency, source, hold_expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', 'create', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) RETURNING *`,
    [
      hold.tenant_id,
      hold.branch_id,
      hold.customer_id,
      hold.section_id,
      hold.table_id,
      hold.starts_at,
      hold.ends_at,
      hold.day,
      hold.time,
      hold.is_next_day,
      hold.guests_count,
      hold.cost_minor,
      hold.currency,
      hold.source,
      hold.hold_expires_at,
      hold.created_at,
    ],
  );
  return created ?? null;
};

/** Sets the columns of a reservation still in one of `from` (checked in the update itself); null when it was not. */
export const moveReservation = async (
  db: Queryable,
  row: Pick<ReservationRow, 'tenant_id' | 'id'>,
  from: readonly ReservationStatus[],
  set: Record<string, unknown>,
  now: Date,
): Promise<ReservationRow | null> => {
  const columns = Object.keys(set);
  const [moved] = await db.query<ReservationRow>(
    `UPDATE reservations SET ${columns.map((column, index) => `${column} = $${index + 4}`).join(', ')}, updated_at = $3
      WHERE tenant_id = $1 AND id = $2 AND status = ANY($${columns.length + 4}::text[]) RETURNING *`,
    [row.tenant_id, row.id, now, ...Object.values(set), [...from]],
  );
  return moved ?? null;
};
