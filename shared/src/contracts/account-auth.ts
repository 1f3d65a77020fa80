import { API_ERRORS } from './api-errors';
import { z } from 'zod/mini';
import { itemOf } from './common';
import { customerSchema } from './customer';
import { optionalHumanCheckField, verificationCodeField } from './auth';
import { birthDateField, emailField, mobileFields, optionalText, passwordField, requiredText, withMobileRule } from './validation';
import { LIMITS, VALIDATION } from './field-rules';

/** POST emailLogin: `{ email, password, human_check? }` (the human check once the e-mail had failures, HUMAN_CHECK_REQUIRED). */
export const emailLoginBodySchema = z.object({
  email: emailField,
  password: z.string({ error: VALIDATION.required }).check(z.minLength(1, { error: VALIDATION.required }), z.maxLength(LIMITS.passwordMax)),
  human_check: optionalHumanCheckField,
});
export type EmailLoginBody = z.input<typeof emailLoginBodySchema>;

export const genderSchema = z.enum(['male', 'female']);

/** An optional gender: '' (not said) becomes null. */
export const optionalGenderField = z.pipe(
  z.nullish(z.union([genderSchema, z.literal('')], { error: VALIDATION.choose })),
  z.transform((value) => (value ? value : null)),
);

/** An optional referral code as typed: trimmed, upper case, blank becomes null. */
export const optionalReferralCodeField = z.pipe(
  optionalText(LIMITS.referralCode),
  z.transform((value) => (value ? value.toUpperCase() : null)),
);

/** The fields of the signup form (the code, sent to the mobile with otp/send, comes with them). */
export const signupFields = {
  name: requiredText(LIMITS.name),
  email: emailField,
  password: passwordField,
  ...mobileFields,
  gender: optionalGenderField,
  birth_date: birthDateField,
  referral_code: optionalReferralCodeField,
};

/** The signup form before the code is asked for. */
export const signupFormSchema = withMobileRule(z.object(signupFields));
export type SignupForm = z.input<typeof signupFormSchema>;

/** POST signup: the form plus the code the mobile received (proof that the number is theirs). */
export const signupBodySchema = withMobileRule(z.object({ ...signupFields, code: verificationCodeField }));
export type SignupBody = z.input<typeof signupBodySchema>;

/** Both logins and the signup answer a token and the customer, as otp/verify does. */
export const accountLoginResponseSchema = itemOf(
  z.object({ token: z.string().check(z.minLength(1)), customer: customerSchema, is_new: z.boolean() }),
);

export const ACCOUNT_AUTH_MESSAGES = {
  wrongPassword: API_ERRORS.wrong_password,
  tooManyLogins: API_ERRORS.too_many_logins,
  mobileTaken: API_ERRORS.mobile_has_account,
  emailTaken: API_ERRORS.email_has_account,
  referralInvalid: API_ERRORS.referral_invalid,
} as const;
