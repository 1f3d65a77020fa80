import { API_ERRORS } from './api-errors';
import { z } from 'zod/mini';
import { itemOf } from './common';
import { customerSchema } from './customer';
import { otpSendResponseSchema, verificationCodeField } from './auth';
import { mobileFields, withMobileRule } from './validation';

/** Changing the logged-in customer's mobile number, proven by a code sent to the new number (docs/api.md). */
export const MOBILE_CHANGE_PATHS = {
  sendCode: '/api/v1/user/customers/mobile/send-code',
  verify: '/api/v1/user/customers/mobile/verify',
} as const;

/** POST sendCode: the new number, `{ country_code, mobile }`, by its country's rules (any digits; kept in national form). */
export const mobileChangeSendBodySchema = withMobileRule(z.object(mobileFields));
export type MobileChangeSendBody = z.input<typeof mobileChangeSendBodySchema>;

/** As otp/send: seconds until another code may be asked for, and until this one expires (a 429 is `otpTooManyRequestsSchema`). */
export const mobileChangeSendResponseSchema = otpSendResponseSchema;

/** POST verify: the new number and the code it received. */
export const mobileChangeVerifyBodySchema = withMobileRule(z.object({ ...mobileFields, code: verificationCodeField }));
export type MobileChangeVerifyBody = z.input<typeof mobileChangeVerifyBodySchema>;

/** The customer with the new number. */
export const mobileChangeResponseSchema = itemOf(customerSchema);

/** The refusals of both calls (409 / 422 with `errors.mobile`), before any code is sent or spent. */
export const MOBILE_CHANGE_MESSAGES = {
  taken: API_ERRORS.mobile_taken,
  same: API_ERRORS.mobile_unchanged,
} as const;
