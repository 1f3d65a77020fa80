import { API_ERRORS } from './api-errors';
import { z } from 'zod/mini';
import { itemOf, listOf, localizedTextSchema } from './common';

/** Rewards the customer can redeem with points (docs/api.md). */
export const REWARD_PATHS = {
  list: '/api/v1/loyalty/rewards/list',
  /** The customer's vouchers still to use (redeemed, not used, not expired). */
  mine: '/api/v1/loyalty/rewards/mine',
  redeem: (id: number | string) => `/api/v1/loyalty/rewards/redeem/${id}`,
} as const;

/** The reward provider slug of docs/specification.md §3; `order` unless the storefront says otherwise. */
export const DEFAULT_REWARD_PROVIDER = 'order';
export const rewardProviderSchema = z._default(z.string().check(z.regex(/^[a-z0-9_-]{1,30}$/)), DEFAULT_REWARD_PROVIDER);
export const rewardListQuerySchema = z.object({ provider: rewardProviderSchema });

export const rewardSchema = z.object({
  id: z.int(),
  provider: z.string(),
  names: localizedTextSchema,
  descriptions: localizedTextSchema,
  points: z.int().check(z.positive()),
  /** Money credited to the wallet on redemption (0: the reward is a voucher). */
  wallet_amount: z.number(),
  /** The dish a voucher gives free (one, at checkout); null for a reward without a dish. */
  item_id: z.nullable(z.int()),
});
export type Reward = z.infer<typeof rewardSchema>;
export const rewardListResponseSchema = listOf(rewardSchema);

export const redeemBodySchema = z.object({ provider: rewardProviderSchema });
export const redemptionSchema = z.object({
  id: z.int(),
  reward_id: z.int(),
  points: z.int(),
  /** A voucher code to show at the restaurant or use at checkout. */
  code: z.string(),
  wallet_amount: z.number(),
  points_balance: z.number(),
  created_at: z.string(),
  /** When the voucher expires unused (its points then come back); null: the reward has no voucher to use. */
  expires_at: z.nullable(z.string()),
});
export type Redemption = z.infer<typeof redemptionSchema>;
export const redeemResponseSchema = itemOf(redemptionSchema);

/** A redeemed voucher still to use: its code is applied at checkout like a coupon, once, by this customer only. */
export const voucherSchema = z.object({
  id: z.int(),
  reward_id: z.int(),
  names: localizedTextSchema,
  descriptions: localizedTextSchema,
  item_id: z.nullable(z.int()),
  points: z.int(),
  code: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherListResponseSchema = listOf(voucherSchema);

/** Spec section 8. */
export const POINTS_NOT_ENOUGH_MESSAGE = API_ERRORS.points_not_enough;
