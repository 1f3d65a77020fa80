import { z } from 'zod/mini';
import { itemOf, localizedTextSchema } from './common';

export const addressSchema = z.object({
  id: z.int(),
  street_name: z.string(),
  building_type: z.enum(['house', 'villa', 'office']),
  building_number: z.nullable(z.string()),
  floor_number: z.nullable(z.string()),
  apartment_number: z.nullable(z.string()),
  special_mark: z.nullable(z.string()),
  description: z.nullable(z.string().check(z.maxLength(300))),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});
export type Address = z.infer<typeof addressSchema>;

export const vehicleSchema = z.object({
  id: z.int(),
  brand_id: z.int(),
  brand_name: z.string(),
  brand_logo: z.nullable(z.string()),
  color_id: z.int(),
  color_name: z.string(),
  color_code: z.string(),
  plate_number: z.string().check(z.maxLength(20)),
  /** Brand and colour in both languages, from the catalogues (`brand_name`, `color_name`: as stored). */
  brand_names: localizedTextSchema,
  color_names: localizedTextSchema,
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** The customer as the API describes them (docs/specification.md §3); `customer_group_name` is kept as `group`. */
export const customerSchema = z.object({
  id: z.int(),
  avatar: z.nullable(z.string()),
  customer_group_name: z.nullable(z.string()),
  group_id: z.nullable(z.int()),
  name: z.string(),
  mobile: z.string(),
  email: z.nullable(z.string()),
  gender: z.nullable(z.enum(['male', 'female'])),
  referral_code: z.nullable(z.string()),
  birthDate: z.nullable(z.string()),
  countryCode: z.string(),
  customer_addresses: z.array(addressSchema),
  vehicles: z.array(vehicleSchema),
});
export type CustomerDetails = z.infer<typeof customerSchema>;

/** GET /api/v1/user/customers/details */
export const customerDetailsResponseSchema = itemOf(customerSchema);

/** GET /api/v1/wallet/wallet-logs/balance */
export const walletBalanceResponseSchema = itemOf(z.object({ balance: z.number(), min_order_amount: z.number() }));
/**
 * GET /api/v1/loyalty/points-logs/balance: the balance; `min_balance`, the balance points must be above to
 * pay an order (null: points never pay at this tenant); `usable`, whether this balance pays now.
 */
export const pointsBalanceResponseSchema = itemOf(
  z.object({ balance: z.number(), min_balance: z.nullable(z.number()), usable: z.boolean() }),
);

/**
 * The `state` a login page hands back: who logged in, the token to check, and the nonce this browser
 * stored before it left for the login (a state without the matching nonce is refused).
 */
export const loginStateSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
  customer: z.optional(z.record(z.string(), z.unknown())),
  nonce: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});
export type LoginState = z.infer<typeof loginStateSchema>;
