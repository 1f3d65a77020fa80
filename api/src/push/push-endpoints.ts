import { LOOPBACK_HOSTS } from '@storefront/shared/contracts';

/**
 * Which push endpoints the api posts to (docs/security.md, "Web push subscriptions"): the browser
 * gives the endpoint, so without a rule the api could be aimed at any host it can reach.
 */

/** The push services of Chromium browsers, Firefox, Safari and Edge (a `*.` name covers its subdomains). */
export const KNOWN_PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export interface PushEndpointRule {
  /** Host names (or `*.domain`) an https endpoint may have (PUSH_SERVICE_HOSTS; the known services by default). */
  hosts: readonly string[];
  /** Also an http endpoint on loopback: the tests' push service stand-in (never with NODE_ENV=production). */
  loopbackHttp: boolean;
}

const hostMatches = (hostname: string, pattern: string): boolean =>
  pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern;

/** Why an endpoint is refused (the message of a 400), or null when the api may post to it. */
export const refusedPushEndpoint = (endpoint: string, rule: PushEndpointRule): string | null => {
  const url = new URL(endpoint);
  if (url.protocol === 'http:') return rule.loopbackHttp && LOOPBACK_HOSTS.includes(url.hostname) ? null : 'must be an https URL';
  if (url.port !== '' || !rule.hosts.some((pattern) => hostMatches(url.hostname, pattern))) return 'is not a known push service';
  return null;
};
