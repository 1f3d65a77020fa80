import type { OrderStatus } from '@storefront/shared/contracts';
import type { Queryable } from '../../db/db';
import type { OrderRow } from './order-row';

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
