import { HEADERS, OPERATOR_KEY_HEADER, TENANT_SECRET_FIELDS } from '@storefront/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { LogLevel } from '../config';

/** The request headers that carry a secret: a customer's token, an operator key, the app token, cookies. */
const SECRET_HEADERS = ['authorization', HEADERS.authorization, OPERATOR_KEY_HEADER, HEADERS.appToken, 'cookie', 'proxy-authorization'];

/** Every secret field of a tenant's provider credentials (`secret_key`, `webhook_secret`, `api_key`, `hmac_secret`). */
const CREDENTIAL_SECRETS = [...new Set(Object.values(TENANT_SECRET_FIELDS).flat())];

/**
 * What pino writes as `[Redacted]` in every log line (docs/security.md, "Logs"): the secret headers of a
 * logged request (`req.headers`, or `headers` logged on their own), a cookie being set, and a payments
 * body's credentials wherever an object carrying them is logged (up to two levels down: `body.credentials`).
 */
export const REDACTED_LOG_PATHS: readonly string[] = [
  ...SECRET_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`, `*.headers["${name}"]`]),
  'res.headers["set-cookie"]',
  'credentials',
  '*.credentials',
  '*.*.credentials',
  ...CREDENTIAL_SECRETS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Path parameters that are a capability, not a name: a party's waiting-list token opens and cancels its entry. */
const SECRET_PARAMS = ['token'];

/** The request's URL with each secret path parameter written as `[Redacted]`. */
const urlWithoutSecrets = (request: FastifyRequest): string => {
  const params = (request.params ?? {}) as Record<string, unknown>;
  return SECRET_PARAMS.reduce((url, name) => {
    const value = params[name];
    return typeof value === 'string' && value !== ''
      ? url.split(encodeURIComponent(value)).join('[Redacted]').split(value).join('[Redacted]')
      : url;
  }, request.url);
};

/** Fastify's own summary of a request, with its headers (the secret ones redacted): which tenant, client and language asked. */
const requestSummary = (request: FastifyRequest) => ({
  method: request.method,
  url: urlWithoutSecrets(request),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
  headers: request.headers,
});

/** A destination of the log's lines (tests read them; stdout by default). */
export interface LogStream {
  write(line: string): void;
}

/** The api's logger: JSON lines at `level`, secrets redacted. */
export const apiLoggerOptions = (level: LogLevel, stream?: LogStream) => ({
  level,
  redact: { paths: [...REDACTED_LOG_PATHS] },
  serializers: { req: requestSummary },
  ...(stream ? { stream } : {}),
});
