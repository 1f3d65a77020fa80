import { COUNTRY_CODES, type CountryCode, type ReservationForm } from '@storefront/shared/contracts';
import type { Customer } from '@storefront/shared';

/** The details step two asks for that the account knows. */
export type AccountDetails = Pick<ReservationForm, 'name' | 'email' | 'country_code' | 'phone'>;

const isCountryCode = (code: string): code is CountryCode => (COUNTRY_CODES as readonly string[]).includes(code);

/**
 * The details with every blank one taken from the customer's account (name, e-mail, mobile with its
 * country); what is there already (typed, or held by the api) stays. Without a customer, as they are.
 */
export const withAccountDetails = <T extends AccountDetails>(details: T, customer: Customer | null): T => {
  if (!customer) return details;
  const blank = (value: string) => value.trim() === '';
  const phoneFromAccount = blank(details.phone) && customer.mobile !== '';
  return {
    ...details,
    name: blank(details.name) ? customer.name : details.name,
    email: blank(details.email) ? (customer.email ?? '') : details.email,
    phone: phoneFromAccount ? customer.mobile : details.phone,
    country_code: phoneFromAccount && isCountryCode(customer.countryCode) ? customer.countryCode : details.country_code,
  };
};
