import { ARRIVAL_STATUSES } from '@storefront/shared/contracts';
import type { Queryable } from '../../db/db';

/**
 * Records that the customer of a pickup from the car arrived, at `now`: only their own order, in one of the
 * `ARRIVAL_STATUSES`, not arrived yet. True when this call recorded it; of parallel calls one does (the row is locked by
 * the first update, and the others find it arrived when they read it again).
 */
export const recordArrival = async (
  db: Queryable,
  { tenantId, customerId, orderId }: { tenantId: number; customerId: number; orderId: number },
  now: Date,
): Promise<boolean> =>
  (
    await db.query(
      `UPDATE orders SET arrived_at = $4
        WHERE tenant_id = $1 AND id = $2 AND customer_id = $3 AND type = 'curbside' AND status = ANY($5::text[])
          AND arrived_at IS NULL
        RETURNING id`,
      [tenantId, orderId, customerId, now, [...ARRIVAL_STATUSES]],
    )
  ).length > 0;
