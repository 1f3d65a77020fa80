import { ACCOUNT_AUTH_PATHS, type EmailLoginBody } from '@storefront/shared/contracts';
import { AUTH_PATHS, readAnswer, type Checked, type OtpSendBody, type OtpVerifyBody, type ApiClient } from '@storefront/shared';

// The answers are read through the lazy schemas: the login page's first visit carries no zod.
export type LoginAnswer = Checked<'accountLoginResponseSchema'>['data'];

/** Asks for a code; answers the seconds until another may be asked for. */
export const sendCode = async (api: ApiClient, body: OtpSendBody): Promise<{ resendIn: number }> => ({
  resendIn: (await readAnswer('otpSendResponseSchema', await api.post(AUTH_PATHS.otpSend, body))).data.resend_in,
});

export const verifyCode = async (api: ApiClient, body: OtpVerifyBody): Promise<LoginAnswer> =>
  (await readAnswer('otpVerifyResponseSchema', await api.post(AUTH_PATHS.otpVerify, body))).data;

export const loginByEmail = async (api: ApiClient, body: EmailLoginBody): Promise<LoginAnswer> =>
  (await readAnswer('accountLoginResponseSchema', await api.post(ACCOUNT_AUTH_PATHS.emailLogin, body))).data;
