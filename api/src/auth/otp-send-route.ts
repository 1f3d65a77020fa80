import {
  AUTH_PATHS,
  humanCheckRequiredSchema,
  otpSendBodySchema,
  otpSendResponseSchema,
  otpTooManyRequestsSchema,
} from '@storefront/shared/contracts';
import { sendOtpCode, type OtpSendServices } from './otp-send';
import { otpSmsText } from './otp-sms-text';
import type { TenantScope } from '../tenancy/scopes';
import { requestLocale } from '../http/request-locale';

/** POST a mobile number: a new 4-digit code goes to it by SMS (from its second code in the window on, with the human check). */
export const otpSendRoutes = async (scope: TenantScope, services: OtpSendServices): Promise<void> => {
  const schema = {
    body: otpSendBodySchema,
    response: { 200: otpSendResponseSchema, 428: humanCheckRequiredSchema, 429: otpTooManyRequestsSchema },
  };
  scope.post(AUTH_PATHS.otpSend, { schema }, async (request) => {
    const { human_check, ...mobile } = request.body;
    return sendOtpCode(services, request, {
      mobile,
      smsText: (code) => otpSmsText(request.tenant, requestLocale(request), code),
      humanCheckAfterFirstCode: true,
      humanCheckAnswer: human_check,
    });
  });
};
