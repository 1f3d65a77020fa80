import {
  API_ERRORS,
  API_PATHS,
  HEADERS,
  OPERATOR_EVENTS_PATH,
  OPERATOR_KEY_HEADER,
  apiErrorSchema,
  healthSchema,
} from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { call, storefrontHeaders } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

describe.each(testDatabases())('http basics on $label', (database) => {
  const suite = useTestApi(database);

  it('answers health without a tenant', async () => {
    const response = await call(suite.api, API_PATHS.health);
    expect(response.status).toBe(200);
    expect(healthSchema.parse(response.body)).toEqual({
      status: 'ok',
      database: database.label,
      socket_adapter: 'memory',
      redis: 'unused',
    });
  });

  it.each([
    ['GET', '/nothing/here'],
    ['GET', '/api/v1/tenant/unknown'],
    ['DELETE', API_PATHS.pages],
  ])('answers 404 JSON for %s %s', async (method, path) => {
    const response = await call(suite.api, path, { method, headers: storefrontHeaders(SUFRA) });
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(response.body).message).toBe(`Route ${method} ${path} not found`);
  });

  describe('bad bodies', () => {
    const post = (body: string, contentType = 'application/json') =>
      call(suite.api, OPERATOR_EVENTS_PATH, {
        method: 'POST',
        headers: { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': contentType },
        body,
      });

    it.each([
      ['malformed JSON', '{"room": ', 400],
      ['a JSON list', '[1, 2]', 400],
      ['an empty JSON body', '', 400],
      ['an unsupported content type', 'room=client_frontend', 415],
    ])('answers %s with a 4xx message', async (_case, body, status) => {
      const contentType = status === 415 ? 'application/x-www-form-urlencoded' : 'application/json';
      const response = await post(body, contentType);
      expect(response.status).toBe(status);
      expect(apiErrorSchema.parse(response.body).message.length).toBeGreaterThan(0);
    });

    it('maps validation problems to field names', async () => {
      const response = await post(JSON.stringify({ room: 'client_frontend', event: 'no spaces please', payload: 'text' }));
      expect(response.status).toBe(400);
      const error = apiErrorSchema.parse(response.body);
      expect(error.message).toBe('Invalid body: event, payload');
      expect(Object.keys(error.errors ?? {})).toEqual(['event', 'payload']);
    });
  });

  describe('NUL characters, which PostgreSQL text cannot hold', () => {
    it.each([
      [API_PATHS.tenantLookup, { host: 'sufra\u0000.localhost' }],
      [API_PATHS.banners, { place: 'web\u0000' }],
    ])('answer 400 in the query of %s', async (path, query) => {
      const response = await call(suite.api, path, { query, headers: storefrontHeaders(SUFRA) });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).message).toBe('Invalid query: text must not contain NUL characters');
    });

    it('answer 400 anywhere in a JSON body', async () => {
      const response = await call(suite.api, OPERATOR_EVENTS_PATH, {
        method: 'POST',
        headers: { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' },
        body: JSON.stringify({ room: 'client_frontend', event: 'update', payload: { note: ['a\u0000b'] } }),
      });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).message).toBe('Invalid body: text must not contain NUL characters');
    });
  });

  describe('error codes', () => {
    const cases: [string, () => Promise<{ status: number; body: unknown }>, number, string][] = [
      ['an unknown route', () => call(suite.api, '/nothing/here', { headers: storefrontHeaders(SUFRA) }), 404, 'not_found'],
      ['no app token', () => call(suite.api, API_PATHS.pages), 401, 'tenant_credentials_invalid'],
      ['a path parameter too long', () => call(suite.api, `/media/sufra/${'a'.repeat(200)}`), 404, 'not_found'],
      [
        'malformed JSON',
        () =>
          call(suite.api, OPERATOR_EVENTS_PATH, {
            method: 'POST',
            headers: { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' },
            body: '{"room": ',
          }),
        400,
        'bad_request',
      ],
      [
        'a body that fails its schema',
        () =>
          call(suite.api, OPERATOR_EVENTS_PATH, {
            method: 'POST',
            headers: { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' },
            body: JSON.stringify({ room: 'client_frontend', event: 'no spaces please', payload: 'text' }),
          }),
        400,
        'invalid_input',
      ],
    ];

    it.each(cases)('names %s by a code of the shared table, beside the message', async (_case, send, status, code) => {
      const response = await send();
      expect(response.status).toBe(status);
      const error = apiErrorSchema.parse(response.body);
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(0);
    });

    it('answers a fixed message with the text of its code', async () => {
      const response = await call(suite.api, API_PATHS.pages, { headers: { [HEADERS.tenant]: 'sufra', [HEADERS.appToken]: 'wrong' } });
      expect(response.body).toEqual({ code: 'tenant_credentials_invalid', message: API_ERRORS.tenant_credentials_invalid });
    });
  });

  it('answers 400, not 500, for an over-long host', async () => {
    const response = await call(suite.api, API_PATHS.tenantLookup, { query: { host: `${'a'.repeat(300)}.localhost` } });
    expect(response.status).toBe(400);
  });

  it('allows any origin with the storefront headers', async () => {
    const response = await fetch(`${suite.api.url}${API_PATHS.settings}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://sufra.localhost:8080',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-tenant,x-app-token,x-source,x-country,x-time-zone,x-localization,x-authorization-token',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, PATCH');
    const allowed = response.headers.get('access-control-allow-headers')?.split(/,\s*/) ?? [];
    expect(allowed).toEqual(expect.arrayContaining(Object.values(HEADERS)));
  });

  describe('media', () => {
    it('serves a tenant image with a long cache', async () => {
      const response = await fetch(`${suite.api.url}/media/sufra/logo.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000');
      expect(await response.text()).toContain('<svg');
    });

    it.each(['/media/sufra/missing.svg', '/media/sufra/..%2F..%2Fpackage.json', '/media/ghost/logo.svg', '/media/sufra/logo.exe'])(
      'answers 404 JSON for %s',
      async (path) => {
        const response = await call(suite.api, path);
        expect(response.status).toBe(404);
        expect(apiErrorSchema.parse(response.body).message).toMatch(/not found/);
      },
    );
  });
});
