import { ACCOUNT_AUTH_PATHS, accountLoginResponseSchema, type SignupBody } from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';
import { type LoginAnswer } from '../login';

export const signUp = async (api: ApiClient, body: SignupBody): Promise<LoginAnswer> =>
  parseAnswer(accountLoginResponseSchema, (await api.post(ACCOUNT_AUTH_PATHS.signup, body)).data).data;
