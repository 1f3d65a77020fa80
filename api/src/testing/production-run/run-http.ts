import { HEADERS, OPERATOR_KEY_HEADER } from '@storefront/shared/contracts';
import type { DemoTenant } from '../../seed/demo-tenant';
import { STEP_HEADER } from './nginx-config';

export interface RunAnswer {
  status: number;
  body: unknown;
}

interface RunRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: unknown;
  /** The run's step, sent in STEP_HEADER so that nginx's access log names it. */
  step?: string;
}

/** One call to the api (through nginx or an instance); a JSON body is sent and read as JSON. */
export const callApi = async (base: string, path: string, request: RunRequest = {}): Promise<RunAnswer> => {
  const response = await fetch(`${base}${path}`, {
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...request.headers,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(request.step ? { [STEP_HEADER]: request.step } : {}),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure's message
  }
  return { status: response.status, body };
};

/** Fails with the call, its status and its answer unless it answered `status`. */
export const expectStatus = (what: string, answer: RunAnswer, status: number): void => {
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status} (expected ${status}): ${JSON.stringify(answer.body).slice(0, 600)}`);
};

/** The headers of the tenant's storefront, in English, and of its logged-in customer when `token` is given. */
export const storefront = (tenant: DemoTenant, token?: string): Record<string, string> => ({
  [HEADERS.tenant]: tenant.name,
  [HEADERS.appToken]: tenant.appToken,
  [HEADERS.localization]: 'en',
  ...(token ? { [HEADERS.authorization]: `Bearer ${token}` } : {}),
});

/** The restaurant's operator headers. */
export const operator = (tenant: DemoTenant): Record<string, string> => ({
  [HEADERS.tenant]: tenant.name,
  [OPERATOR_KEY_HEADER]: tenant.operatorKey,
});
