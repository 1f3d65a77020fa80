import { CHALLENGE_PATHS, type Challenge, type ChallengeDetails } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { type PageMeta } from '@storefront/shared/contracts';
import { readAnswer } from '../answers';

export type ChallengeList = { data: Challenge[]; meta: PageMeta };

export const fetchChallenges = async (api: ApiClient, signal?: AbortSignal): Promise<ChallengeList> =>
  readAnswer('challengeListResponseSchema', await api.get(CHALLENGE_PATHS.list, { signal }));

export const fetchChallenge = async (api: ApiClient, id: string, signal?: AbortSignal): Promise<ChallengeDetails> =>
  (await readAnswer('challengeDetailsResponseSchema', await api.get(CHALLENGE_PATHS.details(encodeURIComponent(id)), { signal }))).data;
