import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiErrorSchema, HEADERS, requestHeaders } from '../contracts';
import { LANG_COOKIE, readCookie } from '../site/cookies';
import { ApiCallError, API_TIMEOUT_MS, queryOf, type ApiRequest, type ApiRequestContext, type ApiTransport } from './api-call';

/** A test's transport as an axios adapter: everything before it (headers, body, interceptors) is the real client's. */
const transportAdapter =
  (transport: ApiTransport, uriOf: (config: InternalAxiosRequestConfig) => string): AxiosAdapter =>
  async (config) => {
    const sent: unknown = config.data;
    const isJson = typeof sent === 'string' && /json/.test(String(config.headers.getContentType() ?? ''));
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase() as ApiRequest['method'],
      path: config.url ?? '',
      url: uriOf(config),
      params: config.params as Record<string, unknown> | undefined,
      headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([name, value]) => [name, String(value)])),
      body: isJson ? JSON.parse(sent) : sent,
      signal: config.signal as AbortSignal | undefined,
    });
    return { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
  };

/**
 * The axios side of the page's api client (`createApiClient`), loaded with its first call: an
 * instance for the tenant with spec §7's headers, the progress bar and 401-to-guest in its
 * interceptors, every failure an `ApiCallError`; `transport()` is a test's stand-in, if any.
 */
export const createAxiosInstance = (context: ApiRequestContext, transport: () => ApiTransport | null) => {
  const instance = axios.create({
    baseURL: context.apiUrl.replace(/\/$/, ''),
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: queryOf },
    // Every answer reaches the response interceptor, which turns error answers into ApiCallErrors.
    validateStatus: () => true,
  });
  const network = axios.getAdapter(instance.defaults.adapter);
  instance.defaults.adapter = (config) =>
    transport() ? transportAdapter(transport()!, (c) => instance.getUri(c))(config) : network(config);

  // Spec §7's headers; the caller's own headers (an idempotency key, another token) win.
  instance.interceptors.request.use((config) => {
    const token = context.customerToken();
    const spec = requestHeaders({
      tenant: context.tenant(),
      isGuest: token === null,
      token,
      langCookie: typeof document === 'undefined' ? undefined : readCookie(LANG_COOKIE),
      locale: context.locale(),
    });
    config.headers = AxiosHeaders.concat(spec, config.headers);
    // No body, no content type (a server may refuse an empty JSON body); a form's multipart type is
    // written with its boundary by the adapter. `false` keeps axios from setting one of its own.
    if (config.data === undefined || config.data instanceof FormData) config.headers.set('Content-Type', false);
    context.requestStarted();
    return config;
  });

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      const failed = response.status >= 400;
      context.requestFinished(failed);
      if (!failed) return response;
      // A customer call refused for its token: the token is dead (revoked, expired, logged out
      // everywhere), so the visitor is a guest from this answer on, wherever the call came from.
      const sent = /^Bearer (.+)$/.exec(String(response.config.headers.get(HEADERS.authorization) ?? ''))?.[1];
      if (response.status === 401 && sent) context.tokenRefused(sent);
      const error = apiErrorSchema.safeParse(response.data);
      throw error.success
        ? new ApiCallError(error.data.message, response.status, error.data.errors, response.data)
        : new ApiCallError('errors.unexpected', response.status);
    },
    // Nothing came back: network down, timed out or cancelled.
    () => {
      context.requestFinished(true);
      throw new ApiCallError('errors.network', null);
    },
  );

  /** The network as a transport: a request whose headers are already written, sent as it is. */
  const networkTransport: ApiTransport = async (request) => {
    const { status, data } = await network({
      url: request.url,
      method: request.method,
      headers: new AxiosHeaders(request.headers),
      data: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
      timeout: API_TIMEOUT_MS,
      validateStatus: () => true,
    } as InternalAxiosRequestConfig);
    return { status, data: typeof data === 'string' && data !== '' ? (JSON.parse(data) as unknown) : data };
  };
  return { instance, network: networkTransport };
};
