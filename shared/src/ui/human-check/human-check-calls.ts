import { FRAME_PATHS, readAnswer, type ApiClient } from '@storefront/shared';
import type { HumanCheckChallenge } from '@storefront/shared/contracts';

/** A new human-check challenge of the tenant (its schema, and zod, load with the first one). */
export const fetchHumanCheck = async (api: ApiClient): Promise<HumanCheckChallenge> =>
  (await readAnswer('humanCheckChallengeResponseSchema', await api.get(FRAME_PATHS.humanCheck))).data;
