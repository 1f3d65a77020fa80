import type { Queryable } from '../../db/db';

/** Orders (not cancelled) placed with the coupon: all of them, and the customer's (null: a guest's, none). */
export const countCouponUses = async (
  db: Queryable,
  tenantId: number,
  couponId: number,
  customerId: number | null,
): Promise<{ total: number; customer: number }> => {
  const [row] = await db.query<{ total: number; customer: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE customer_id = $3))::int AS customer
       FROM orders WHERE tenant_id = $1 AND coupon_id = $2 AND status NOT IN ('canceled', 'b2b_canceled')`,
    [tenantId, couponId, customerId],
  );
  return { total: row?.total ?? 0, customer: row?.customer ?? 0 };
};

/**
 * Orders of the branch per scheduled start (ms) that still hold their slot: not canceled, and not
 * unpaid past `unpaidCutoff` (see unpaid-expiry.ts; the sweep cancels those).
 */
export const slotCounts = async (
  db: Queryable,
  tenantId: number,
  branchId: number,
  from: Date,
  to: Date,
  unpaidCutoff: Date,
): Promise<Map<number, number>> => {
  const rows = await db.query<{ at: Date; count: number }>(
    `SELECT scheduled_at AS at, count(*)::int AS count FROM orders
      WHERE tenant_id = $1 AND branch_id = $2 AND scheduled_at >= $3 AND scheduled_at < $4
        AND status NOT IN ('canceled', 'b2b_canceled', 'missed')
        AND NOT (status = 'callcenter_pending' AND created_at <= $5)
      GROUP BY scheduled_at`,
    [tenantId, branchId, from, to, unpaidCutoff],
  );
  return new Map(rows.map((row) => [new Date(row.at).getTime(), row.count]));
};
