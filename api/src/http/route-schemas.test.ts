import type { RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { startTestApi } from '../testing/test-app';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { REFERENCE_PAGE_PATH } from './openapi';
import { OPENAPI_PATH } from './openapi-routes';

/** A route of the table: its method (HEAD and the CORS preflight left out), path, schema and handler's text. */
interface TableRoute {
  method: string;
  url: string;
  schema: Record<string, unknown>;
  handler: string;
}

const isContract = (value: unknown): boolean => value instanceof z.core.$ZodType;
const paramsOf = (url: string): string[] => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
const shapeKeys = (schema: unknown): string[] => Object.keys((schema as { shape?: object }).shape ?? {});

/** What is missing from a route's schema: an answer, or a part of the request its handler reads or its path has. */
const problemsOf = ({ url, schema, handler }: TableRoute): string[] => {
  const problems: string[] = [];
  const answers = Object.entries((schema.response ?? {}) as Record<string, unknown>);
  if (!answers.some(([status]) => /^[23]/.test(status))) problems.push('no answer (2xx or 3xx) in schema.response');
  for (const [status, answer] of answers) {
    const media = (answer as { content?: Record<string, { schema: unknown }> }).content;
    const contracts = media ? Object.values(media).map((entry) => entry.schema) : [answer];
    if (!contracts.every(isContract)) problems.push(`the ${status} answer is not a zod contract`);
  }
  const params = paramsOf(url);
  if (params.length > 0 && !isContract(schema.params)) problems.push(`no schema.params for ${params.join(', ')}`);
  else if (params.length > 0 && shapeKeys(schema.params).sort().join() !== [...params].sort().join())
    problems.push(`schema.params names ${shapeKeys(schema.params).join(', ')}, the path ${params.join(', ')}`);
  if (/\brequest\.query\b/.test(handler) && !isContract(schema.querystring))
    problems.push('reads request.query without schema.querystring');
  if (/\brequest\.body\b/.test(handler) && !isContract(schema.body)) problems.push('reads request.body without schema.body');
  for (const part of ['params', 'querystring', 'body', 'headers'])
    if (schema[part] !== undefined && !isContract(schema[part])) problems.push(`schema.${part} is not a zod contract`);
  return problems;
};

describe.each(testDatabases())('the route table and its OpenAPI document on $label', (database) => {
  const routes: TableRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD' && method !== 'OPTIONS')
        routes.push({ method, url: route.url, schema: (route.schema ?? {}) as Record<string, unknown>, handler: route.handler.toString() });
  };
  // Every optional route on: the development outbox and the reference page.
  const suite = useTestApi(database, { devOutbox: true, referencePage: true, onRoute });
  const documented = () => routes.filter((route) => route.schema.hide !== true);
  let document: OpenAPIV3_1.Document;

  beforeAll(async () => {
    const response = await fetch(`${suite.api.url}${OPENAPI_PATH}`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenAPIV3_1.Document;
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('gives every route a schema: its answers, its path parameters and every part of the request its handler reads', () => {
    expect(documented().length).toBeGreaterThan(100);
    const failures = documented().flatMap((route) => problemsOf(route).map((problem) => `${route.method} ${route.url}: ${problem}`));
    expect(failures).toEqual([]);
  });

  it('hides only the reference page’s own routes from the document', () => {
    const hidden = routes.filter((route) => route.schema.hide === true).map((route) => route.url);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.filter((url) => !url.startsWith(REFERENCE_PAGE_PATH))).toEqual([]);
  });

  it('serves an OpenAPI 3.1 document with one operation per route, whose references all resolve', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = documented().map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(operations.sort()).toEqual(expected.sort());
    const schemas = document.components?.schemas ?? {};
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((name) => !(name in schemas))).toEqual([]);
  });

  it('names the credentials each scope checks, and the language header of the tenant calls', () => {
    const operation = (method: 'get' | 'post', path: string) => document.paths?.[path]?.[method] as OpenAPIV3_1.OperationObject;
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual(['appToken', 'customerToken', 'operatorKey', 'tenant']);
    expect(operation('get', '/api/v1/health').security).toBeUndefined();
    expect(operation('get', '/api/v1/branch/frontend/branches').security).toEqual([{ tenant: [], appToken: [] }]);
    expect(operation('post', '/api/v1/order/orders').security).toEqual([{ tenant: [], appToken: [], customerToken: [] }]);
    expect(operation('get', '/api/v1/operator/payment-incidents').security).toEqual([{ tenant: [], operatorKey: [] }]);
    const headers = (path: string, method: 'get' | 'post' = 'get') =>
      ((operation(method, path).parameters ?? []) as OpenAPIV3_1.ParameterObject[]).filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers('/api/v1/branch/frontend/branches')).toEqual(['x-localization']);
    expect(headers('/api/v1/order/orders', 'post').sort()).toEqual(['idempotency-key', 'x-localization']);
    expect(headers('/api/v1/health')).toEqual([]);
  });

  it('documents the error answer of every call and the contracts of its answers', () => {
    const order = document.paths?.['/api/v1/order/orders/{id}']?.get as OpenAPIV3_1.OperationObject;
    expect(order.responses?.default).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
    expect(JSON.stringify(order.responses?.['200'])).toContain('#/components/schemas/Order');
  });

  it('sends the document prepared: an ETag, and 304 when the client has it', async () => {
    const first = await fetch(`${suite.api.url}${OPENAPI_PATH}`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"/);
    const again = await fetch(`${suite.api.url}${OPENAPI_PATH}`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('serves the interactive reference page with its own Content-Security-Policy, and none unless asked', async () => {
    const page = await fetch(`${suite.api.url}${REFERENCE_PAGE_PATH}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    const withoutPage = await startTestApi(suite.db);
    try {
      expect((await fetch(`${withoutPage.url}${REFERENCE_PAGE_PATH}/`)).status).toBe(404);
      expect((await fetch(`${withoutPage.url}${OPENAPI_PATH}`)).status).toBe(200);
    } finally {
      await withoutPage.app.close();
    }
  });
});
