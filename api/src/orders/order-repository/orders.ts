import type { OrderStatus } from '@storefront/shared/contracts';
import type { Queryable } from '../../db/db';
import type { OrderRow, NewOrder } from './order-row';

/** The order's own columns of an OrderRow (the branch's names and the refund come from joins). */
const ORDER_FIELDS = (table: string): string =>
  `${table}id, ${table}number, ${table}customer_id, ${table}branch_id, ${table}type, ${table}status, ${table}currency, ${table}lines,
   ${table}subtotal_minor, ${table}discount_minor, ${table}coupon_code, ${table}delivery_fee_minor, ${table}additional_charges_minor,
   ${table}insurance_minor, ${table}vat_percent::float8 AS vat_percent, ${table}vat_included, ${table}vat_minor, ${table}total_minor,
   ${table}points_used, ${table}points_discount_minor, ${table}wallet_discount_minor, ${table}amount_due_minor, ${table}refunded_minor,
   ${table}payment_method, ${table}paid_at, ${table}delivery_time, ${table}scheduled_at, ${table}estimated_at, ${table}address,
   ${table}vehicle, ${table}table_id, ${table}table_name, ${table}notes, ${table}rating_stars, ${table}rating_comment, ${table}created_at,
   ${table}cancel_reason`;

const SELECT_ORDERS = `
  SELECT ${ORDER_FIELDS('o.')}, b.name_ar AS branch_name_ar, b.name_en AS branch_name_en,
         r.amount_minor AS refund_amount_minor, r.destination AS refund_destination, r.status AS refund_status,
         r.created_at AS refund_created_at
    FROM orders o JOIN branches b ON b.tenant_id = o.tenant_id AND b.id = o.branch_id
    LEFT JOIN order_cancel_refunds r ON r.tenant_id = o.tenant_id AND r.order_id = o.id`;

/** An order as its INSERT returns it: all of an OrderRow but the branch's names and the refund. */
export type StoredOrder = Omit<OrderRow, 'branch_name_ar' | 'branch_name_en' | `refund_${string}`>;

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

/**
 * Stores a new order with the tenant's next number; answers its id and number. The number comes from the
 * tenant's counter row, locked from here to the end of the transaction: placements wait for each other
 * only for what follows the order's INSERT. It is never below MAX(number) + 1, so an api of the version
 * before the counter, still running during a deploy, cannot take the same number.
 */
export const insertOrder = async (tx: Queryable, tenantId: number, order: NewOrder): Promise<StoredOrder> => {
  const values = COLUMNS.map((column) => {
    const value = order[column];
    return JSON_COLUMNS.has(column) && value !== null ? JSON.stringify(value) : value;
  });
  const placeholders = COLUMNS.map((_, index) => `$${index + 2}`).join(', ');
  const [row] = await tx.query<StoredOrder>(
    `WITH next AS (
       INSERT INTO order_numbers (tenant_id, last_number)
       VALUES ($1, (SELECT COALESCE(MAX(number), 1000) + 1 FROM orders WHERE tenant_id = $1))
       ON CONFLICT (tenant_id) DO UPDATE
         SET last_number = GREATEST(order_numbers.last_number, (SELECT COALESCE(MAX(number), 1000) FROM orders WHERE tenant_id = $1)) + 1
       RETURNING last_number)
     INSERT INTO orders (tenant_id, number, ${COLUMNS.join(', ')})
     VALUES ($1, (SELECT last_number FROM next), ${placeholders})
     RETURNING ${ORDER_FIELDS('')}`,
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
