import { z } from 'zod/mini';
import { itemOf } from './common';
import { emailField, mobileFields, requiredText, withMobileRule } from './validation';
import { LIMITS, VALIDATION } from './field-rules';

/**
 * The human-verification check behind an adapter (docs/specification.md §5): the client asks for a challenge
 * (which gives the key), the customer completes it, and the answer travels with the form. The
 * default adapter is a local sandbox (an arithmetic question); a real provider answers the same calls.
 */
export const humanCheckChallengeSchema = z.object({
  provider: z.string(),
  sandbox: z.boolean(),
  key: z.string(),
  /** For the sandbox: the question to show, in both languages. */
  question: z.nullable(z.object({ ar: z.string(), en: z.string() })),
  /** For a hosted provider: its public site key. */
  site_key: z.nullable(z.string()),
});
export type HumanCheckChallenge = z.infer<typeof humanCheckChallengeSchema>;
export const humanCheckChallengeResponseSchema = itemOf(humanCheckChallengeSchema);

export const humanCheckAnswerSchema = z.object(
  {
    key: z.string({ error: VALIDATION.humanCheck }).check(z.minLength(1, { error: VALIDATION.humanCheck })),
    answer: z
      .string({ error: VALIDATION.required })
      .check(z.trim(), z.minLength(1, { error: VALIDATION.required }), z.maxLength(200, { error: VALIDATION.tooLong })),
  },
  { error: VALIDATION.humanCheck },
);

/** POST /api/v1/tenant/contact-messages */
export const contactMessageBodySchema = withMobileRule(
  z.object({
    name: requiredText(LIMITS.name),
    email: emailField,
    ...mobileFields,
    message: requiredText(LIMITS.notes, { multiline: true }),
    /** Asked of a visitor who is not logged in (docs/security.md, "Human check"); a logged-in customer sends none. */
    human_check: z.optional(humanCheckAnswerSchema),
  }),
);
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;
export const contactMessageResponseSchema = itemOf(z.object({ id: z.int() }));
