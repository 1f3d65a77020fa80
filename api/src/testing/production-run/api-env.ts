import { randomBytes } from 'node:crypto';
import { TURNSTILE_TEST_KEYS } from '../turnstile-stand-in';
import { UNIFONIC_TEST_APP_SID } from '../unifonic-stand-in';

/** Where a production api instance finds its database, Redis, the proxy in front of it and the providers' stand-ins. */
export interface ApiEnvSettings {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** The run's own REDIS_KEY_PREFIX (its database's name). */
  redisKeyPrefix: string;
  /** The api's address for browsers (nginx). */
  publicUrl: string;
  /** The storefront's address for browsers (nginx), where payments return. */
  storefrontPort: number;
  unifonicUrl: string;
  moyasarUrl: string;
  /** The stand-in's siteverify address (its path included). */
  turnstileVerifyUrl: string;
  turnstileScriptUrl: string;
  smtpUrl: string;
  /** SECRETS_KEY, the same for every instance (64 hex digits). */
  secretsKey: string;
}

/** A new SECRETS_KEY, as `openssl rand -hex 32` makes one. */
export const newSecretsKey = (): string => randomBytes(32).toString('hex');

/**
 * The environment of one api instance: NODE_ENV=production with real providers only (docs/api.md,
 * the environment table), each pointed at its stand-in by the provider's documented base-URL variable.
 */
export const apiEnv = (settings: ApiEnvSettings): Record<string, string> => ({
  NODE_ENV: 'production',
  API_PORT: String(settings.port),
  API_HOST: '127.0.0.1',
  API_LOG_LEVEL: 'warn',
  DATABASE_URL: settings.databaseUrl,
  REDIS_URL: settings.redisUrl,
  // Redis's publish/subscribe is not per database: each run's socket.io channels have its own prefix.
  REDIS_KEY_PREFIX: settings.redisKeyPrefix,
  // nginx runs on this machine: its X-Forwarded-For names the client.
  TRUST_PROXY: '127.0.0.1',
  SEED_DEMO: '1',
  BASE_HOST: 'localhost',
  API_PUBLIC_URL: settings.publicUrl,
  STOREFRONT_URL: `http://{host}:${settings.storefrontPort}`,
  PAYMENT_PROVIDER: 'none',
  SECRETS_KEY: settings.secretsKey,
  MOYASAR_API_URL: settings.moyasarUrl,
  SMS_PROVIDER: 'unifonic',
  UNIFONIC_API_URL: settings.unifonicUrl,
  UNIFONIC_APP_SID: UNIFONIC_TEST_APP_SID,
  SMS_SENDER_NAME: 'Storefront',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: settings.smtpUrl,
  EMAIL_FROM: 'orders@storefront.example',
  HUMAN_CHECK_PROVIDER: 'turnstile',
  TURNSTILE_SECRET_KEY: TURNSTILE_TEST_KEYS.secretKey,
  TURNSTILE_SITE_KEY: TURNSTILE_TEST_KEYS.siteKey,
  TURNSTILE_VERIFY_URL: settings.turnstileVerifyUrl,
  TURNSTILE_SCRIPT_URL: settings.turnstileScriptUrl,
});
