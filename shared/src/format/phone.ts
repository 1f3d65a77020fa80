import { COUNTRIES, type CountryCode } from '../contracts/countries';
import { isolateLtr } from '../contracts/bidi';

/** A mobile number with its dialling code (`+966 557780918`), for a left-to-right field's value. */
export const mobileText = (country: CountryCode, mobile: string): string => `+${COUNTRIES[country]?.mobile_code ?? ''} ${mobile}`;

/** A mobile number with its dialling code, one left-to-right run inside any text. */
export const formatMobile = (country: CountryCode, mobile: string): string => isolateLtr(mobileText(country, mobile));

/** A phone number as stored (`+966112150101`), one left-to-right run inside any text. */
export const formatPhone = (phone: string): string => isolateLtr(phone.trim());
