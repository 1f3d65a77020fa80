import type { OrderLine, OrderStatus, OrderTypeName, PaymentMethodCode } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import type { CancelRefundRow } from './cancel-refund-row';
import type { AddressSnapshot, VehicleSnapshot } from './checkout-service';

/** An order as stored (money in minor units). */
export interface OrderRow {
  id: number;
  number: number;
  customer_id: number;
  branch_id: number;
  branch_name_ar: string;
  branch_name_en: string;
  type: OrderTypeName;
  status: OrderStatus;
  currency: string;
  lines: OrderLine[];
  subtotal_minor: number;
  discount_minor: number;
  coupon_code: string | null;
  delivery_fee_minor: number;
  additional_charges_minor: number;
  insurance_minor: number;
  vat_percent: number;
  vat_included: boolean;
  vat_minor: number;
  total_minor: number;
  points_used: number;
  points_discount_minor: number;
  wallet_discount_minor: number;
  amount_due_minor: number;
  refunded_minor: number;
  payment_method: PaymentMethodCode;
  paid_at: Date | null;
  delivery_time: 'asap' | 'schedule';
  scheduled_at: Date | null;
  estimated_at: Date | null;
  address: AddressSnapshot | null;
  vehicle: VehicleSnapshot | null;
  table_id: number | null;
  table_name: string | null;
  notes: string;
  rating_stars: number | null;
  rating_comment: string | null;
  created_at: Date;
  /** The restaurant's reason when it canceled the order. */
  cancel_reason: string | null;
  /** The refund of a canceled paid order (order_cancel_refunds), null columns when there is none. */
  refund_amount_minor: number | null;
  refund_destination: CancelRefundRow['destination'] | null;
  refund_status: CancelRefundRow['status'] | null;
  refund_created_at: Date | null;
}

export type NewOrder = Omit<
  OrderRow,
  | 'id'
  | 'number'
  | 'branch_name_ar'
  | 'branch_name_en'
  | 'refunded_minor'
  | 'paid_at'
  | 'rating_stars'
  | 'rating_comment'
  | 'cancel_reason'
  | 'refund_amount_minor'
  | 'refund_destination'
  | 'refund_status'
  | 'refund_created_at'
> & {
  coupon_id: number | null;
  cart_id: string;
  session_id: string | null;
};

const SELECT_ORDERS = `
  SELECT o.id, o.number, o.customer_id, o.branch_id, b.name_ar AS branch_name_ar, b.name_en AS branch_name_en, o.type, o.status,
         o.currency, o.lines, o.subtotal_minor, o.discount_minor, o.coupon_code, o.delivery_fee_minor, o.additional_charges_minor,
         o.insurance_minor, o.vat_percent::float8 AS vat_percent, o.vat_included, o.vat_minor, o.total_minor, o.points_used, o.points_discount_minor,
         o.wallet_discount_minor, o.amount_due_minor, o.refunded_minor, o.payment_method, o.paid_at, o.delivery_time, o.scheduled_at,
         o.estimated_at, o.address, o.vehicle, o.table_id, o.table_name, o.notes, o.rating_stars, o.rating_comment, o.created_at,
         o.cancel_reason, r.amount_minor AS refund_amount_minor, r.destination AS refund_destination, r.status AS refund_status,
         r.created_at AS refund_created_at
    FROM orders o JOIN branches b ON b.tenant_id = o.tenant_id AND b.id = o.branch_id
    LEFT JOIN order_cancel_refunds r ON r.tenant_id = o.tenant_id AND r.order_id = o.id`;

const COLUMNS = [
  'customer_id',
  'branch_id',
  'cart_id',
  'type',
  'status',
  'currency',
  'lines',
  'subtotal_minor',
  'discount_minor',
  'coupon_id',
  'coupon_code',
  'delivery_fee_minor',
  'additional_charges_minor',
  'insurance_minor',
  'vat_percent',
  'vat_included',
  'vat_minor',
  'total_minor',
  'points_used',
  'points_discount_minor',
  'wallet_discount_minor',
  'amount_due_minor',
  'payment_method',
  'delivery_time',
  'scheduled_at',
  'estimated_at',
  'address',
  'vehicle',
  'table_id',
  'table_name',
  'session_id',
  'notes',
  'created_at',
] as const;

const JSON_COLUMNS = new Set(['lines', 'address', 'vehicle']);

/** Stores a new order with the next number of the tenant (call under the tenant's lock); answers its id and number. */
export const insertOrder = async (tx: Queryable, tenantId: number, order: NewOrder): Promise<{ id: number; number: number }> => {
  const values = COLUMNS.map((column) => {
    const value = order[column];
    return JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value;
  });
  const placeholders = COLUMNS.map((_, index) => `$${index + 2}`).join(', ');
  const [row] = await tx.query<{ id: number; number: number }>(
    `INSERT INTO orders (tenant_id, number, ${COLUMNS.join(', ')})
     VALUES ($1, (SELECT COALESCE(MAX(number), 1000) + 1 FROM orders WHERE tenant_id = $1), ${placeholders})
     RETURNING id, number`,
    [tenantId, ...values],
  );
  if (!row) throw new Error('order not stored');
  return row;
};

/** The tenant's order (of that customer when given), or null. */
export const findOrder = async (
  db: Queryable,
  tenantId: number,
  id: number,
  customerId: number | null = null,
): Promise<OrderRow | null> => {
  const rows = await db.query<OrderRow>(
    `${SELECT_ORDERS} WHERE o.tenant_id = $1 AND o.id = $2 AND ($3::int IS NULL OR o.customer_id = $3)`,
    [tenantId, id, customerId],
  );
  return rows[0] ?? null;
};

/** One page of the customer's orders, newest first; `deliveredOnly` for order-as-usual. */
export const listOrders = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  deliveredOnly: boolean,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; total: number }> => {
  const filter = `o.tenant_id = $1 AND o.customer_id = $2 AND ($3::boolean = false OR o.status = 'delivered')`;
  const rows = await db.query<OrderRow>(`${SELECT_ORDERS} WHERE ${filter} ORDER BY o.id DESC LIMIT $4 OFFSET $5`, [
    tenantId,
    customerId,
    deliveredOnly,
    limit,
    offset,
  ]);
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders o WHERE ${filter}`, [
    tenantId,
    customerId,
    deliveredOnly,
  ]);
  return { rows, total: count?.total ?? 0 };
};

export interface StatusEvent {
  status: OrderStatus;
  at: Date;
}

export const insertStatusEvent = async (
  tx: Queryable,
  tenantId: number,
  orderId: number,
  status: OrderStatus,
  at: Date,
  source: string,
): Promise<void> => {
  await tx.query('INSERT INTO order_status_events (tenant_id, order_id, status, at, source) VALUES ($1, $2, $3, $4, $5)', [
    tenantId,
    orderId,
    status,
    at,
    source,
  ]);
};

export const findStatusEvents = (db: Queryable, tenantId: number, orderId: number): Promise<StatusEvent[]> =>
  db.query<StatusEvent>('SELECT status, at FROM order_status_events WHERE tenant_id = $1 AND order_id = $2 ORDER BY id', [
    tenantId,
    orderId,
  ]);

/** Rates a delivered order once; false when it is not delivered or already rated. */
export const rateDeliveredOrder = async (
  db: Queryable,
  tenantId: number,
  orderId: number,
  { stars, comment, at }: { stars: number; comment: string; at: Date },
): Promise<boolean> =>
  (
    await db.query(
      `UPDATE orders SET rating_stars = $3, rating_comment = $4, rated_at = $5
        WHERE tenant_id = $1 AND id = $2 AND status = 'delivered' AND rating_stars IS NULL RETURNING id`,
      [tenantId, orderId, stars, comment, at],
    )
  ).length > 0;

/** An order as a status change answers it (what its live event needs). */
export interface MovedOrder {
  id: number;
  customer_id: number;
  status: OrderStatus;
  estimated_at: Date | null;
}

/** What decides whether an order takes a payment, read under the order's row lock (call in a transaction). */
export const lockOrderPayment = async (
  tx: Queryable,
  tenantId: number,
  orderId: number,
): Promise<{ status: OrderStatus; paid_at: Date | null; created_at: Date } | null> => {
  const [order] = await tx.query<{ status: OrderStatus; paid_at: Date | null; created_at: Date }>(
    'SELECT status, paid_at, created_at FROM orders WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
    [tenantId, orderId],
  );
  return order ?? null;
};

/** An order that can be paid, as the payment's opening reads it. */
export type PayableOrder = Pick<
  OrderRow,
  'id' | 'number' | 'status' | 'paid_at' | 'amount_due_minor' | 'currency' | 'payment_method' | 'created_at'
>;

/** The order as its payment's opening sees it, under the order's row lock (call in a transaction). */
export const lockPayableOrder = async (tx: Queryable, tenantId: number, orderId: number): Promise<PayableOrder | null> => {
  const [row] = await tx.query<PayableOrder>(
    `SELECT id, number, status, paid_at, amount_due_minor, currency, payment_method, created_at FROM orders
      WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [tenantId, orderId],
  );
  return row ?? null;
};

/** An order waiting for its payment becomes `created`, paid now; null when it no longer waits. */
export const markOrderPaid = async (tx: Queryable, tenantId: number, orderId: number, now: Date): Promise<MovedOrder | null> => {
  const [moved] = await tx.query<MovedOrder>(
    `UPDATE orders SET paid_at = $3, status = 'created' WHERE tenant_id = $1 AND id = $2 RETURNING id, customer_id, status, estimated_at`,
    [tenantId, orderId, now],
  );
  return moved ?? null;
};

/** What a payment's confirmation tells of its order: its state and what became of its wallet and points. */
export interface OrderPaymentState {
  status: OrderStatus;
  paid_at: Date | null;
  created_at: Date;
  points_used: number;
  wallet_discount_minor: number;
  tenders_released_at: Date | null;
}

export const findOrderPaymentState = async (db: Queryable, tenantId: number, orderId: number): Promise<OrderPaymentState | null> => {
  const [order] = await db.query<OrderPaymentState>(
    'SELECT status, paid_at, created_at, points_used, wallet_discount_minor, tenders_released_at FROM orders WHERE tenant_id = $1 AND id = $2',
    [tenantId, orderId],
  );
  return order ?? null;
};

/** Cancels an online order still waiting for its payment; null when it no longer waits (paid, or moved by another caller). */
export const cancelUnpaid = async (tx: Queryable, tenantId: number, orderId: number): Promise<MovedOrder | null> => {
  const [order] = await tx.query<MovedOrder>(
    `UPDATE orders SET status = 'canceled' WHERE tenant_id = $1 AND id = $2 AND status = 'callcenter_pending' AND paid_at IS NULL
     RETURNING id, customer_id, status, estimated_at`,
    [tenantId, orderId],
  );
  return order ?? null;
};

/** The tenant's orders waiting for their payment since `cutoff` or before, oldest first. */
export const findUnpaidOrderIds = async (db: Queryable, tenantId: number, cutoff: Date): Promise<number[]> =>
  (
    await db.query<{ id: number }>(
      `SELECT id FROM orders WHERE tenant_id = $1 AND status = 'callcenter_pending' AND created_at <= $2 ORDER BY id`,
      [tenantId, cutoff],
    )
  ).map((row) => row.id);

/** Adds a refund to what the order gave back. */
export const addRefunded = async (tx: Queryable, tenantId: number, orderId: number, amountMinor: number): Promise<void> => {
  await tx.query('UPDATE orders SET refunded_minor = refunded_minor + $3 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    orderId,
    amountMinor,
  ]);
};

/**
 * Marks the wallet and points the order used as given back, once: answers what to write back to the
 * ledgers, or null when it used none or another caller gave them back first.
 */
export const markTendersReleased = async (
  tx: Queryable,
  tenantId: number,
  orderId: number,
  now: Date,
): Promise<{ customer_id: number; number: number; points_used: number; wallet_discount_minor: number } | null> => {
  const [order] = await tx.query<{ customer_id: number; number: number; points_used: number; wallet_discount_minor: number }>(
    `UPDATE orders SET tenders_released_at = $3
      WHERE tenant_id = $1 AND id = $2 AND tenders_released_at IS NULL AND (points_used > 0 OR wallet_discount_minor > 0)
      RETURNING customer_id, number, points_used, wallet_discount_minor`,
    [tenantId, orderId, now],
  );
  return order ?? null;
};

/** Orders (not cancelled) placed with the coupon: all of them, and the customer's (null: a guest's, none). */
export const countCouponUses = async (
  db: Queryable,
  tenantId: number,
  couponId: number,
  customerId: number | null,
): Promise<{ total: number; customer: number }> => {
  const [row] = await db.query<{ total: number; customer: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE customer_id = $3))::int AS customer
       FROM orders WHERE tenant_id = $1 AND coupon_id = $2 AND status NOT IN ('canceled', 'b2b_canceled')`,
    [tenantId, couponId, customerId],
  );
  return { total: row?.total ?? 0, customer: row?.customer ?? 0 };
};

/**
 * Orders of the branch per scheduled start (ms) that still hold their slot: not canceled, and not
 * unpaid past `unpaidCutoff` (see unpaid-expiry.ts; the sweep cancels those).
 */
export const slotCounts = async (
  db: Queryable,
  tenantId: number,
  branchId: number,
  from: Date,
  to: Date,
  unpaidCutoff: Date,
): Promise<Map<number, number>> => {
  const rows = await db.query<{ at: Date; count: number }>(
    `SELECT scheduled_at AS at, count(*)::int AS count FROM orders
      WHERE tenant_id = $1 AND branch_id = $2 AND scheduled_at >= $3 AND scheduled_at < $4
        AND status NOT IN ('canceled', 'b2b_canceled', 'missed')
        AND NOT (status = 'callcenter_pending' AND created_at <= $5)
      GROUP BY scheduled_at`,
    [tenantId, branchId, from, to, unpaidCutoff],
  );
  return new Map(rows.map((row) => [new Date(row.at).getTime(), row.count]));
};

/**
 * Whether the customer has an order that was paid or delivered, and how many of their online payments
 * failed after `failedSince` (what decides the human check of a placement).
 */
export const customerOrderRecord = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  failedSince: Date,
): Promise<{ trusted: boolean; failures: number }> => {
  const [row] = await db.query<{ trusted: boolean; failures: number }>(
    `SELECT EXISTS (SELECT 1 FROM orders WHERE tenant_id = $1 AND customer_id = $2 AND (paid_at IS NOT NULL OR status = 'delivered')) AS trusted,
            (SELECT count(*)::int FROM payment_sessions s JOIN orders o ON o.tenant_id = s.tenant_id AND o.id = s.order_id
              WHERE s.tenant_id = $1 AND o.customer_id = $2 AND s.status = 'failed' AND s.created_at > $3::timestamptz) AS failures`,
    [tenantId, customerId, failedSince.toISOString()],
  );
  return row!;
};

/** An order as the restaurant's change answers it. */
export type ChangedOrder = Pick<OrderRow, 'id' | 'number' | 'status' | 'estimated_at' | 'paid_at' | 'amount_due_minor' | 'refunded_minor'>;

/** The order as the operator's change needs it, locked until the transaction ends; null when not the tenant's. */
export const lockOrderForChange = async (tx: Queryable, tenantId: number, orderId: number): Promise<OrderRow | null> =>
  (
    await tx.query<OrderRow>(
      'SELECT id, number, status, type, paid_at, amount_due_minor, refunded_minor, estimated_at, customer_id, points_used, wallet_discount_minor, branch_id, payment_method FROM orders WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
      [tenantId, orderId],
    )
  )[0] ?? null;

export const updateOrderStatus = async (
  tx: Queryable,
  tenantId: number,
  orderId: number,
  change: {
    status: OrderRow['status'];
    estimatedAt: OrderRow['estimated_at'];
    paidAt: OrderRow['paid_at'];
    refundMinor: number;
    cancelReason?: string | null;
  },
): Promise<ChangedOrder | null> =>
  (
    await tx.query<ChangedOrder>(
      `UPDATE orders SET status = $3, estimated_at = $4, paid_at = $5, refunded_minor = refunded_minor + $6, cancel_reason = COALESCE($7, cancel_reason)
      WHERE tenant_id = $1 AND id = $2 RETURNING id, number, status, estimated_at, paid_at, amount_due_minor, refunded_minor`,
      [tenantId, orderId, change.status, change.estimatedAt, change.paidAt, change.refundMinor, change.cancelReason ?? null],
    )
  )[0] ?? null;
