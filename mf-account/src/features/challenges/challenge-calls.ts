import {
  CHALLENGE_PATHS,
  challengeDetailsResponseSchema,
  challengeListResponseSchema,
  type Challenge,
  type ChallengeDetails,
} from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';
import { type PageMeta } from '@storefront/shared/contracts';

export const fetchChallenges = async (api: ApiClient): Promise<{ data: Challenge[]; meta: PageMeta }> =>
  parseAnswer(challengeListResponseSchema, (await api.get(CHALLENGE_PATHS.list)).data);

export const fetchChallenge = async (api: ApiClient, id: string): Promise<ChallengeDetails> =>
  parseAnswer(challengeDetailsResponseSchema, (await api.get(CHALLENGE_PATHS.details(encodeURIComponent(id)))).data).data;
