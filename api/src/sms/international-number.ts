import { COUNTRIES, type CountryCode } from '@storefront/shared/contracts';

/**
 * A mobile in national form in international form: `+966551234567` for SA 551234567. Egypt's code is
 * written 2 and its national numbers keep their 0, so EG 01012345678 becomes +201012345678.
 */
export const internationalNumber = (country: CountryCode, nationalMobile: string): string =>
  `+${COUNTRIES[country].mobile_code}${nationalMobile}`;
