/**
 * A complete production configuration (NODE_ENV=production): every outside service a real provider
 * with made-up credentials, pointed at addresses nobody answers. Tests change one setting at a time.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://storefront@127.0.0.1:5432/storefront',
  REDIS_URL: 'redis://127.0.0.1:6379',
  BASE_HOST: 'storefront.example',
  API_PUBLIC_URL: 'https://api.storefront.example',
  STOREFRONT_URL: 'https://{host}',
  PAYMENT_PROVIDER: 'none',
  SECRETS_KEY: 'a'.repeat(64),
  SMS_PROVIDER: 'unifonic',
  UNIFONIC_APP_SID: 'unifonic-app-sid',
  SMS_SENDER_NAME: 'Storefront',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://mailer:password@smtp.storefront.example:465',
  EMAIL_FROM: 'orders@storefront.example',
  HUMAN_CHECK_PROVIDER: 'turnstile',
  TURNSTILE_SECRET_KEY: 'turnstile-secret',
  TURNSTILE_SITE_KEY: 'turnstile-site-key',
  TRUST_PROXY: '1',
} as const;
