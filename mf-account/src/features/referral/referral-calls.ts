import { PROFILE_PATHS, type ReferralBody } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { readAnswer } from '../answers';

/** A friend's code, used once: answers what it credited. */
export const applyReferralCode = async (api: ApiClient, body: ReferralBody) =>
  (await readAnswer('referralResponseSchema', await api.post(PROFILE_PATHS.referralCode, body))).data;
