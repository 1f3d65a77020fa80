import {
  ACCOUNT_AUTH_PATHS,
  accountLoginResponseSchema,
  type EmailLoginBody,
  otpSendResponseSchema,
  otpVerifyResponseSchema,
} from '@storefront/shared/contracts';
import { AUTH_PATHS, parseAnswer, type OtpSendBody, type OtpVerifyBody, type ApiClient } from '@storefront/shared';

export type LoginAnswer = ReturnType<typeof accountLoginResponseSchema.parse>['data'];

/** Asks for a code; answers the seconds until another may be asked for. */
export const sendCode = async (api: ApiClient, body: OtpSendBody): Promise<{ resendIn: number }> => ({
  resendIn: parseAnswer(otpSendResponseSchema, (await api.post(AUTH_PATHS.otpSend, body)).data).data.resend_in,
});

export const verifyCode = async (api: ApiClient, body: OtpVerifyBody): Promise<LoginAnswer> =>
  parseAnswer(otpVerifyResponseSchema, (await api.post(AUTH_PATHS.otpVerify, body)).data).data;

export const loginByEmail = async (api: ApiClient, body: EmailLoginBody): Promise<LoginAnswer> =>
  parseAnswer(accountLoginResponseSchema, (await api.post(ACCOUNT_AUTH_PATHS.emailLogin, body)).data).data;
