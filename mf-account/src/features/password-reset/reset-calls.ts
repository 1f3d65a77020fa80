import {
  PASSWORD_RESET_PATHS,
  accountLoginResponseSchema,
  passwordResetRequestResponseSchema,
  type PasswordResetBody,
  type PasswordResetRequestBody,
} from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

export type ResetAnswer = ReturnType<typeof accountLoginResponseSchema.parse>['data'];

/** Asks for a code by e-mail (the api answers the same whether the e-mail has an account or not). */
export const requestReset = async (api: ApiClient, body: PasswordResetRequestBody): Promise<void> => {
  parseAnswer(passwordResetRequestResponseSchema, (await api.post(PASSWORD_RESET_PATHS.request, body)).data);
};

export const resetPassword = async (api: ApiClient, body: PasswordResetBody): Promise<ResetAnswer> =>
  parseAnswer(accountLoginResponseSchema, (await api.post(PASSWORD_RESET_PATHS.reset, body)).data).data;
