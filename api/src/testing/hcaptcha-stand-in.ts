import { startSiteverifyStandIn, type SiteverifyStandIn } from './siteverify-stand-in';

/** The stand-in's keys (tests only): the platform's secret and site key, and a tenant's own site key. */
export const HCAPTCHA_TEST_KEYS = {
  secretKey: '0xSTANDINHCAPTCHASECRET',
  siteKey: '10000000-aaaa-bbbb-cccc-000000000001',
  tenantSiteKey: '10000000-aaaa-bbbb-cccc-000000000002',
};

/**
 * hCaptcha as a local server (tests only): `POST /siteverify` takes `secret`, `response`, `remoteip` and
 * `sitekey`, form-encoded only, and answers `{ success, "error-codes", challenge_ts, hostname }`; a token
 * verifies once, a replay is `invalid-or-already-seen-response`, a token of another site key
 * `invalid-input-response`, a site key not registered with the secret `sitekey-secret-mismatch`
 * (https://docs.hcaptcha.com/#verify-the-user-response-server-side). `GET /1/api.js` is the widget's script.
 */
export const startHcaptchaStandIn = (): Promise<SiteverifyStandIn> =>
  startSiteverifyStandIn({
    provider: 'hcaptcha',
    verifyPath: '/siteverify',
    scriptPath: '/1/api.js',
    secret: HCAPTCHA_TEST_KEYS.secretKey,
    siteKeys: [HCAPTCHA_TEST_KEYS.siteKey, HCAPTCHA_TEST_KEYS.tenantSiteKey],
    acceptsJson: false,
    reusedCode: 'invalid-or-already-seen-response',
    checksSiteKey: true,
  });
