import { randomBytes } from 'node:crypto';
import type { HostedHumanCheckProvider } from '@storefront/shared/contracts';
import { WIDGET_TOKEN_PATH, widgetStandInScript } from './human-check-widget-stand-in';
import { startStandIn, type StandInAnswer, type StandInRequest, type StandInServer } from './provider-stand-in';

/** A token the stand-in issued: for which site key, and whether siteverify took it already. */
interface IssuedToken {
  siteKey: string;
  used: boolean;
  /** Turnstile's `idempotency_key` of the validation that took it. */
  idempotencyKey: string | null;
}

export interface SiteverifyStandIn extends StandInServer {
  /** siteverify's address. */
  verifyUrl: string;
  /** The widget script's address. */
  scriptUrl: string;
  /** A new token for the site key, as a solved widget gives it. */
  issue(siteKey: string): string;
  /** The siteverify calls received. */
  verifications(): Record<string, string>[];
}

export interface SiteverifyRules {
  provider: HostedHumanCheckProvider;
  verifyPath: string;
  scriptPath: string;
  secret: string;
  /** The site keys registered with the secret. */
  siteKeys: readonly string[];
  /** The body types siteverify reads (hCaptcha: a form only; Turnstile: a form or JSON). */
  acceptsJson: boolean;
  /** The error code of a token validated before. */
  reusedCode: string;
  /** Whether a `sitekey` sent must be one registered with the secret and the token's own (hCaptcha). */
  checksSiteKey: boolean;
}

const fieldsOf = (request: StandInRequest, acceptsJson: boolean): Record<string, string> | null => {
  const type = String(request.headers['content-type'] ?? '');
  if (type.startsWith('application/x-www-form-urlencoded') && typeof request.body === 'string')
    return Object.fromEntries(new URLSearchParams(request.body));
  if (acceptsJson && type.startsWith('application/json') && request.body && typeof request.body === 'object')
    return Object.fromEntries(Object.entries(request.body).map(([name, value]) => [name, String(value)]));
  return null;
};

const refused = (...codes: string[]): StandInAnswer => ({ status: 200, body: { success: false, 'error-codes': codes } });

/**
 * A hosted human check's siteverify as its documentation describes it, as a local server (tests only):
 * the secret, the token (issued by the widget stand-in, or `issue`), single use, the providers' error codes;
 * and the widget's script with the token call it makes. `fault` makes it stall or answer 503.
 */
export const startSiteverifyStandIn = async (rules: SiteverifyRules, port = 0): Promise<SiteverifyStandIn> => {
  const tokens = new Map<string, IssuedToken>();
  const verifications: Record<string, string>[] = [];
  const issue = (siteKey: string): string => {
    const token = `${rules.provider === 'hcaptcha' ? 'P1_' : '0.'}${randomBytes(48).toString('base64url')}`;
    tokens.set(token, { siteKey, used: false, idempotencyKey: null });
    return token;
  };
  const verify = (request: StandInRequest): StandInAnswer => {
    const fields = fieldsOf(request, rules.acceptsJson);
    if (!fields) return refused('bad-request');
    verifications.push(fields);
    if (!fields.secret) return refused('missing-input-secret');
    if (fields.secret !== rules.secret) return refused('invalid-input-secret');
    if (!fields.response) return refused('missing-input-response');
    if (rules.checksSiteKey && fields.sitekey !== undefined && !rules.siteKeys.includes(fields.sitekey))
      return refused('sitekey-secret-mismatch');
    const token = tokens.get(fields.response);
    if (!token || (rules.checksSiteKey && fields.sitekey !== undefined && fields.sitekey !== token.siteKey))
      return refused('invalid-input-response');
    const retried = token.used && fields.idempotency_key !== undefined && fields.idempotency_key === token.idempotencyKey;
    if (token.used && !retried) return refused(rules.reusedCode);
    token.used = true;
    token.idempotencyKey = fields.idempotency_key ?? null;
    return { status: 200, body: { success: true, 'error-codes': [], challenge_ts: new Date().toISOString(), hostname: 'localhost' } };
  };
  const server = await startStandIn((request) => {
    if (request.method === 'POST' && request.path === rules.verifyPath) return verify(request);
    if (request.method === 'GET' && request.path === rules.scriptPath)
      return { status: 200, text: widgetStandInScript(rules.provider), headers: { 'content-type': 'text/javascript; charset=utf-8' } };
    if (request.method === 'POST' && request.path === WIDGET_TOKEN_PATH) {
      const siteKey = request.query.get('sitekey') ?? '';
      if (!rules.siteKeys.includes(siteKey)) return { status: 400, body: { message: 'unknown site key' } };
      // The widget's page is another origin: the token call is a cross-origin fetch.
      return { status: 200, body: { token: issue(siteKey) }, headers: { 'access-control-allow-origin': '*' } };
    }
    return { status: 404, body: { message: 'not found' } };
  }, port);
  return Object.assign(server, {
    verifyUrl: `${server.url}${rules.verifyPath}`,
    scriptUrl: `${server.url}${rules.scriptPath}`,
    issue,
    verifications: () => verifications,
  });
};
