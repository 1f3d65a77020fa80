import type { Db } from '../db/db';

/** Failed online payments within an hour from which a known customer is asked the human check again. */
export const RECENT_PAYMENT_FAILURES_LIMIT = 3;

/**
 * Whether placing an order needs the human check: a customer none of whose orders was ever paid or
 * delivered (a new account, or one that only ever placed orders it never took), or one whose online
 * payments failed again and again within the last hour (card testing). A customer with orders
 * behind them is not asked on every order.
 */
export const orderNeedsHumanCheck = async (db: Db, tenantId: number, customerId: number, now: Date): Promise<boolean> => {
  const [row] = await db.query<{ trusted: boolean; failures: number }>(
    `SELECT EXISTS (SELECT 1 FROM orders WHERE tenant_id = $1 AND customer_id = $2 AND (paid_at IS NOT NULL OR status = 'delivered')) AS trusted,
            (SELECT count(*)::int FROM payment_sessions s JOIN orders o ON o.tenant_id = s.tenant_id AND o.id = s.order_id
              WHERE s.tenant_id = $1 AND o.customer_id = $2 AND s.status = 'failed' AND s.created_at > $3::timestamptz - interval '1 hour') AS failures`,
    [tenantId, customerId, now.toISOString()],
  );
  const { trusted, failures } = row!;
  return !trusted || failures >= RECENT_PAYMENT_FAILURES_LIMIT;
};
