import { PROFILE_PATHS, profileResponseSchema, type ProfileBody } from '@storefront/shared/contracts';
import { parseAnswer, type CustomerDetails, type ApiClient } from '@storefront/shared';

export const saveProfile = async (api: ApiClient, body: ProfileBody): Promise<CustomerDetails> =>
  parseAnswer(profileResponseSchema, (await api.put(PROFILE_PATHS.update, body)).data).data;
