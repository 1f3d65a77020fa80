import type { OrderStatus } from '@storefront/shared/contracts';
import type { Queryable } from '../../db/db';
import { ORDER_FIELDS, type OrderRow } from './order-row';

const SELECT_ORDERS = `
  SELECT ${ORDER_FIELDS('o.')}, b.name_ar AS branch_name_ar, b.name_en AS branch_name_en,
         r.amount_minor AS refund_amount_minor, r.destination AS refund_destination, r.status AS refund_status,
         r.created_at AS refund_created_at
    FROM orders o JOIN branches b ON b.tenant_id = o.tenant_id AND b.id = o.branch_id
    LEFT JOIN order_cancel_refunds r ON r.tenant_id = o.tenant_id AND r.order_id = o.id`;

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
