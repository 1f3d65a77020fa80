import type { Reward } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

interface RewardRow {
  id: number;
  provider: string;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  points: number;
  wallet_amount: number;
  item_id: number | null;
}

const toReward = (row: RewardRow): Reward => ({
  id: row.id,
  provider: row.provider,
  names: { ar: row.name_ar, en: row.name_en },
  descriptions: { ar: row.description_ar, en: row.description_en },
  points: row.points,
  wallet_amount: row.wallet_amount,
  item_id: row.item_id,
});

const SELECT = `SELECT id, provider, name_ar, name_en, description_ar, description_en, points, wallet_amount::float8 AS wallet_amount, item_id FROM rewards`;

export const listRewards = async (db: Queryable, tenantId: number, provider: string): Promise<Reward[]> =>
  (
    await db.query<RewardRow>(`${SELECT} WHERE tenant_id = $1 AND provider = $2 AND active ORDER BY sort, points`, [tenantId, provider])
  ).map(toReward);

export const findReward = async (db: Queryable, tenantId: number, id: number, provider: string): Promise<Reward | null> => {
  const [row] = await db.query<RewardRow>(`${SELECT} WHERE tenant_id = $1 AND id = $2 AND provider = $3 AND active`, [
    tenantId,
    id,
    provider,
  ]);
  return row ? toReward(row) : null;
};

/** Records a redemption of the reward by the customer, with its voucher code (and coupon); answers its id. */
export const insertRedemption = async (
  tx: Queryable,
  {
    tenantId,
    customerId,
    reward,
    code,
    now,
    couponId,
    expiresAt,
  }: { tenantId: number; customerId: number; reward: Reward; code: string; now: Date; couponId: number | null; expiresAt: Date | null },
): Promise<number> => {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO reward_redemptions (tenant_id, customer_id, reward_id, points, code, created_at, coupon_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [tenantId, customerId, reward.id, reward.points, code, now, couponId, expiresAt],
  );
  return row?.id ?? 0;
};

/** An order not canceled that used the redemption's voucher: the voucher is used (a canceled order gives it back). */
const USED = `EXISTS (SELECT 1 FROM orders o WHERE o.tenant_id = r.tenant_id AND o.coupon_id = r.coupon_id
                AND o.status NOT IN ('canceled', 'b2b_canceled'))`;

export interface VoucherRow {
  id: number;
  reward_id: number;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  item_id: number | null;
  points: number;
  code: string;
  created_at: Date;
  expires_at: Date;
}

/** The customer's vouchers still to use: not used by an order, not expired at `now`; soonest to expire first. */
export const listUsableVouchers = async (db: Queryable, tenantId: number, customerId: number, now: Date): Promise<VoucherRow[]> =>
  db.query<VoucherRow>(
    `SELECT r.id, r.reward_id, w.name_ar, w.name_en, w.description_ar, w.description_en, w.item_id, r.points, r.code, r.created_at, r.expires_at
       FROM reward_redemptions r JOIN rewards w ON w.tenant_id = r.tenant_id AND w.id = r.reward_id
      WHERE r.tenant_id = $1 AND r.customer_id = $2 AND r.coupon_id IS NOT NULL AND r.refunded_at IS NULL
        AND r.expires_at > $3 AND NOT ${USED}
      ORDER BY r.expires_at, r.id`,
    [tenantId, customerId, now],
  );

/** Tenants (ids) with a voucher that expired unused and whose points were not given back yet. */
export const tenantsWithExpiredVouchers = async (db: Queryable, now: Date): Promise<number[]> =>
  (
    await db.query<{ tenant_id: number }>(
      `SELECT DISTINCT r.tenant_id FROM reward_redemptions r
        WHERE r.coupon_id IS NOT NULL AND r.refunded_at IS NULL AND r.expires_at <= $1 AND NOT ${USED}`,
      [now],
    )
  ).map((row) => row.tenant_id);

export interface ExpiredVoucher {
  id: number;
  customer_id: number;
  coupon_id: number;
  points: number;
  code: string;
  name_en: string;
}

/** Vouchers of the tenant (of one customer, or all: null) that expired by `now` and are not refunded yet. */
export const findExpiredVouchers = async (
  db: Queryable,
  tenantId: number,
  customerId: number | null,
  now: Date,
): Promise<ExpiredVoucher[]> =>
  db.query<ExpiredVoucher>(
    `SELECT r.id, r.customer_id, r.coupon_id, r.points, r.code, w.name_en
       FROM reward_redemptions r JOIN rewards w ON w.tenant_id = r.tenant_id AND w.id = r.reward_id
      WHERE r.tenant_id = $1 AND ($2::int IS NULL OR r.customer_id = $2) AND r.coupon_id IS NOT NULL
        AND r.refunded_at IS NULL AND r.expires_at <= $3 AND NOT ${USED}
      ORDER BY r.id`,
    [tenantId, customerId, now],
  );

/**
 * Marks the expired voucher refunded when no order (not canceled) used it and it was not refunded yet: one caller
 * of several parallel ones wins. Call with the voucher's coupon locked. Answers whether this call marked it.
 */
export const markVoucherRefunded = async (tx: Queryable, tenantId: number, redemptionId: number, now: Date): Promise<boolean> =>
  (
    await tx.query(
      `UPDATE reward_redemptions r SET refunded_at = $3
        WHERE r.tenant_id = $1 AND r.id = $2 AND r.refunded_at IS NULL AND NOT ${USED} RETURNING r.id`,
      [tenantId, redemptionId, now],
    )
  ).length > 0;
