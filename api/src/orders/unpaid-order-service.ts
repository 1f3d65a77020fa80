import type { OrderStatus } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { voidOpenSessions } from '../payments/payment-session-repository';
import type { Realtime } from '../realtime/realtime';
import { emitOrderUpdated } from './order-events';
import { insertStatusEvent } from './order-repository';
import { readOrderSettings } from './order-settings';
import { releaseTenders } from './order-tender-service';
import { isUnpaidExpired, unpaidCutoff } from './unpaid-expiry';

export interface MovedOrder {
  id: number;
  customer_id: number;
  status: OrderStatus;
  estimated_at: Date | null;
}

/**
 * Cancels an online order still waiting for its payment (call in a transaction): its open payment
 * sessions are voided and its wallet and points given back, once. Answers the order when this call moved it.
 */
export const cancelUnpaidOrder = async (
  tx: Queryable,
  tenantId: number,
  orderId: number,
  now: Date,
  source: string,
): Promise<MovedOrder | null> => {
  const [order] = await tx.query<MovedOrder>(
    `UPDATE orders SET status = 'canceled' WHERE tenant_id = $1 AND id = $2 AND status = 'callcenter_pending' AND paid_at IS NULL
     RETURNING id, customer_id, status, estimated_at`,
    [tenantId, orderId],
  );
  if (!order) return null;
  await insertStatusEvent(tx, tenantId, orderId, 'canceled', now, source);
  await voidOpenSessions(tx, tenantId, orderId, now);
  await releaseTenders(tx, tenantId, orderId, (number) => `Given back: order #${number} was not paid in time`, now);
  return order;
};

/** Expires the order when it waited for its payment longer than the tenant allows (locks the order row). */
export const expireIfUnpaidTooLong = async (
  db: Db,
  tenantId: number,
  orderId: number,
  now: Date,
  expiryMinutes: number,
): Promise<MovedOrder | null> =>
  db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: string; created_at: Date }>(
      'SELECT status, created_at FROM orders WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
      [tenantId, orderId],
    );
    if (!order || !isUnpaidExpired(order, now, expiryMinutes)) return null;
    return cancelUnpaidOrder(tx, tenantId, orderId, now, 'payment_expired');
  });

/** The periodic sweep: expires every tenant's orders unpaid past `order.unpaid_expiry_minutes`. Answers how many. */
export const sweepUnpaidOrders = async ({ db, clock, realtime }: { db: Db; clock: Clock; realtime: Realtime }): Promise<number> => {
  const now = clock();
  const tenants = await db.query<{ id: number; name: string }>(
    `SELECT t.id, t.name FROM tenants t WHERE EXISTS (SELECT 1 FROM orders o WHERE o.tenant_id = t.id AND o.status = 'callcenter_pending')`,
  );
  let expired = 0;
  for (const tenant of tenants) {
    const settings = await readOrderSettings(db, tenant.id);
    const due = await db.query<{ id: number }>(
      `SELECT id FROM orders WHERE tenant_id = $1 AND status = 'callcenter_pending' AND created_at <= $2 ORDER BY id`,
      [tenant.id, unpaidCutoff(now, settings.unpaidExpiryMinutes)],
    );
    for (const { id } of due) {
      const moved = await expireIfUnpaidTooLong(db, tenant.id, id, now, settings.unpaidExpiryMinutes);
      if (moved) {
        expired += 1;
        emitOrderUpdated(realtime, tenant.name, moved);
      }
    }
  }
  return expired;
};
