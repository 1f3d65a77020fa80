import axios, { AxiosError, type AxiosInstance } from 'axios';
import type { z } from 'zod';
import { apiErrorSchema } from '../contracts';
import { requestHeaders } from '../contracts';
import { LANG_COOKIE, readCookie } from '../site/cookies';
import type { RootStore } from '../stores/root-store';

/** A failed call, with a message fit to show (the API's own, or a localized fallback key). */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

export const toApiCallError = (error: unknown): ApiCallError => {
  if (error instanceof ApiCallError) return error;
  if (error instanceof AxiosError) {
    const body = apiErrorSchema.safeParse(error.response?.data);
    const status = error.response?.status ?? null;
    if (body.success) return new ApiCallError(body.data.message, status, body.data.errors);
    return new ApiCallError(status === null ? 'errors.network' : 'errors.unexpected', status);
  }
  return new ApiCallError('errors.unexpected', null);
};

/** The one axios instance: spec headers on every request, and the progress bar fed by every call. */
export const createApiClient = (root: RootStore): AxiosInstance => {
  const client = axios.create({ baseURL: root.apiUrl, timeout: 20_000 });
  client.interceptors.request.use((config) => {
    root.ui.requestStarted();
    const headers = requestHeaders({
      tenant: root.tenant.tenant,
      isGuest: root.session.isGuest,
      token: root.session.token,
      langCookie: typeof document === 'undefined' ? undefined : readCookie(LANG_COOKIE),
      locale: root.locale.locale,
    });
    for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      root.ui.requestFinished(false);
      return response;
    },
    (error: unknown) => {
      root.ui.requestFinished(true);
      return Promise.reject(toApiCallError(error));
    },
  );
  return client;
};

/** Parses an answer with its contract: a wrong shape becomes a clear error, never a blank screen. */
export const parseAnswer = <T extends z.ZodType>(schema: T, data: unknown): z.infer<T> => {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiCallError('errors.badAnswer', null);
  return parsed.data;
};
