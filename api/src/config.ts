import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './api-root';
import { HUMAN_CHECK_PROVIDERS, type HumanCheckProviderName } from './human-check/human-check-providers';
import { SMS_SENDER_NAME_PATTERN } from '@storefront/shared/contracts';
import { HOSTED_HUMAN_CHECK_URLS, type HumanCheckSettings } from './human-check/hosted-human-check-settings';
import { SMS_PROVIDERS, type SmsProviderName, type SmsSettings } from './sms/sms-providers';
import { UNIFONIC_DEFAULT_API_URL } from './sms/unifonic-sms-sender';
import { EMAIL_PROVIDERS, type EmailProviderName, type EmailSettings } from './email/email-providers';
import { SMTP_TIMEOUTS } from './email/smtp-email-sender';
import { PAYMENT_PROVIDERS, type PaymentProviderName, type PaymentSettings } from './payments/payment-providers';
import { readSecretsKey } from './payments/credentials-seal';
import { MOYASAR_DEFAULT_API_URL } from './payments/moyasar-provider';
import { PAYMOB_DEFAULT_API_URL } from './payments/paymob-provider';
import { DEFAULT_SANDBOX_SECRET } from './payments/sandbox-provider';
import { OTP_IP_LIMIT } from './auth/otp-rules';
import { WAITING_JOIN_LIMITS } from './waiting-list/waiting-join-limits';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import type { VapidKeys } from './push/vapid-keys';
import { KNOWN_PUSH_SERVICE_HOSTS } from './push/push-endpoints';
import { REDIS_COMMAND_TIMEOUT_MS } from './redis/redis-timeouts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface ApiConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  /** How long a redis command waits for its answer before redis counts as unreachable (REDIS_COMMAND_TIMEOUT_MS, default 1000). */
  redisCommandTimeoutMs: number;
  /**
   * Where the rate limits' windows and socket.io's channels live in redis (REDIS_KEY_PREFIX: `<prefix>:limit:`,
   * `<prefix>:socket.io`); unset, `storefront:limit:` and `socket.io`. Two deployments on one redis each set their own.
   */
  redisKeys: { limits: string; socket: string } | undefined;
  baseHost: string;
  logLevel: LogLevel;
  /** Serve GET /api/v1/dev/outbox (DEV_OUTBOX=1; refused with NODE_ENV=production). */
  devOutbox: boolean;
  /** Serve the interactive reference of the OpenAPI document at /api/v1/reference: unless NODE_ENV=production. */
  referencePage: boolean;
  humanCheckProvider: HumanCheckProviderName;
  /** Turnstile's and hCaptcha's keys and addresses (TURNSTILE_*, HCAPTCHA_*), those configured. */
  humanCheckSettings: HumanCheckSettings;
  smsProvider: SmsProviderName;
  /** Unifonic's and Twilio's credentials and the platform's sender name (SMS_SENDER_NAME). */
  smsSettings: SmsSettings;
  /** Start the api's clock at this moment (API_CLOCK_START; tests only, refused with NODE_ENV=production). */
  clockStart: Date | undefined;
  emailProvider: EmailProviderName;
  /** SMTP_URL and EMAIL_FROM, for EMAIL_PROVIDER=smtp. */
  emailSettings: EmailSettings;
  paymentProvider: PaymentProviderName;
  /** The api's address as browsers reach it (the sandbox payment page). */
  publicUrl: string;
  /** The storefront origin; `{host}` is the tenant's domain. */
  storefrontUrl: string;
  paymentSandboxSecret: string;
  /** Moyasar's and Paymob's keys and URLs, and SECRETS_KEY (tenants' own providers). */
  paymentSettings: PaymentSettings;
  /** Login codes one IP address may ask for per hour and tenant (OTP_CODES_PER_IP_PER_HOUR, default 20). */
  otpCodesPerIpPerHour: number;
  /**
   * Waiting-list joins one address may make per hour and tenant (WAITING_JOINS_PER_IP_PER_HOUR, default 10),
   * and how many of them without the human check (WAITING_UNCHECKED_JOINS_PER_IP_PER_HOUR, default 3).
   */
  waitingJoinsPerIpPerHour: number;
  waitingUncheckedJoinsPerIpPerHour: number;
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY); undefined: the header is ignored. */
  trustProxy: TrustProxy | undefined;
  /** Add the demo tenants to an empty database (SEED_DEMO=1; `npm start` and the e2e stack set it). */
  seedDemo: boolean;
  /** Web push's VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT; all or none); null: push is off. */
  vapid: VapidKeys | null;
  /** Push endpoints on http loopback accepted (development and the e2e stack); not with NODE_ENV=production: https only. */
  pushLoopbackHttp: boolean;
  /** The https hosts a push endpoint may have (PUSH_SERVICE_HOSTS, comma-separated; the browsers' known push services by default). */
  pushServiceHosts: readonly string[];
}

const namesOf = <Name extends string>(record: Record<Name, unknown>) => Object.keys(record) as [Name, ...Name[]];

const secretsKeySchema = z.string().transform((value, context) => {
  const key = readSecretsKey(value);
  if (typeof key === 'string') {
    context.addIssue({ code: 'custom', message: key });
    return z.NEVER;
  }
  return key;
});

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  API_DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data', 'pglite')),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[a-z0-9_.-]{1,40}$/i, 'must be 1 to 40 letters, digits, dots, dashes or underscores')
    .optional(),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(REDIS_COMMAND_TIMEOUT_MS),
  BASE_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name')
    .default('localhost'),
  API_LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  DEV_OUTBOX: z.enum(['0', '1']).default('0'),
  SEED_DEMO: z.enum(['0', '1']).default('0'),
  NODE_ENV: z.string().optional(),
  HUMAN_CHECK_PROVIDER: z.enum(namesOf(HUMAN_CHECK_PROVIDERS)).default('sandbox'),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_VERIFY_URL: z.url().default(HOSTED_HUMAN_CHECK_URLS.turnstile.verifyUrl),
  TURNSTILE_SCRIPT_URL: z.url().default(HOSTED_HUMAN_CHECK_URLS.turnstile.scriptUrl),
  HCAPTCHA_SECRET_KEY: z.string().optional(),
  HCAPTCHA_SITE_KEY: z.string().optional(),
  HCAPTCHA_VERIFY_URL: z.url().default(HOSTED_HUMAN_CHECK_URLS.hcaptcha.verifyUrl),
  HCAPTCHA_SCRIPT_URL: z.url().default(HOSTED_HUMAN_CHECK_URLS.hcaptcha.scriptUrl),
  SMS_PROVIDER: z.enum(namesOf(SMS_PROVIDERS)).default('outbox'),
  SMS_SENDER_NAME: z.string().regex(SMS_SENDER_NAME_PATTERN, 'must be 1 to 11 letters, digits or spaces, with a letter').optional(),
  UNIFONIC_API_URL: z.url().default(UNIFONIC_DEFAULT_API_URL),
  UNIFONIC_APP_SID: z.string().optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an account SID (AC and 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_API_URL: z.url().optional(),
  API_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  EMAIL_PROVIDER: z.enum(namesOf(EMAIL_PROVIDERS)).default('outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]+/, 'must be smtp://… or smtps://… (user:password@host:port)')
    .optional(),
  EMAIL_FROM: z.email('must be an e-mail address').optional(),
  PAYMENT_PROVIDER: z.enum(namesOf(PAYMENT_PROVIDERS)).default('sandbox'),
  API_PUBLIC_URL: z.url().optional(),
  STOREFRONT_URL: z.string().min(1).default('http://{host}:8080'),
  PAYMENT_SANDBOX_SECRET: z.string().min(8).default(DEFAULT_SANDBOX_SECRET),
  SECRETS_KEY: secretsKeySchema.optional(),
  SECRETS_KEY_PREVIOUS: secretsKeySchema.optional(),
  MOYASAR_API_URL: z.url().default(MOYASAR_DEFAULT_API_URL),
  MOYASAR_SECRET_KEY: z.string().optional(),
  MOYASAR_PUBLISHABLE_KEY: z.string().optional(),
  MOYASAR_WEBHOOK_SECRET: z.string().min(8).optional(),
  PAYMOB_API_URL: z.url().default(PAYMOB_DEFAULT_API_URL),
  PAYMOB_SECRET_KEY: z.string().optional(),
  PAYMOB_PUBLIC_KEY: z.string().optional(),
  PAYMOB_API_KEY: z.string().optional(),
  PAYMOB_HMAC_SECRET: z.string().min(8).optional(),
  PAYMOB_INTEGRATION_IDS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '')
        .map((id) => (/^\d+$/.test(id) ? Number(id) : id)),
    )
    .optional(),
  OTP_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(OTP_IP_LIMIT.max),
  WAITING_JOINS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(WAITING_JOIN_LIMITS.perAddress.max),
  WAITING_UNCHECKED_JOINS_PER_IP_PER_HOUR: z.coerce.number().int().min(0).default(WAITING_JOIN_LIMITS.uncheckedPerAddress.max),
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (typeof trust === 'string') {
        context.addIssue({ code: 'custom', message: trust });
        return z.NEVER;
      }
      return trust;
    })
    .optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url P-256 public key (npm run vapid-keys --workspace api)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url P-256 private key (npm run vapid-keys --workspace api)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: contact')
    .optional(),
  PUSH_SERVICE_HOSTS: z
    .string()
    .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()))
    .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must list host names (or *.domain), separated by commas')))
    .optional(),
});

const envRulesSchema = envSchema
  .refine((env) => !(env.DEV_OUTBOX === '1' && env.NODE_ENV === 'production'), {
    path: ['DEV_OUTBOX'],
    error: 'must not be 1 when NODE_ENV=production (the outbox shows every login code)',
  })
  .refine(
    (env) =>
      [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].every((value) => value === undefined) ||
      (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT),
    {
      path: ['VAPID_PUBLIC_KEY'],
      error: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are set together (or none: web push is off)',
    },
  )
  .refine((env) => !(env.API_CLOCK_START && env.NODE_ENV === 'production'), {
    path: ['API_CLOCK_START'],
    error: 'must not be set when NODE_ENV=production',
  })
  .refine((env) => env.HUMAN_CHECK_PROVIDER !== 'turnstile' || (env.TURNSTILE_SECRET_KEY && env.TURNSTILE_SITE_KEY), {
    path: ['HUMAN_CHECK_PROVIDER'],
    error: 'turnstile needs TURNSTILE_SECRET_KEY and TURNSTILE_SITE_KEY (the site key of tenants without their own)',
  })
  .refine((env) => env.HUMAN_CHECK_PROVIDER !== 'hcaptcha' || (env.HCAPTCHA_SECRET_KEY && env.HCAPTCHA_SITE_KEY), {
    path: ['HUMAN_CHECK_PROVIDER'],
    error: 'hcaptcha needs HCAPTCHA_SECRET_KEY and HCAPTCHA_SITE_KEY (the site key of tenants without their own)',
  })
  .refine((env) => env.EMAIL_PROVIDER !== 'smtp' || (env.SMTP_URL && env.EMAIL_FROM), {
    path: ['EMAIL_PROVIDER'],
    error: 'smtp needs SMTP_URL and EMAIL_FROM',
  })
  .refine(
    (env) => env.PAYMENT_PROVIDER !== 'moyasar' || (env.MOYASAR_SECRET_KEY && env.MOYASAR_PUBLISHABLE_KEY && env.MOYASAR_WEBHOOK_SECRET),
    { path: ['PAYMENT_PROVIDER'], error: 'moyasar needs MOYASAR_SECRET_KEY, MOYASAR_PUBLISHABLE_KEY and MOYASAR_WEBHOOK_SECRET' },
  )
  .refine(
    (env) =>
      env.PAYMENT_PROVIDER !== 'paymob' ||
      (env.PAYMOB_SECRET_KEY &&
        env.PAYMOB_PUBLIC_KEY &&
        env.PAYMOB_API_KEY &&
        env.PAYMOB_HMAC_SECRET &&
        env.PAYMOB_INTEGRATION_IDS?.length),
    {
      path: ['PAYMENT_PROVIDER'],
      error: 'paymob needs PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_API_KEY, PAYMOB_HMAC_SECRET and PAYMOB_INTEGRATION_IDS',
    },
  )
  .refine((env) => !(env.SECRETS_KEY_PREVIOUS && !env.SECRETS_KEY), {
    path: ['SECRETS_KEY_PREVIOUS'],
    error: 'is the key being replaced: set SECRETS_KEY to the new one beside it',
  })
  .refine((env) => env.SMS_PROVIDER !== 'unifonic' || env.UNIFONIC_APP_SID, {
    path: ['SMS_PROVIDER'],
    error: 'unifonic needs UNIFONIC_APP_SID',
  })
  .refine((env) => env.SMS_PROVIDER !== 'twilio' || (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.SMS_SENDER_NAME), {
    path: ['SMS_PROVIDER'],
    error: 'twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_SENDER_NAME',
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'sandbox'), {
    path: ['PAYMENT_PROVIDER'],
    error:
      'must be none, moyasar or paymob when NODE_ENV=production (on the sandbox a customer approves their own payment; none: only tenants with their own provider take online payment)',
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.SMS_PROVIDER === 'outbox'), {
    path: ['SMS_PROVIDER'],
    error: 'must be unifonic or twilio when NODE_ENV=production (the outbox sends nothing: nobody could log in by mobile)',
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.EMAIL_PROVIDER === 'outbox'), {
    path: ['EMAIL_PROVIDER'],
    error: 'must be smtp when NODE_ENV=production (the outbox sends nothing: no welcome or password-reset mail would arrive)',
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.HUMAN_CHECK_PROVIDER === 'sandbox'), {
    path: ['HUMAN_CHECK_PROVIDER'],
    error: 'must be turnstile or hcaptcha when NODE_ENV=production (the sandbox sum is solved by any script)',
  });

/** Reads the api settings from the environment; empty variables count as unset. Throws a readable error. */
export const readApiConfig = (env: NodeJS.ProcessEnv): ApiConfig => {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envRulesSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid api environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.API_PORT,
    host: values.API_HOST,
    database: values.DATABASE_URL
      ? { kind: 'postgres', url: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(values.API_DATA_DIR) },
    redisUrl: values.REDIS_URL,
    redisCommandTimeoutMs: values.REDIS_COMMAND_TIMEOUT_MS,
    redisKeys: values.REDIS_KEY_PREFIX
      ? { limits: `${values.REDIS_KEY_PREFIX}:limit:`, socket: `${values.REDIS_KEY_PREFIX}:socket.io` }
      : undefined,
    baseHost: values.BASE_HOST.toLowerCase(),
    logLevel: values.API_LOG_LEVEL,
    devOutbox: values.DEV_OUTBOX === '1',
    referencePage: values.NODE_ENV !== 'production',
    humanCheckProvider: values.HUMAN_CHECK_PROVIDER,
    humanCheckSettings: {
      ...(values.TURNSTILE_SECRET_KEY && values.TURNSTILE_SITE_KEY
        ? {
            turnstile: {
              secretKey: values.TURNSTILE_SECRET_KEY,
              siteKey: values.TURNSTILE_SITE_KEY,
              verifyUrl: values.TURNSTILE_VERIFY_URL,
              scriptUrl: values.TURNSTILE_SCRIPT_URL,
            },
          }
        : {}),
      ...(values.HCAPTCHA_SECRET_KEY && values.HCAPTCHA_SITE_KEY
        ? {
            hcaptcha: {
              secretKey: values.HCAPTCHA_SECRET_KEY,
              siteKey: values.HCAPTCHA_SITE_KEY,
              verifyUrl: values.HCAPTCHA_VERIFY_URL,
              scriptUrl: values.HCAPTCHA_SCRIPT_URL,
            },
          }
        : {}),
    },
    smsProvider: values.SMS_PROVIDER,
    smsSettings: {
      senderName: values.SMS_SENDER_NAME ?? null,
      unifonic: values.UNIFONIC_APP_SID ? { apiUrl: values.UNIFONIC_API_URL, appSid: values.UNIFONIC_APP_SID } : null,
      twilio:
        values.TWILIO_ACCOUNT_SID && values.TWILIO_AUTH_TOKEN
          ? { accountSid: values.TWILIO_ACCOUNT_SID, authToken: values.TWILIO_AUTH_TOKEN, apiUrl: values.TWILIO_API_URL ?? null }
          : null,
    },
    clockStart: values.API_CLOCK_START ? new Date(values.API_CLOCK_START) : undefined,
    emailProvider: values.EMAIL_PROVIDER,
    emailSettings: {
      smtp: values.SMTP_URL && values.EMAIL_FROM ? { url: values.SMTP_URL, from: values.EMAIL_FROM, timeouts: SMTP_TIMEOUTS } : null,
    },
    paymentProvider: values.PAYMENT_PROVIDER,
    publicUrl: values.API_PUBLIC_URL ?? `http://localhost:${values.API_PORT}`,
    storefrontUrl: values.STOREFRONT_URL,
    paymentSandboxSecret: values.PAYMENT_SANDBOX_SECRET,
    paymentSettings: {
      moyasar:
        values.MOYASAR_SECRET_KEY && values.MOYASAR_PUBLISHABLE_KEY && values.MOYASAR_WEBHOOK_SECRET
          ? {
              apiUrl: values.MOYASAR_API_URL,
              secretKey: values.MOYASAR_SECRET_KEY,
              publishableKey: values.MOYASAR_PUBLISHABLE_KEY,
              webhookSecret: values.MOYASAR_WEBHOOK_SECRET,
            }
          : null,
      paymob:
        values.PAYMOB_SECRET_KEY &&
        values.PAYMOB_PUBLIC_KEY &&
        values.PAYMOB_API_KEY &&
        values.PAYMOB_HMAC_SECRET &&
        values.PAYMOB_INTEGRATION_IDS
          ? {
              apiUrl: values.PAYMOB_API_URL,
              secretKey: values.PAYMOB_SECRET_KEY,
              publicKey: values.PAYMOB_PUBLIC_KEY,
              apiKey: values.PAYMOB_API_KEY,
              hmacSecret: values.PAYMOB_HMAC_SECRET,
              integrationIds: values.PAYMOB_INTEGRATION_IDS,
            }
          : null,
      secretsKey: values.SECRETS_KEY ?? null,
      previousSecretsKey: values.SECRETS_KEY_PREVIOUS ?? null,
      apiUrls: { moyasar: values.MOYASAR_API_URL, paymob: values.PAYMOB_API_URL },
    },
    otpCodesPerIpPerHour: values.OTP_CODES_PER_IP_PER_HOUR,
    waitingJoinsPerIpPerHour: values.WAITING_JOINS_PER_IP_PER_HOUR,
    waitingUncheckedJoinsPerIpPerHour: values.WAITING_UNCHECKED_JOINS_PER_IP_PER_HOUR,
    trustProxy: values.TRUST_PROXY,
    seedDemo: values.SEED_DEMO === '1',
    vapid:
      values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY && values.VAPID_SUBJECT
        ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY, subject: values.VAPID_SUBJECT }
        : null,
    pushLoopbackHttp: values.NODE_ENV !== 'production',
    pushServiceHosts: values.PUSH_SERVICE_HOSTS ?? KNOWN_PUSH_SERVICE_HOSTS,
  };
};
