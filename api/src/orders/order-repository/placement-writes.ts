import type { Queryable } from '../../db/db';
import type { OrderStatus } from '@storefront/shared/contracts';

export interface PlacementWrites {
  tenantId: number;
  customerId: number;
  cartId: string;
  orderId: number;
  status: OrderStatus;
  at: Date;
  /** The Idempotency-Key the placement claimed. */
  key: string;
}

/**
 * What a placement writes after its order's INSERT, in its transaction and in one statement (each statement
 * is a round trip there: docs/performance.md, "A lunch rush"): the order's first status event, the
 * Idempotency-Key's order, and the cart closed with the order. False when the cart was no longer open
 * (another order closed it first): the caller refuses, and the transaction with these writes is rolled back.
 */
export const writePlacement = async (tx: Queryable, placement: PlacementWrites): Promise<boolean> => {
  const { tenantId, customerId, cartId, orderId, status, at, key } = placement;
  const closed = await tx.query(
    `WITH event AS (
       INSERT INTO order_status_events (tenant_id, order_id, status, at, source) VALUES ($1, $4, $5, $6, 'placement')
     ), keyed AS (
       UPDATE order_idempotency_keys SET order_id = $4 WHERE tenant_id = $1 AND customer_id = $2 AND key = $7
     )
     UPDATE carts SET order_id = $4 WHERE tenant_id = $1 AND id = $3 AND customer_id = $2 AND order_id IS NULL RETURNING id`,
    [tenantId, customerId, cartId, orderId, status, at, key],
  );
  return closed.length > 0;
};
