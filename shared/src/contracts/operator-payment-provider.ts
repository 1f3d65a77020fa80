import { z } from 'zod/mini';
import { itemOf } from './common';
import { MAX_INTEGER } from './validation';

/**
 * PUT, GET and DELETE: the restaurant's own payment provider (operator key). docs/api.md,
 * "Operator: payment provider". Unset, the tenant pays through the api's PAYMENT_PROVIDER.
 */
export const OPERATOR_PAYMENT_PROVIDER_PATH = '/api/v1/operator/payment-provider';

/** A tenant's own credentials per provider: what is sealed in `tenant_payment_providers` and what the PUT takes. */
export const TENANT_CREDENTIALS = {
  moyasar: z.object({
    secret_key: z.string().check(z.minLength(1), z.maxLength(500)),
    publishable_key: z.string().check(z.minLength(1), z.maxLength(500)),
    /** The secret token Moyasar sends in each webhook's body. */
    webhook_secret: z.string().check(z.minLength(8), z.maxLength(500)),
    /** Whether Moyasar has switched STC Pay on for the account (its account manager does, with the STC Pay merchant id). */
    stc_pay: z.optional(z.boolean()),
    /**
     * Apple Pay through Moyasar's web registration: the domain association file Moyasar's dashboard gives
     * (Settings → Apple Pay Domains), served on the tenant's domains; set, the card step offers Apple Pay in Safari.
     */
    apple_pay_association: z.optional(z.string().check(z.minLength(1), z.maxLength(100_000))),
  }),
  paymob: z.object({
    secret_key: z.string().check(z.minLength(1), z.maxLength(500)),
    public_key: z.string().check(z.minLength(1), z.maxLength(500)),
    api_key: z.string().check(z.minLength(1), z.maxLength(2000)),
    hmac_secret: z.string().check(z.minLength(8), z.maxLength(500)),
    /** Paymob's payment integrations (numbers, or names where the account uses them). */
    integration_ids: z
      .array(z.union([z.int().check(z.positive(), z.maximum(MAX_INTEGER)), z.string().check(z.minLength(1), z.maxLength(100))]))
      .check(z.minLength(1), z.maxLength(20)),
  }),
} as const;
export type TenantProviderName = keyof typeof TENANT_CREDENTIALS;
export const TENANT_PROVIDER_NAMES = Object.keys(TENANT_CREDENTIALS) as [TenantProviderName, ...TenantProviderName[]];

/** The credentials that are secret, by provider: never answered, never printed. */
export const TENANT_SECRET_FIELDS = {
  moyasar: ['secret_key', 'webhook_secret'],
  paymob: ['secret_key', 'api_key', 'hmac_secret'],
} as const satisfies { [Name in TenantProviderName]: ReadonlyArray<keyof z.infer<(typeof TENANT_CREDENTIALS)[Name]>> };

export const operatorPaymentProviderBodySchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('moyasar'), credentials: TENANT_CREDENTIALS.moyasar }),
  z.object({ provider: z.literal('paymob'), credentials: TENANT_CREDENTIALS.paymob }),
]);
export type OperatorPaymentProviderBody = z.infer<typeof operatorPaymentProviderBodySchema>;

/** A tenant's provider as it may be shown: its public key and which secrets are stored, never a secret or part of one. */
export const operatorPaymentProviderSchema = z.object({
  provider: z.enum(TENANT_PROVIDER_NAMES),
  /** Moyasar's publishable key or Paymob's public key: what the browser is handed anyway. */
  public_key: z.string(),
  /** Paymob's integration ids; null for Moyasar. */
  integration_ids: z.nullable(z.array(z.union([z.int(), z.string()]))),
  /** Whether the card step also offers STC Pay (Moyasar accounts that have it, in SAR); false for Paymob. */
  stc_pay: z.boolean(),
  /** Whether the card step also offers Apple Pay (a Moyasar account with its domain association file); false for Paymob. */
  apple_pay: z.boolean(),
  /** The names of the secrets stored (`secret_key`, `webhook_secret`, `api_key`, `hmac_secret`). */
  secrets_set: z.array(z.string()),
  /** When the provider was last set (ISO time). */
  updated_at: z.string(),
});
export type OperatorPaymentProvider = z.infer<typeof operatorPaymentProviderSchema>;

/** GET and PUT answer the provider; GET and DELETE answer `data: null` for a tenant without its own. */
export const operatorPaymentProviderResponseSchema = itemOf(z.nullable(operatorPaymentProviderSchema));
