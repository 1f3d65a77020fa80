import type { CustomerDetails } from '../../contracts';

/** The customer as stored after login (docs/specification.md §3). */
export interface Customer {
  id: number;
  avatar: string | null;
  group: string | null;
  group_id: number | null;
  name: string;
  mobile: string;
  email: string | null;
  gender: string | null;
  referral_code: string | null;
  birthDate: string | null;
  countryCode: string;
}

export const toCustomer = ({ customer_group_name, customer_addresses: _a, vehicles: _v, ...rest }: CustomerDetails): Customer => ({
  ...rest,
  group: customer_group_name,
});

/** Whether the customer's points can pay an order (the points balance answer): above `min_balance`; null when they never can. */
export interface PointsPayTerms {
  min_balance: number | null;
  usable: boolean;
}
