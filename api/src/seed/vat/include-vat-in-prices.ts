import { COUNTRIES, PRICES_INCLUDE_VAT_SETTING, type CountryCode } from '@storefront/shared/contracts';
import type { Queryable } from '../../db/db';

/** The money settings a tenant's customers read as prices (docs/api.md, "Money of an order"). */
const PRICE_SETTINGS = ['order.minimum_order_amount', 'order.delivery_fee', 'order.additional_charges'];

/**
 * Switches a demo tenant of a country whose prices shown to consumers must include VAT to prices that
 * include it, as a restaurant would on switching: every price, fee and minimum it wrote before VAT
 * becomes that amount with VAT (half up to the minor unit), so what the customer pays and the
 * restaurant earns stays the same (Chicken Kabsa, 32.00 before VAT, is 36.80). Fixed coupons keep
 * their face value. Other tenants keep VAT added at checkout.
 */
export const includeVatInPrices = async (tx: Queryable, tenantId: number, country: CountryCode): Promise<void> => {
  const { vat_inclusive_prices: required, vat_percent: percent } = COUNTRIES[country];
  if (!required) return;
  // Once: a tenant whose prices already include VAT is left as it is.
  const [switched] = await tx.query("SELECT 1 FROM settings WHERE tenant_id = $1 AND key = $2 AND value = '1'", [
    tenantId,
    PRICES_INCLUDE_VAT_SETTING,
  ]);
  if (switched) return;
  const gross = (column: string) => `round(${column} * (100 + ${percent}) / 100.0)::integer`;
  await tx.query(`UPDATE menu_items SET price_minor = ${gross('price_minor')} WHERE tenant_id = $1`, [tenantId]);
  await tx.query(`UPDATE menu_options SET price_minor = ${gross('price_minor')} WHERE tenant_id = $1`, [tenantId]);
  await tx.query(
    `UPDATE delivery_zones SET fee_minor = ${gross('fee_minor')}, minimum_order_minor = ${gross('minimum_order_minor')} WHERE tenant_id = $1`,
    [tenantId],
  );
  await tx.query(`UPDATE coupons SET min_subtotal_minor = ${gross('min_subtotal_minor')} WHERE tenant_id = $1`, [tenantId]);
  await tx.query(
    `UPDATE settings SET value = to_char(round(value::numeric * (100 + ${percent}) / 100.0, 2), 'FM999999990.00')
      WHERE tenant_id = $1 AND key = ANY($2::text[]) AND value ~ '^[0-9]+(\\.[0-9]+)?$'`,
    [tenantId, PRICE_SETTINGS],
  );
  await tx.query(
    `INSERT INTO settings (tenant_id, key, value) VALUES ($1, $2, '1') ON CONFLICT (tenant_id, key) DO UPDATE SET value = EXCLUDED.value`,
    [tenantId, PRICES_INCLUDE_VAT_SETTING],
  );
};
