import type { DemoTenant } from '../seed/demo-tenant';
import { customerHeaders } from './customer-login';
import { call, storefrontHeaders, type TestApi, type TestResponse } from './test-app';

/** A call of a logged-in customer (or of the storefront when `token` is null), with a JSON body when given. */
export const customerCall = (
  api: TestApi,
  tenant: DemoTenant,
  token: string | null,
  path: string,
  { method = 'GET', body, query }: { method?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<TestResponse> => {
  const headers = token === null ? storefrontHeaders(tenant) : customerHeaders(tenant, token);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return call(api, path, { method, headers, ...(query ? { query } : {}), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
};
