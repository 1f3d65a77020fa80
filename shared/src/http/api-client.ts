import type { z } from 'zod/mini';
import {
  API_TIMEOUT_MS,
  ApiCallError,
  queryOf,
  type ApiClient,
  type ApiRequest,
  type ApiRequestContext,
  type ApiRequestOptions,
  type ApiResponse,
} from './api-call';
import { lazyPart } from '../lazy/lazy-part';

export * from './api-call';

/**
 * The page's api client. axios and its interceptors (`./axios-instance`) load with the first call
 * that goes out, so a first paint whose answers came with the page downloads none of it.
 */
export const createApiClient = (context: ApiRequestContext): ApiClient => {
  const pathAndQueryOf = (path: string, params: Record<string, unknown> | undefined) => {
    const url = new URL(`${context.apiUrl.replace(/\/$/, '')}${path}`);
    const query = queryOf(params);
    return `${url.pathname}${query ? `?${query}` : ''}`;
  };
  const axiosParts = lazyPart(() =>
    import(/* webpackChunkName: "api-axios" */ './axios-instance').then((module) =>
      module.createAxiosInstance(context, () => client.transport),
    ),
  );

  const send = async <T>(method: ApiRequest['method'], path: string, body: unknown, options: ApiRequestOptions = {}) => {
    const primed = method === 'GET' ? client.primed?.(pathAndQueryOf(path, options.params)) : undefined;
    if (primed) return { ...primed, primed: true } as ApiResponse<T>;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
    const cancel = () => controller.abort();
    options.signal?.addEventListener('abort', cancel);
    const { onUploadProgress } = options;
    try {
      if (options.signal?.aborted) controller.abort();
      // The time limit and a cancel also end the wait for the client's own part (a chunk that never comes).
      const { instance } = await Promise.race([
        axiosParts(),
        new Promise<never>((_resolve, reject) => {
          const fail = () => reject(new ApiCallError('errors.network', null));
          if (controller.signal.aborted) fail();
          else controller.signal.addEventListener('abort', fail);
        }),
      ]);
      const response = await instance.request<T>({
        method,
        url: path,
        data: body,
        params: options.params,
        headers: options.headers,
        signal: controller.signal,
        ...(onUploadProgress && { onUploadProgress: ({ loaded, total }) => onUploadProgress({ loaded, total: total ?? null }) }),
      });
      return { data: response.data, status: response.status };
    } catch (error) {
      await context.errorTextsLoaded().catch(() => undefined);
      throw error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  };

  const client: ApiClient = {
    transport: null,
    primed: null,
    network: async (request) => (await axiosParts()).network(request),
    get: (path, options) => send('GET', path, undefined, options),
    delete: (path, options) => send('DELETE', path, undefined, options),
    post: (path, body, options) => send('POST', path, body, options),
    put: (path, body, options) => send('PUT', path, body, options),
    patch: (path, body, options) => send('PATCH', path, body, options),
  };
  return client;
};

/**
 * Parses an answer with its contract: a wrong shape becomes a clear error, never a blank screen.
 * Through the schema's own standard interface, so this module needs no zod (the caller has the schema).
 */
export const parseAnswer = <T extends z.core.$ZodType>(schema: T, data: unknown): z.output<T> => {
  const result = schema['~standard'].validate(data);
  if (result instanceof Promise || result.issues) throw new ApiCallError('errors.badAnswer', null);
  return result.value as z.output<T>;
};
