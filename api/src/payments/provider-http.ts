import { DomainError } from '../domain/domain-error';

/**
 * A provider call that could not be made or was refused: its status (0 when no answer came) and the
 * provider's words. A request it fails answers 502 `payment_provider_unavailable` (the customer may
 * try again), never a 500; a sweep that meets it tries again later.
 */
export class ProviderCallError extends DomainError<'payment_provider_unavailable'> {
  constructor(
    readonly provider: string,
    readonly status: number,
    message: string,
  ) {
    super('payment_provider_unavailable', { message });
    this.name = 'ProviderCallError';
  }
}

/** How long a provider call waits for its answer before it counts as failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * One call to a provider's API (a JSON body, or a form-encoded `form`), given up after `timeoutMs`.
 * Answers the status and the JSON body (null when there is none); a 5xx, a timeout or a refused connection throws `ProviderCallError`
 * (the caller decides what a 4xx means).
 */
export const callProvider = async (
  provider: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown; form?: URLSearchParams; timeoutMs?: number },
): Promise<ProviderAnswer> => {
  let response: Response;
  const signal = AbortSignal.timeout(init.timeoutMs ?? PROVIDER_TIMEOUT_MS);
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      // A URLSearchParams body is sent as application/x-www-form-urlencoded.
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      signal,
      redirect: 'error',
    });
  } catch {
    throw new ProviderCallError(provider, 0, signal.aborted ? `${provider} did not answer in time.` : `${provider} could not be reached.`);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  if (response.status >= 500) throw new ProviderCallError(provider, response.status, `${provider} answered ${response.status}.`);
  return { status: response.status, body };
};

/** The provider's own words of a refusal (`message`, `detail`), or a general one. */
export const providerMessage = (body: unknown, fallback: string): string => {
  if (body && typeof body === 'object') {
    const { message, detail } = body as { message?: unknown; detail?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    if (typeof detail === 'string' && detail !== '') return detail;
  }
  return fallback;
};
