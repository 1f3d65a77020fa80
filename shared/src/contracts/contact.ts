import { z } from 'zod/mini';
import { itemOf } from './common';
import { emailField, mobileFields, requiredText, withMobileRule } from './validation';
import { LIMITS, VALIDATION } from './field-rules';

/** The hosted human checks the storefront can show (docs/api.md, "Human check"). */
export const HOSTED_HUMAN_CHECK_PROVIDERS = ['turnstile', 'hcaptcha'] as const;
export type HostedHumanCheckProvider = (typeof HOSTED_HUMAN_CHECK_PROVIDERS)[number];

/**
 * The human-verification check behind an adapter (docs/specification.md §5): the client asks for a challenge
 * (which gives the key), the customer completes it, and the answer travels with the form with the key.
 * `kind: "sum"`: the local sandbox's arithmetic question, in both languages; the answer is the number.
 * `kind: "widget"`: a hosted provider's widget (Cloudflare Turnstile, hCaptcha) to render from
 * `script_url` with the tenant's public `site_key`; the answer is the token the widget gives.
 */
export const humanCheckChallengeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sum'),
    provider: z.literal('sandbox'),
    sandbox: z.literal(true),
    key: z.string(),
    question: z.object({ ar: z.string(), en: z.string() }),
  }),
  z.object({
    kind: z.literal('widget'),
    provider: z.enum(HOSTED_HUMAN_CHECK_PROVIDERS),
    sandbox: z.literal(false),
    key: z.string(),
    /** The tenant's public site key (its own, or the platform's). */
    site_key: z.string(),
    /** The provider's script (its documented address unless the platform points elsewhere, as tests do). */
    script_url: z.string(),
  }),
]);
export type HumanCheckChallenge = z.infer<typeof humanCheckChallengeSchema>;
export const humanCheckChallengeResponseSchema = itemOf(humanCheckChallengeSchema);

/** The longest answer taken: a hosted widget's token (Turnstile's are up to 2048 characters, hCaptcha's a few thousand). */
export const HUMAN_CHECK_ANSWER_MAX_LENGTH = 8192;

export const humanCheckAnswerSchema = z.object(
  {
    key: z.string({ error: VALIDATION.humanCheck }).check(z.minLength(1, { error: VALIDATION.humanCheck })),
    answer: z
      .string({ error: VALIDATION.required })
      .check(
        z.trim(),
        z.minLength(1, { error: VALIDATION.required }),
        z.maxLength(HUMAN_CHECK_ANSWER_MAX_LENGTH, { error: VALIDATION.tooLong }),
      ),
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
