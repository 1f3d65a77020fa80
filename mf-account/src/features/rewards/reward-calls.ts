import { DEFAULT_REWARD_PROVIDER, REWARD_PATHS, type Redemption, type Reward, type Voucher } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { readAnswer } from '../answers';

export const fetchRewards = async (api: ApiClient, signal?: AbortSignal, provider = DEFAULT_REWARD_PROVIDER): Promise<Reward[]> =>
  (await readAnswer('rewardListResponseSchema', await api.get(REWARD_PATHS.list, { params: { provider }, signal }))).data;

/** The customer's vouchers still to use (the api gives the points of expired ones back as it answers). */
export const fetchVouchers = async (api: ApiClient, signal?: AbortSignal): Promise<Voucher[]> =>
  (await readAnswer('voucherListResponseSchema', await api.get(REWARD_PATHS.mine, { signal }))).data;

export const redeemReward = async (api: ApiClient, id: number, provider = DEFAULT_REWARD_PROVIDER): Promise<Redemption> =>
  (await readAnswer('redeemResponseSchema', await api.post(REWARD_PATHS.redeem(id), { provider }))).data;
