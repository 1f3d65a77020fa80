import type { Queryable } from '../../db/db';
import type { DemoOrderSetup } from './demo-orders';

/** Adds the checkout settings (an existing key is kept) and the coupons of one demo tenant. */
export const insertDemoOrderSetup = async (tx: Queryable, tenantId: number, setup: DemoOrderSetup): Promise<void> => {
  for (const setting of setup.settings) {
    await tx.query(
      'INSERT INTO settings (tenant_id, key, value, is_json) VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id, key) DO NOTHING',
      [tenantId, setting.key, setting.value, setting.isJson],
    );
  }
  for (const coupon of setup.coupons) {
    await tx.query(
      `INSERT INTO coupons (tenant_id, code, kind, value, max_discount_minor, min_subtotal_minor, starts_at, ends_at, max_uses)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (tenant_id, code) DO NOTHING`,
      [
        tenantId,
        coupon.code,
        coupon.kind,
        coupon.value,
        coupon.max_discount_minor,
        coupon.min_subtotal_minor,
        coupon.starts_at,
        coupon.ends_at,
        coupon.max_uses,
      ],
    );
  }
};

/** Gives the demo coupons their per-customer use limits (added after `020_orders`, so set on existing coupons). */
export const setDemoCouponCustomerLimits = async (tx: Queryable, tenantId: number, setup: DemoOrderSetup): Promise<void> => {
  for (const coupon of setup.coupons) {
    if (coupon.max_uses_per_customer === null) continue;
    await tx.query('UPDATE coupons SET max_uses_per_customer = $3 WHERE tenant_id = $1 AND code = $2', [
      tenantId,
      coupon.code,
      coupon.max_uses_per_customer,
    ]);
  }
};
