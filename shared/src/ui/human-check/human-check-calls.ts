import { FRAME_PATHS } from '../../contracts/paths';
import { humanCheckChallengeResponseSchema, type HumanCheckChallenge } from '../../contracts/contact';
import { parseAnswer, type ApiClient } from '../../http/api-client';

/** A new human-check challenge of the tenant. */
export const fetchHumanCheck = async (api: ApiClient): Promise<HumanCheckChallenge> =>
  parseAnswer(humanCheckChallengeResponseSchema, (await api.get(FRAME_PATHS.humanCheck)).data).data;
