import {
  PASSWORD_RESET_PATHS,
  type accountLoginResponseSchema,
  type PasswordResetBody,
  type PasswordResetRequestBody,
} from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { readAnswer } from '../answers';

export type ResetAnswer = ReturnType<typeof accountLoginResponseSchema.parse>['data'];

/** Asks for a code by e-mail (the api answers the same whether the e-mail has an account or not). */
export const requestReset = async (api: ApiClient, body: PasswordResetRequestBody): Promise<void> => {
  await readAnswer('passwordResetRequestResponseSchema', await api.post(PASSWORD_RESET_PATHS.request, body));
};

export const resetPassword = async (api: ApiClient, body: PasswordResetBody): Promise<ResetAnswer> =>
  (await readAnswer('accountLoginResponseSchema', await api.post(PASSWORD_RESET_PATHS.reset, body))).data;
