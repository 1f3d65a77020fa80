import { emailField, passwordResetFields } from '@storefront/shared/contracts';
import { z } from 'zod/mini';

/** The reset form: the e-mail step, then the code and the new password typed twice (the rules of signup, from the contracts). */
export const resetFormSchema = z.object({
  step: z.enum(['email', 'code']),
  email: emailField,
  ...passwordResetFields,
  confirm: z.string(),
});
export type ResetForm = z.input<typeof resetFormSchema>;
