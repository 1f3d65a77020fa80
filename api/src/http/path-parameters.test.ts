import { HEADERS, OPERATOR_KEY_HEADER, apiErrorSchema } from '@storefront/shared/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { OPENAPI_PATH } from './openapi-routes';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe.each(testDatabases())('path parameters on $label', (database) => {
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true });
  let document: OpenAPIV3_1.Document;
  let credentials: Record<string, string>;

  beforeAll(async () => {
    document = (await (await fetch(`${suite.api.url}${OPENAPI_PATH}`)).json()) as OpenAPIV3_1.Document;
    const sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
    // Every credential a scope may ask for, so each call reaches its route.
    credentials = {
      [HEADERS.tenant]: SUFRA.name,
      [HEADERS.appToken]: SUFRA.appToken,
      [OPERATOR_KEY_HEADER]: SUFRA.operatorKey,
      [HEADERS.authorization]: `Bearer ${sara}`,
    };
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('answers a NUL in any path parameter of any documented call with 400 and a message, never 500', async () => {
    const calls = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((method) => item?.[method]).flatMap((method) =>
        [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
          method: method.toUpperCase(),
          // The other parameters get a plain value, so the NUL is the only thing wrong.
          url: path.replace(/\{(\w+)\}/g, (_, other: string) => (other === name ? 'KABSA20%00' : '1')),
        })),
      ),
    );
    expect(calls.length).toBeGreaterThan(40);
    const answers = [];
    for (const { method, url } of calls) {
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const response = await fetch(`${suite.api.url}${url}`, {
        method,
        headers: { ...credentials, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
        ...(hasBody ? { body: '{}' } : {}),
      });
      const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
      answers.push({ call: `${method} ${url}`, status: response.status, message: body.success ? body.data.message : null });
    }
    const expected = answers.map(({ call }) => ({ call, status: 400, message: 'Invalid path: text must not contain NUL characters' }));
    expect(answers).toEqual(expected);
  });
});
