import { couponBase, couponDiscount, fromMinor, toMinor, type CouponTerms, type CouponRefusal } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/http-error';

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
}

export const findCoupon = async (db: Queryable, tenantId: number, code: string): Promise<CouponRow | null> => {
  const rows = await db.query<CouponRow>(
    `SELECT id, code, kind, value::float8 AS value, max_discount_minor, min_subtotal_minor, starts_at, ends_at, max_uses,
            max_uses_per_customer, active, item_id
       FROM coupons WHERE tenant_id = $1 AND code = $2`,
    [tenantId, code.trim().toUpperCase()],
  );
  return rows[0] ?? null;
};

/** Orders (not cancelled) placed with the coupon: all of them, and the customer's. */
const usesOf = async (db: Queryable, tenantId: number, couponId: number, customerId: number | null) => {
  const [row] = await db.query<{ total: number; customer: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE customer_id = $3))::int AS customer
       FROM orders WHERE tenant_id = $1 AND coupon_id = $2 AND status NOT IN ('canceled', 'b2b_canceled')`,
    [tenantId, couponId, customerId],
  );
  return { total: row?.total ?? 0, customer: row?.customer ?? 0 };
};

/** Whether the coupon was used up, by everyone or by this customer (null: a guest, only the total counts). */
const usedUp = async (db: Queryable, tenantId: number, coupon: CouponRow, customerId: number | null): Promise<boolean> => {
  if (coupon.max_uses === null && (coupon.max_uses_per_customer === null || customerId === null)) return false;
  const uses = await usesOf(db, tenantId, coupon.id, customerId);
  return (
    (coupon.max_uses !== null && uses.total >= coupon.max_uses) ||
    (coupon.max_uses_per_customer !== null && customerId !== null && uses.customer >= coupon.max_uses_per_customer)
  );
};

export const couponTerms = (coupon: CouponRow): CouponTerms => ({
  kind: coupon.kind,
  value: coupon.value,
  max_discount: coupon.max_discount_minor === null ? null : fromMinor(coupon.max_discount_minor),
  item_id: coupon.item_id,
});

export type CouponCheck = { ok: true; coupon: CouponRow; discount: number } | { ok: false; code: CouponRefusal };

/**
 * A coupon code against a cart now, for a customer (null: a guest): the coupon and its discount, or
 * the spec's message why not. A code that does not exist, is switched off, has not started or has
 * ended gets one and the same answer, so codes cannot be told apart by trying them. An offer on one
 * item with none of it in the cart is not available.
 */
export const checkCoupon = async (
  db: Queryable,
  tenantId: number,
  code: string,
  cart: { subtotal: number; lines: readonly { item_id: number; total: number }[] },
  now: Date,
  customerId: number | null,
): Promise<CouponCheck> => {
  const { subtotal } = cart;
  const coupon = await findCoupon(db, tenantId, code);
  const valid =
    coupon !== null &&
    coupon.active &&
    (coupon.starts_at === null || now >= new Date(coupon.starts_at)) &&
    (coupon.ends_at === null || now < new Date(coupon.ends_at));
  if (!valid) return { ok: false, code: 'coupon_invalid' };
  const base = couponBase(subtotal, cart.lines, coupon);
  if (toMinor(subtotal) < coupon.min_subtotal_minor || base <= 0 || (await usedUp(db, tenantId, coupon, customerId)))
    return { ok: false, code: 'coupon_unavailable' };
  return { ok: true, coupon, discount: couponDiscount(base, couponTerms(coupon)) };
};

/**
 * Counts the uses of a coupon inside the order's transaction, the coupon's row locked so parallel
 * orders take its last uses one at a time: a 422 when it is used up, in total or by this customer.
 */
export const reserveCouponUse = async (tx: Queryable, tenantId: number, coupon: CouponRow, customerId: number): Promise<void> => {
  await tx.query('SELECT id FROM coupons WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, coupon.id]);
  if (await usedUp(tx, tenantId, coupon, customerId)) throw new HttpError(422, 'coupon_unavailable');
};
