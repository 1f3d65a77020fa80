import {
  CHALLENGE_PATHS,
  challengeDetailsResponseSchema,
  challengeListResponseSchema,
  type Challenge,
  type ChallengeDetails,
} from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';
import { type PageMeta } from '@storefront/shared/contracts';

export type ChallengeList = { data: Challenge[]; meta: PageMeta };

export const fetchChallenges = async (api: ApiClient, signal?: AbortSignal): Promise<ChallengeList> =>
  parseAnswer(challengeListResponseSchema, (await api.get(CHALLENGE_PATHS.list, { signal })).data);

export const fetchChallenge = async (api: ApiClient, id: string, signal?: AbortSignal): Promise<ChallengeDetails> =>
  parseAnswer(challengeDetailsResponseSchema, (await api.get(CHALLENGE_PATHS.details(encodeURIComponent(id)), { signal })).data).data;
