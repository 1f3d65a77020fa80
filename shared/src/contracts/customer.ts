import { z } from 'zod';
import { itemOf, localizedTextSchema } from './common';

export const addressSchema = z.object({
  id: z.number().int(),
  street_name: z.string(),
  building_type: z.enum(['house', 'villa', 'office']),
  building_number: z.string().nullable(),
  floor_number: z.string().nullable(),
  apartment_number: z.string().nullable(),
  special_mark: z.string().nullable(),
  description: z.string().max(300).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const vehicleSchema = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  brand_name: z.string(),
  brand_logo: z.string().nullable(),
  color_id: z.number().int(),
  color_name: z.string(),
  color_code: z.string(),
  plate_number: z.string().max(20),
  /** Brand and colour in both languages, from the catalogues (`brand_name`, `color_name`: as stored). */
  brand_names: localizedTextSchema,
  color_names: localizedTextSchema,
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** The customer as the API describes them (docs/specification.md §3); `customer_group_name` is kept as `group`. */
export const customerSchema = z.object({
  id: z.number().int(),
  avatar: z.string().nullable(),
  customer_group_name: z.string().nullable(),
  group_id: z.number().int().nullable(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  referral_code: z.string().nullable(),
  birthDate: z.string().nullable(),
  countryCode: z.string(),
  customer_addresses: z.array(addressSchema),
  vehicles: z.array(vehicleSchema),
});
export type CustomerDetails = z.infer<typeof customerSchema>;

/** GET /api/v1/user/customers/details */
export const customerDetailsResponseSchema = itemOf(customerSchema);

/** GET /api/v1/wallet/wallet-logs/balance */
export const walletBalanceResponseSchema = itemOf(z.object({ balance: z.number(), min_order_amount: z.number() }));
/** GET /api/v1/loyalty/points-logs/balance */
export const pointsBalanceResponseSchema = itemOf(z.object({ balance: z.number() }));

/**
 * The `state` a login page hands back: who logged in, the token to check, and the nonce this browser
 * stored before it left for the login (a state without the matching nonce is refused).
 */
export const loginStateSchema = z.object({
  token: z.string().min(1).max(512),
  customer: z.record(z.string(), z.unknown()).optional(),
  nonce: z.string().min(1).max(128).optional(),
});
export type LoginState = z.infer<typeof loginStateSchema>;
