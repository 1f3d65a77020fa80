export const COUNTRY_CODES = ['SA', 'EG', 'AE', 'QA'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface Country {
  iso_code2: CountryCode;
  /** Dialling code without the plus sign. */
  mobile_code: string;
  /** The national number as typed after the dialling code: its required prefix. */
  mobile_format: string;
  mobile_length: number;
  /** IANA zones; the first one is sent as x-time-zone. */
  time_zones: readonly string[];
  currency: string;
  /** VAT in percent applied to orders in this country. */
  vat_percent: number;
  /**
   * Prices shown to consumers must include VAT (Saudi Arabia: ZATCA; the Emirates: the FTA), so a
   * tenant there always has `prices_include_vat` on (`vat.ts`).
   */
  vat_inclusive_prices: boolean;
}

/** The country table of docs/specification.md §3/§5. */
export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  SA: {
    iso_code2: 'SA',
    mobile_code: '966',
    mobile_format: '5',
    mobile_length: 9,
    time_zones: ['Asia/Riyadh'],
    currency: 'SAR',
    vat_percent: 15,
    vat_inclusive_prices: true,
  },
  EG: {
    iso_code2: 'EG',
    mobile_code: '2',
    mobile_format: '01',
    mobile_length: 11,
    time_zones: ['Africa/Cairo'],
    currency: 'EGP',
    vat_percent: 14,
    vat_inclusive_prices: false,
  },
  AE: {
    iso_code2: 'AE',
    mobile_code: '971',
    mobile_format: '5',
    mobile_length: 9,
    time_zones: ['Asia/Dubai'],
    currency: 'AED',
    vat_percent: 5,
    vat_inclusive_prices: true,
  },
  QA: {
    iso_code2: 'QA',
    mobile_code: '974',
    mobile_format: '',
    mobile_length: 8,
    time_zones: ['Asia/Qatar'],
    currency: 'QAR',
    vat_percent: 0,
    vat_inclusive_prices: false,
  },
};

export const firstTimeZone = (country: CountryCode): string => COUNTRIES[country].time_zones[0] ?? 'UTC';

/**
 * The zone whose clock the storefront shows times in: the tenant's own (its country's first), so a Cairo customer
 * reads Cairo times. "Egypt's time zone is displayed as Riyadh" (docs/specification.md §9) is about a zone's
 * label only, never the clock (docs/decisions/times-in-the-tenants-clock.md).
 */
export const displayTimeZone = (country: CountryCode): string => firstTimeZone(country);
