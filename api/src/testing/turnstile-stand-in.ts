import { startSiteverifyStandIn, type SiteverifyStandIn } from './siteverify-stand-in';

/** The stand-in's keys (tests only): the platform's secret and site key, and a tenant's own site key. */
export const TURNSTILE_TEST_KEYS = {
  secretKey: 'turnstile-stand-in-secret',
  siteKey: '0xSTANDINPLATFORMKEY',
  tenantSiteKey: '0xSTANDINTENANTKEY',
};

/**
 * Cloudflare Turnstile as a local server (tests only): `POST /turnstile/v0/siteverify` takes `secret`,
 * `response`, `remoteip` and `idempotency_key`, form-encoded or JSON, and answers `{ success,
 * "error-codes", challenge_ts, hostname }`; a token validates once (again only with the same
 * idempotency key), a replay is `timeout-or-duplicate`, an unknown token `invalid-input-response`
 * (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/). `GET
 * /turnstile/v0/api.js` is the widget's script (human-check-widget-stand-in.ts).
 */
export const startTurnstileStandIn = (port = 0): Promise<SiteverifyStandIn> =>
  startSiteverifyStandIn(
    {
      provider: 'turnstile',
      verifyPath: '/turnstile/v0/siteverify',
      scriptPath: '/turnstile/v0/api.js',
      secret: TURNSTILE_TEST_KEYS.secretKey,
      siteKeys: [TURNSTILE_TEST_KEYS.siteKey, TURNSTILE_TEST_KEYS.tenantSiteKey],
      acceptsJson: true,
      reusedCode: 'timeout-or-duplicate',
      checksSiteKey: false,
    },
    port,
  );
