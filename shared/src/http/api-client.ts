import type { z } from 'zod';
import { apiErrorCodeOf, apiErrorSchema, type ApiErrorCode } from '../contracts';
import { HEADERS, requestHeaders } from '../contracts';
import { LANG_COOKIE, readCookie } from '../site/cookies';
import type { RootStore } from '../stores/root-store';

/** A failed call, with a message fit to show (the API's own, or a localized fallback key). */
export class ApiCallError extends Error {
  /** What the api said happened (`code` of its error answer): decide by this, never by the message. */
  readonly code: ApiErrorCode | null;

  constructor(
    message: string,
    readonly status: number | null,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The whole error answer, for calls whose errors carry more than a message (a cart's line problems). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiCallError';
    this.code = apiErrorCodeOf(body);
  }
}

export const toApiCallError = (error: unknown): ApiCallError =>
  error instanceof ApiCallError ? error : new ApiCallError('errors.unexpected', null);

/** A request as it goes to the network (or to a test's in-memory transport). */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the caller gave it (`/api/v1/...`), without the query. */
  path: string;
  /** The absolute URL with the query. */
  url: string;
  params: Record<string, unknown> | undefined;
  headers: Record<string, string>;
  /** The JSON body as sent, or undefined. */
  body: unknown;
  signal: AbortSignal;
}

/** What came back: the status and the body (parsed JSON when it was JSON, else the text). */
export interface ApiTransportAnswer {
  status: number;
  data: unknown;
}

/** Throws only when nothing came back (network down, timeout). */
export type ApiTransport = (request: ApiRequest) => Promise<ApiTransportAnswer>;

export interface ApiResponse<T> {
  data: T;
  status: number;
}

export interface ApiRequestOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * The one api client of the page (`root.api`): spec headers on every call, the progress bar fed by
 * every call, answers as `{ data }`, every failure an `ApiCallError`. A small `fetch` wrapper, so
 * the first visit does not download an HTTP library.
 */
export interface ApiClient {
  get<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  /** Where requests go; tests replace it (`installFakeApi`). */
  transport: ApiTransport;
}

const TIMEOUT_MS = 20_000;

const queryOf = (params: Record<string, unknown> | undefined): string => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined && value !== null) query.append(name, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
};

/** The network: `fetch` with a time-out; a JSON answer is parsed, anything else kept as text. */
export const fetchTransport: ApiTransport = async ({ method, url, headers, body, signal }) => {
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  const text = await response.text();
  let data: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  return { status: response.status, data };
};

export const createApiClient = (root: RootStore): ApiClient => {
  const client: ApiClient = {
    transport: fetchTransport,
    get: (path, options) => send('GET', path, undefined, options),
    delete: (path, options) => send('DELETE', path, undefined, options),
    post: (path, body, options) => send('POST', path, body, options),
    put: (path, body, options) => send('PUT', path, body, options),
    patch: (path, body, options) => send('PATCH', path, body, options),
  };

  async function send<T>(
    method: ApiRequest['method'],
    path: string,
    body: unknown,
    options: ApiRequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {
      ...requestHeaders({
        tenant: root.tenant.tenant,
        isGuest: root.session.isGuest,
        token: root.session.token,
        langCookie: typeof document === 'undefined' ? undefined : readCookie(LANG_COOKIE),
        locale: root.locale.locale,
      }),
      ...options.headers,
    };
    // No body, no content type (a server may refuse an empty JSON body).
    if (body === undefined) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
    const url = `${root.apiUrl.replace(/\/$/, '')}${path}${queryOf(options.params)}`;
    root.ui.requestStarted();
    let answer: ApiTransportAnswer;
    try {
      answer = await client.transport({ method, path, url, params: options.params, headers, body, signal: controller.signal });
    } catch {
      root.ui.requestFinished(true);
      throw new ApiCallError('errors.network', null);
    } finally {
      clearTimeout(timer);
    }
    if (answer.status >= 400) {
      root.ui.requestFinished(true);
      // A customer call refused for its token: the token is dead (revoked, expired, logged out
      // everywhere), so the visitor is a guest from this answer on, wherever the call came from.
      const sent = /^Bearer (.+)$/.exec(headers[HEADERS.authorization] ?? '')?.[1];
      if (answer.status === 401 && sent) root.session.tokenRefused(sent);
      const error = apiErrorSchema.safeParse(answer.data);
      throw error.success
        ? new ApiCallError(error.data.message, answer.status, error.data.errors, answer.data)
        : new ApiCallError('errors.unexpected', answer.status);
    }
    root.ui.requestFinished(false);
    return { data: answer.data as T, status: answer.status };
  }

  return client;
};

/** Parses an answer with its contract: a wrong shape becomes a clear error, never a blank screen. */
export const parseAnswer = <T extends z.ZodType>(schema: T, data: unknown): z.infer<T> => {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiCallError('errors.badAnswer', null);
  return parsed.data;
};
