import type { ApiErrorCode, HeaderSources, Locale } from '../contracts';

/** A failed call, with a message fit to show (the API's own, or a localized fallback key). */
export class ApiCallError extends Error {
  /**
   * What the api said happened (`code` of its error answer): decide by this, never by the message.
   * The client builds an error with a body only from an answer its contract checked (`./axios-instance`).
   */
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
    const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
    this.code = typeof code === 'string' ? (code as ApiErrorCode) : null;
  }
}

export const toApiCallError = (error: unknown): ApiCallError =>
  error instanceof ApiCallError ? error : new ApiCallError('errors.unexpected', null);

/**
 * What the client needs to know of the page, read at every call: who calls, in which language, and
 * where progress and a refused customer token are reported. The root store gives it; the client
 * knows no store.
 */
export interface ApiRequestContext {
  apiUrl: string;
  tenant(): HeaderSources['tenant'];
  locale(): Locale;
  /** The customer's token, or null for a guest. */
  customerToken(): string | null;
  requestStarted(): void;
  requestFinished(failed: boolean): void;
  /** The api refused this customer token (401): the visitor is a guest from now on. */
  tokenRefused(token: string): void;
  /** Resolves once a failure can be shown in the customer's words (the api error texts load after the first screen). */
  errorTextsLoaded(): Promise<void>;
}

/** A request as a test's in-memory transport sees it (`installFakeApi`). */
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
  signal: AbortSignal | undefined;
}

/** An answer kept for a GET by its path and query (`/api/v1/...?a=1`), given at most once. */
export type PrimedAnswers = (pathAndQuery: string) => { status: number; data: unknown } | undefined;

/** A test's stand-in for the network: the status and body it answers; throws when "nothing came back". */
export type ApiTransport = (request: ApiRequest) => Promise<{ status: number; data: unknown }>;

export interface ApiResponse<T> {
  data: T;
  status: number;
  /** The answer came with the page (`primed`): the server read it with its contract when it rendered the page. */
  primed?: true;
}

export interface ApiRequestOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Cancels the call (from an `AbortController`); it then fails like a call that got no answer. */
  signal?: AbortSignal;
  /** How long the call may take (20 s unless said: an upload of photos takes longer). */
  timeoutMs?: number;
  /** Bytes of the body sent so far (a photo upload's progress); `total` is null when unknown. */
  onUploadProgress?: (progress: { loaded: number; total: number | null }) => void;
}

/**
 * The one api client of a page (`root.api`), an axios instance for its tenant: spec headers on every
 * call, the progress bar fed by every call, answers as `{ data, status }`, every failure an
 * `ApiCallError` with the api's `code`.
 */
export interface ApiClient {
  get<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  delete<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  patch<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  /** Where requests go instead of the network; tests set it (`installFakeApi`), null is the network. */
  transport: ApiTransport | null;
  /**
   * Answers the page came with (a server-rendered first paint): a GET whose path and query it holds
   * is answered from it once, without a call, so hydrating needs neither the network nor axios.
   */
  primed: PrimedAnswers | null;
  /** The network as a transport, for a transport that passes some requests on (the server render's recording, the first paint's replay). */
  readonly network: ApiTransport;
}

export const API_TIMEOUT_MS = 20_000;

/** The query as `URLSearchParams` writes it, skipping empty values (arrays as `a,b`, as the api reads them). */
export const queryOf = (params: Record<string, unknown> | undefined): string => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined && value !== null) query.append(name, String(value));
  return query.toString();
};
