import { z } from 'zod/mini';
import { apiErrorSchema, itemOf } from './common';
import { humanCheckAnswerSchema } from './contact';
import { customerSchema } from './customer';
import { toWesternDigits } from './digits';
import { mobileFields, withMobileRule } from './validation';
import { LIMITS, VALIDATION } from './field-rules';

export const humanCheckRequiredSchema = z.extend(apiErrorSchema, { human_check_required: z.literal(true) });
export type HumanCheckRequired = z.output<typeof humanCheckRequiredSchema>;

/** The answer to the human check a login call may ask for (HUMAN_CHECK_REQUIRED); absent until then. */
export const optionalHumanCheckField = z.optional(humanCheckAnswerSchema);

/** POST otpSend: `{ country_code, mobile, human_check? }`; the mobile is kept in national form. */
export const otpSendBodySchema = withMobileRule(z.object({ ...mobileFields, human_check: optionalHumanCheckField }));
export type OtpSendBody = z.input<typeof otpSendBodySchema>;

/** Seconds until another code may be asked for, and until this one expires. */
export const otpSendResponseSchema = itemOf(
  z.object({ resend_in: z.int().check(z.nonnegative()), expires_in: z.int().check(z.positive()) }),
);

/** A 429 of otpSend: another code may be asked for in `resend_in` seconds. */
export const otpTooManyRequestsSchema = z.extend(apiErrorSchema, { resend_in: z.int().check(z.nonnegative()) });

const CODE_PATTERN = new RegExp(`^\\d{${LIMITS.verificationCode}}$`);

/** The code as typed: Arabic-Indic and Persian digits are read as Western digits. */
export const verificationCodeField = z.pipe(
  z.pipe(
    z.string({ error: VALIDATION.required }).check(z.trim(), z.minLength(1, { error: VALIDATION.required })),
    z.transform(toWesternDigits),
  ),
  z.string().check(z.regex(CODE_PATTERN, { error: VALIDATION.code })),
);

/** POST otpVerify: `{ country_code, mobile, code }`. */
export const otpVerifyBodySchema = withMobileRule(z.object({ ...mobileFields, code: verificationCodeField }));
export type OtpVerifyBody = z.input<typeof otpVerifyBodySchema>;

/** The customer is created on their first login (`is_new`); send `token` as `x-authorization-token: Bearer <token>`. */
export const otpVerifyResponseSchema = itemOf(
  z.object({ token: z.string().check(z.minLength(1)), customer: customerSchema, is_new: z.boolean() }),
);

/** POST logout: the bearer token stops working. */
export const logoutResponseSchema = itemOf(z.object({ logged_out: z.literal(true) }));

/** POST logoutEverywhere: every token of the customer (on every device) stops working; `revoked` counts them. */
export const logoutEverywhereResponseSchema = itemOf(z.object({ logged_out: z.literal(true), revoked: z.int().check(z.nonnegative()) }));
