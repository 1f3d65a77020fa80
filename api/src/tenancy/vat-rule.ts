import { PRICES_INCLUDE_VAT_SETTING, vatRuleOf, type VatRule } from '@storefront/shared/contracts';
import type { TenantPricing } from '../cart/price-cart';
import { settingValue } from '../content/settings-repository';
import type { Queryable } from '../db/db';
import type { RequestTenant } from './request-tenant';

/** How the tenant charges VAT: its country's rate, and whether its prices include it (`general.prices_include_vat`). */
export const tenantVatRule = async (db: Queryable, tenant: Pick<RequestTenant, 'id' | 'country'>): Promise<VatRule> => {
  return vatRuleOf(tenant.country, await settingValue(db, tenant.id, PRICES_INCLUDE_VAT_SETTING));
};

/** The tenant's country and VAT rule, as its carts and orders are priced. */
export const tenantPricing = async (db: Queryable, tenant: Pick<RequestTenant, 'id' | 'country'>): Promise<TenantPricing> => ({
  country: tenant.country,
  vat: await tenantVatRule(db, tenant),
});

/** The same, from the `general.prices_include_vat` value already read (the order settings carry it). */
export const pricingOf = (tenant: Pick<RequestTenant, 'country'>, pricesIncludeVat: string | null): TenantPricing => ({
  country: tenant.country,
  vat: vatRuleOf(tenant.country, pricesIncludeVat),
});
