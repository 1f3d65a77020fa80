import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { voidOpenSessions } from '../payments/payment-session-repository';
import type { Realtime } from '../realtime/realtime';
import { findTenantsWithUnpaidOrders } from '../tenancy/tenant-repository';
import { emitOrderUpdated } from './order-events';
import { cancelUnpaid, findUnpaidOrderIds, insertStatusEvent, lockOrderPayment, type MovedOrder } from './order-repository';
import { readOrderSettings } from './order-settings';
import { releaseTenders } from './order-tender-service';
import { isUnpaidExpired, unpaidCutoff } from './unpaid-expiry';

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
  const order = await cancelUnpaid(tx, tenantId, orderId);
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
    const order = await lockOrderPayment(tx, tenantId, orderId);
    if (!order || !isUnpaidExpired(order, now, expiryMinutes)) return null;
    return cancelUnpaidOrder(tx, tenantId, orderId, now, 'payment_expired');
  });

/** The periodic sweep: expires every tenant's orders unpaid past `order.unpaid_expiry_minutes`. Answers how many. */
export const sweepUnpaidOrders = async ({ db, clock, realtime }: { db: Db; clock: Clock; realtime: Realtime }): Promise<number> => {
  const now = clock();
  const tenants = await findTenantsWithUnpaidOrders(db);
  let expired = 0;
  for (const tenant of tenants) {
    const settings = await readOrderSettings(db, tenant.id);
    for (const id of await findUnpaidOrderIds(db, tenant.id, unpaidCutoff(now, settings.unpaidExpiryMinutes))) {
      const moved = await expireIfUnpaidTooLong(db, tenant.id, id, now, settings.unpaidExpiryMinutes);
      if (moved) {
        expired += 1;
        emitOrderUpdated(realtime, tenant.name, moved);
      }
    }
  }
  return expired;
};
