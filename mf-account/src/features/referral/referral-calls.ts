import { PROFILE_PATHS, referralResponseSchema, type ReferralBody } from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

/** A friend's code, used once: answers what it credited. */
export const applyReferralCode = async (api: ApiClient, body: ReferralBody) =>
  parseAnswer(referralResponseSchema, (await api.post(PROFILE_PATHS.referralCode, body)).data).data;
