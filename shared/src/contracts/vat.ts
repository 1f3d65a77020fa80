import { COUNTRIES, type CountryCode } from './countries';

/** The tenant setting that says menu prices include VAT ('1') or have it added at checkout ('0', the default). */
export const PRICES_INCLUDE_VAT_SETTING = 'general.prices_include_vat';

/** How a tenant charges VAT: its country's rate, and whether its prices already include it. */
export interface VatRule {
  percent: number;
  /** Prices (menu, options, fees, charges) include VAT: the total is their sum and the VAT is the part of it. */
  included: boolean;
}

/** The tenant's VAT rule: prices include VAT where the country requires it, else as the tenant's setting says. */
export const vatRuleOf = (country: CountryCode, setting: unknown): VatRule => ({
  percent: COUNTRIES[country].vat_percent,
  included: COUNTRIES[country].vat_inclusive_prices || setting === '1' || setting === 1 || setting === true,
});

/**
 * VAT of a taxable amount in minor units, half up to the minor unit: added on top, or, when prices
 * include it, the part of the amount that is VAT (amount × p / (100 + p)). Answers the VAT and the total.
 */
export const vatOf = (taxableMinor: number, rule: VatRule): { vatMinor: number; totalMinor: number } => {
  if (rule.included) return { vatMinor: Math.round((taxableMinor * rule.percent) / (100 + rule.percent)), totalMinor: taxableMinor };
  const vatMinor = Math.round((taxableMinor * rule.percent) / 100);
  return { vatMinor, totalMinor: taxableMinor + vatMinor };
};
