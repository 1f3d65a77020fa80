import type { Queryable } from '../../db/db';
import type { OrderRow } from './order-row';

/** An order as the restaurant's change answers it. */
export type ChangedOrder = Pick<
  OrderRow,
  'id' | 'number' | 'status' | 'estimated_at' | 'paid_at' | 'amount_due_minor' | 'refunded_minor' | 'arrived_at' | 'vehicle'
>;

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
      WHERE tenant_id = $1 AND id = $2 RETURNING id, number, status, estimated_at, paid_at, amount_due_minor, refunded_minor, arrived_at, vehicle`,
      [tenantId, orderId, change.status, change.estimatedAt, change.paidAt, change.refundMinor, change.cancelReason ?? null],
    )
  )[0] ?? null;
