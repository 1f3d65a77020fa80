import { hostedHumanCheck } from './hosted-human-check';

/**
 * hCaptcha: siteverify takes `secret`, `response` (the widget's token) and `sitekey` (the one the token must
 * belong to), form-encoded only, and answers `{ success, "error-codes", challenge_ts, hostname, ... }`; a
 * token verifies once (https://docs.hcaptcha.com/#verify-the-user-response-server-side).
 */
export const hcaptchaHumanCheck = hostedHumanCheck(
  'hcaptcha',
  ({ secret, token, siteKey }) => new URLSearchParams({ secret, response: token, sitekey: siteKey }),
);
