import { couponBase, couponDiscount, fromMinor, toMinor, type CouponTerms, type CouponRefusal } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { findCoupon, lockCoupon, setCouponActive, type CouponRow } from './coupon-repository';
import { countCouponUses } from './order-repository';

/** Whether the coupon was used up, by everyone or by this customer (null: a guest, only the total counts). */
const usedUp = async (db: Queryable, tenantId: number, coupon: CouponRow, customerId: number | null): Promise<boolean> => {
  if (coupon.max_uses === null && (coupon.max_uses_per_customer === null || customerId === null)) return false;
  const uses = await countCouponUses(db, tenantId, coupon.id, customerId);
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
 * the spec's message why not (section 8): a code the tenant does not have (or another customer's reward
 * voucher) is invalid; one that is
 * switched off, has not started or has ended is "not available or expired", as is an offer on one
 * item with none of it in the cart. Guessing codes is bounded by the coupon attempts' limit.
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
  // Another customer's voucher is as unknown as a code the tenant does not have.
  if (coupon === null || (coupon.customer_id !== null && coupon.customer_id !== customerId)) return { ok: false, code: 'coupon_invalid' };
  const running =
    coupon.active &&
    (coupon.starts_at === null || now >= new Date(coupon.starts_at)) &&
    (coupon.ends_at === null || now < new Date(coupon.ends_at));
  if (!running) return { ok: false, code: 'coupon_unavailable' };
  const base = couponBase(subtotal, cart.lines, coupon);
  if (toMinor(subtotal) < coupon.min_subtotal_minor || base <= 0 || (await usedUp(db, tenantId, coupon, customerId)))
    return { ok: false, code: 'coupon_unavailable' };
  return { ok: true, coupon, discount: couponDiscount(base, couponTerms(coupon)) };
};

/**
 * Counts the uses of a coupon inside the order's transaction, the coupon's row locked so parallel
 * orders take its last uses one at a time: a 422 when it is used up, in total or by this customer, or was
 * switched off since it was checked.
 */
export const reserveCouponUse = async (tx: Queryable, tenantId: number, coupon: CouponRow, customerId: number): Promise<void> => {
  const active = await lockCoupon(tx, tenantId, coupon.id);
  if (!active || (await usedUp(tx, tenantId, coupon, customerId))) throw new DomainError('coupon_unavailable');
};

/** The restaurant turns an offer (its code, upper case) off or on again; a code the tenant does not have is `not_found`. */
export const switchOffer = async (db: Queryable, tenantId: number, code: string, active: boolean): Promise<void> => {
  if (!(await setCouponActive(db, tenantId, code, active))) throw new DomainError('not_found', { message: 'Offer not found' });
};
