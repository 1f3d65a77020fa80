import {
  DEFAULT_REWARD_PROVIDER,
  redeemResponseSchema,
  REWARD_PATHS,
  rewardListResponseSchema,
  type Redemption,
  type Reward,
} from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

export const fetchRewards = async (api: ApiClient, signal?: AbortSignal, provider = DEFAULT_REWARD_PROVIDER): Promise<Reward[]> =>
  parseAnswer(rewardListResponseSchema, (await api.get(REWARD_PATHS.list, { params: { provider }, signal })).data).data;

export const redeemReward = async (api: ApiClient, id: number, provider = DEFAULT_REWARD_PROVIDER): Promise<Redemption> =>
  parseAnswer(redeemResponseSchema, (await api.post(REWARD_PATHS.redeem(id), { provider })).data).data;
