import { ACCOUNT_AUTH_PATHS, type SignupBody } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { readAnswer } from '../answers';
import { type LoginAnswer } from '../login';

export const signUp = async (api: ApiClient, body: SignupBody): Promise<LoginAnswer> =>
  (await readAnswer('accountLoginResponseSchema', await api.post(ACCOUNT_AUTH_PATHS.signup, body))).data;
