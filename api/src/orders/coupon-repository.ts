import type { Queryable } from '../db/db';

export interface CouponRow {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  max_discount_minor: number | null;
  min_subtotal_minor: number;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  active: boolean;
  /** Off this item's lines only (a banner's offer); null: off the subtotal. */
  item_id: number | null;
  /** The only customer who may use it (a reward's voucher); null: anyone. */
  customer_id: number | null;
}

export const findCoupon = async (db: Queryable, tenantId: number, code: string): Promise<CouponRow | null> => {
  const rows = await db.query<CouponRow>(
    `SELECT id, code, kind, value::float8 AS value, max_discount_minor, min_subtotal_minor, starts_at, ends_at, max_uses,
            max_uses_per_customer, active, item_id, customer_id
       FROM coupons WHERE tenant_id = $1 AND code = $2`,
    [tenantId, code.trim().toUpperCase()],
  );
  return rows[0] ?? null;
};

/**
 * Locks the coupon's row until the transaction ends: parallel orders count its uses one at a time. Answers
 * whether it is still switched on (a voucher refunded as it expired was switched off under this lock).
 */
export const lockCoupon = async (tx: Queryable, tenantId: number, couponId: number): Promise<boolean> => {
  const [row] = await tx.query<{ active: boolean }>('SELECT active FROM coupons WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [
    tenantId,
    couponId,
  ]);
  return row?.active === true;
};

/** Switches the tenant's coupon `code` off or on; answers whether there was one. */
export const setCouponActive = async (db: Queryable, tenantId: number, code: string, active: boolean): Promise<boolean> => {
  const rows = await db.query('UPDATE coupons SET active = $3 WHERE tenant_id = $1 AND code = $2 RETURNING id', [
    tenantId,
    code.trim().toUpperCase(),
    active,
  ]);
  return rows.length > 0;
};

/** Switches a coupon off by its id (a voucher whose points came back). */
export const switchCouponOff = async (tx: Queryable, tenantId: number, couponId: number): Promise<void> => {
  await tx.query('UPDATE coupons SET active = false WHERE tenant_id = $1 AND id = $2', [tenantId, couponId]);
};

/**
 * The voucher of a redemption: a coupon of one use, of this customer only, taking the dish off (100 %, at most its
 * price when redeemed), until `endsAt`. Answers its id.
 */
export const insertVoucherCoupon = async (
  tx: Queryable,
  voucher: { tenantId: number; customerId: number; code: string; itemId: number; maxDiscountMinor: number; endsAt: Date; now: Date },
): Promise<number> => {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO coupons (tenant_id, code, kind, value, max_discount_minor, starts_at, ends_at, max_uses, max_uses_per_customer, item_id, customer_id)
     VALUES ($1, $2, 'percent', 100, $3, $4, $5, 1, 1, $6, $7) RETURNING id`,
    [voucher.tenantId, voucher.code, voucher.maxDiscountMinor, voucher.now, voucher.endsAt, voucher.itemId, voucher.customerId],
  );
  if (!row) throw new Error('voucher coupon not created');
  return row.id;
};
