import type { Locale } from '@storefront/shared';
import type { VehicleBrand } from '@storefront/shared/contracts';

/** The brands in the alphabetical order of the customer's language (the api lists them by their English names). */
export const brandsInOrder = (brands: readonly VehicleBrand[], locale: Locale): VehicleBrand[] =>
  [...brands].sort((a, b) => a.names[locale].localeCompare(b.names[locale], locale));
