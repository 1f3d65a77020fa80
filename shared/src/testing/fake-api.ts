import type { RootStore } from '../stores/root-store';

export interface FakeCall {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeAnswer = { status: number; data: unknown };
export type FakeRoute = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Answers the store's api calls in memory (`"GET /api/v1/..."` → handler), through the same client
 * as the real calls (headers, progress, errors: it is the axios instance's adapter). Unknown calls
 * answer 404. Returns the calls made.
 */
export const installFakeApi = (store: RootStore, routes: Record<string, FakeRoute>): FakeCall[] => {
  const calls: FakeCall[] = [];
  store.api.transport = async ({ method, path, params, body, headers }) => {
    const call: FakeCall = { method, url: path, params, body, headers };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    return route ? route(call) : { status: 404, data: { code: 'not_found', message: 'Not found' } };
  };
  return calls;
};
