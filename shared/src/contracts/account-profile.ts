import { API_ERRORS } from './api-errors';
import { z } from 'zod/mini';
import { itemOf } from './common';
import { customerSchema } from './customer';
import { optionalGenderField, optionalReferralCodeField } from './account-auth';
import { birthDateField, optionalEmailField, requiredText } from './validation';
import { LIMITS } from './field-rules';

/** The customer's own calls (docs/api.md). */
export const PROFILE_PATHS = {
  update: '/api/v1/user/customers/update',
  referralCode: '/api/v1/user/customers/referral-code',
} as const;

/** PUT update: my info. The mobile is not changed here (it is the login). */
export const profileBodySchema = z.object({
  name: requiredText(LIMITS.name),
  email: optionalEmailField,
  gender: optionalGenderField,
  birth_date: birthDateField,
});
export type ProfileBody = z.input<typeof profileBodySchema>;
export const profileResponseSchema = itemOf(customerSchema);

/** POST referralCode: a friend's code, once per customer. */
export const referralBodySchema = z.object({
  referral_code: optionalReferralCodeField.check(z.refine((value) => value !== null, { error: 'validation.required' })),
});
export type ReferralBody = z.input<typeof referralBodySchema>;

/** What the code gave each side (per the tenant's `referral.*` settings). */
export const referralResponseSchema = itemOf(
  z.object({
    referral_code: z.string(),
    wallet_amount: z.number(),
    points: z.int(),
  }),
);

export const REFERRAL_MESSAGES = {
  invalid: API_ERRORS.referral_invalid,
  own: API_ERRORS.referral_own,
  used: API_ERRORS.referral_used,
} as const;
