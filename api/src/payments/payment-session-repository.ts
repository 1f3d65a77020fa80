import type { Queryable } from '../db/db';

/** Voids the order's open sessions (a cancel, an expiry, a newer attempt): a payment still made on one is refunded. */
export const voidOpenSessions = async (tx: Queryable, tenantId: number, orderId: number, now: Date): Promise<void> => {
  await tx.query(
    `UPDATE payment_sessions SET status = 'expired', settled_at = $3 WHERE tenant_id = $1 AND order_id = $2 AND status = 'pending'`,
    [tenantId, orderId, now],
  );
};
