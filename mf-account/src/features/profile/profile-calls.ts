import {
  parseAnswer,
  PROFILE_PATHS,
  profileResponseSchema,
  type CustomerDetails,
  type ProfileBody,
  type ApiClient,
} from '@storefront/shared';

export const saveProfile = async (api: ApiClient, body: ProfileBody): Promise<CustomerDetails> =>
  parseAnswer(profileResponseSchema, (await api.put(PROFILE_PATHS.update, body)).data).data;
