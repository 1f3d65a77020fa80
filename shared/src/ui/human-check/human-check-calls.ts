import { FRAME_PATHS, parseAnswer, type ApiClient } from '@storefront/shared';
import { humanCheckChallengeResponseSchema, type HumanCheckChallenge } from '@storefront/shared/contracts';

/** A new human-check challenge of the tenant. */
export const fetchHumanCheck = async (api: ApiClient): Promise<HumanCheckChallenge> =>
  parseAnswer(humanCheckChallengeResponseSchema, (await api.get(FRAME_PATHS.humanCheck)).data).data;
