import {
  DEFAULT_REWARD_PROVIDER,
  redeemResponseSchema,
  REWARD_PATHS,
  rewardListResponseSchema,
  voucherListResponseSchema,
  type Redemption,
  type Reward,
  type Voucher,
} from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

export const fetchRewards = async (api: ApiClient, signal?: AbortSignal, provider = DEFAULT_REWARD_PROVIDER): Promise<Reward[]> =>
  parseAnswer(rewardListResponseSchema, (await api.get(REWARD_PATHS.list, { params: { provider }, signal })).data).data;

/** The customer's vouchers still to use (the api gives the points of expired ones back as it answers). */
export const fetchVouchers = async (api: ApiClient, signal?: AbortSignal): Promise<Voucher[]> =>
  parseAnswer(voucherListResponseSchema, (await api.get(REWARD_PATHS.mine, { signal })).data).data;

export const redeemReward = async (api: ApiClient, id: number, provider = DEFAULT_REWARD_PROVIDER): Promise<Redemption> =>
  parseAnswer(redeemResponseSchema, (await api.post(REWARD_PATHS.redeem(id), { provider })).data).data;
