import { COUNTRIES, type CountryCode } from '@storefront/shared';

/** The tenant's display time zone: the country's first one; Egypt's is displayed as Riyadh (spec section 9). */
export const displayTimeZone = (country: CountryCode): string =>
  country === 'EG' ? 'Asia/Riyadh' : (COUNTRIES[country].time_zones[0] ?? 'Asia/Riyadh');
