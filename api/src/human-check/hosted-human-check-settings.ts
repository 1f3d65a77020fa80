import type { HostedHumanCheckProvider } from '@storefront/shared/contracts';

/** One hosted provider as the platform uses it: its secret, the default site key, and where it lives. */
export interface HostedHumanCheckSettings {
  /** The platform's secret key (siteverify's `secret`); never sent to a browser. */
  secretKey: string;
  /** The site key of a tenant with none of its own (the tenant setting HUMAN_CHECK_SITE_KEY_SETTING). */
  siteKey: string;
  /** Where siteverify is called (the provider's documented address by default). */
  verifyUrl: string;
  /** The widget's script the storefront loads (the provider's documented address by default). */
  scriptUrl: string;
  /** How long a siteverify call may take before it counts as failed (a refusal, never a pass). */
  timeoutMs?: number;
}

/** The hosted providers configured (TURNSTILE_*, HCAPTCHA_*); the one HUMAN_CHECK_PROVIDER names must be here. */
export type HumanCheckSettings = Partial<Record<HostedHumanCheckProvider, HostedHumanCheckSettings>>;

/** The tenant setting that holds a tenant's own public site key (the operator settings route sets it). */
export const HUMAN_CHECK_SITE_KEY_SETTING = 'human_check.site_key';

/** The providers' documented addresses. */
export const HOSTED_HUMAN_CHECK_URLS = {
  // https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
  turnstile: {
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
  },
  // https://docs.hcaptcha.com/#verify-the-user-response-server-side
  hcaptcha: { verifyUrl: 'https://api.hcaptcha.com/siteverify', scriptUrl: 'https://js.hcaptcha.com/1/api.js' },
} as const satisfies Record<HostedHumanCheckProvider, { verifyUrl: string; scriptUrl: string }>;
