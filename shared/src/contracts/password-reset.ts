import { z } from 'zod/mini';
import { verificationCodeField } from './auth';
import { itemOf } from './common';
import { emailField, passwordField } from './validation';

/** "Forgot password?": a code by e-mail, then a new password with it (docs/api.md, "Password reset"). */
export const PASSWORD_RESET_PATHS = {
  request: '/api/v1/user/auth/password/forgot',
  reset: '/api/v1/user/auth/password/reset',
} as const;

/** POST request: `{ email }`. The answer is the same whether the e-mail has an account or not. */
export const passwordResetRequestBodySchema = z.object({ email: emailField });
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;

/** The answer of every accepted request: a code was sent when the e-mail has an account. */
export const passwordResetRequestResponseSchema = itemOf(z.object({ sent: z.literal(true) }));

/** The new password, typed twice in the form (the api gets it once). */
export const passwordResetFields = { code: verificationCodeField, password: passwordField };

/** POST reset: `{ email, code, password }`, the password with the rules of signup; answers as a login does. */
export const passwordResetBodySchema = z.object({ email: emailField, ...passwordResetFields });
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;
