import {
  COUPON_INVALID_MESSAGE,
  COUPON_UNAVAILABLE_MESSAGE,
  couponDiscount,
  fromMinor,
  toMinor,
  type CouponTerms,
} from '@storefront/shared/contracts';
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
  active: boolean;
}

export const findCoupon = async (db: Queryable, tenantId: number, code: string): Promise<CouponRow | null> => {
  const rows = await db.query<CouponRow>(
    `SELECT id, code, kind, value::float8 AS value, max_discount_minor, min_subtotal_minor, starts_at, ends_at, max_uses, active
       FROM coupons WHERE tenant_id = $1 AND code = $2`,
    [tenantId, code.trim().toUpperCase()],
  );
  return rows[0] ?? null;
};

const usesOf = async (db: Queryable, tenantId: number, couponId: number): Promise<number> => {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM orders WHERE tenant_id = $1 AND coupon_id = $2 AND status NOT IN ('canceled', 'b2b_canceled')`,
    [tenantId, couponId],
  );
  return row?.count ?? 0;
};

export const couponTerms = (coupon: CouponRow): CouponTerms => ({
  kind: coupon.kind,
  value: coupon.value,
  max_discount: coupon.max_discount_minor === null ? null : fromMinor(coupon.max_discount_minor),
});

export type CouponCheck = { ok: true; coupon: CouponRow; discount: number } | { ok: false; message: string };

/** A coupon code against a subtotal now: the coupon and its discount, or the spec's message why not. */
export const checkCoupon = async (db: Queryable, tenantId: number, code: string, subtotal: number, now: Date): Promise<CouponCheck> => {
  const coupon = await findCoupon(db, tenantId, code);
  if (!coupon) return { ok: false, message: COUPON_INVALID_MESSAGE };
  const unavailable =
    !coupon.active ||
    (coupon.starts_at !== null && now < new Date(coupon.starts_at)) ||
    (coupon.ends_at !== null && now >= new Date(coupon.ends_at)) ||
    toMinor(subtotal) < coupon.min_subtotal_minor ||
    (coupon.max_uses !== null && (await usesOf(db, tenantId, coupon.id)) >= coupon.max_uses);
  if (unavailable) return { ok: false, message: COUPON_UNAVAILABLE_MESSAGE };
  return { ok: true, coupon, discount: couponDiscount(subtotal, couponTerms(coupon)) };
};
