import { hostedHumanCheck } from './hosted-human-check';

/**
 * Cloudflare Turnstile: siteverify takes `secret`, `response` (the widget's token) and `idempotency_key`
 * (a UUID: our challenge's key), form-encoded, and answers `{ success, "error-codes", challenge_ts,
 * hostname, ... }`; a token is good for 300 s and one validation, a replay is `timeout-or-duplicate`
 * (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/).
 */
export const turnstileHumanCheck = hostedHumanCheck(
  'turnstile',
  ({ secret, token, key }) => new URLSearchParams({ secret, response: token, idempotency_key: key }),
);
