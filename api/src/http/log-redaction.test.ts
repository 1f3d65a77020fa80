import { randomBytes } from 'node:crypto';
import { API_PATHS, HEADERS, OPERATOR_KEY_HEADER, OPERATOR_PAYMENT_PROVIDER_PATH, WAITING_LIST_PATHS } from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DEFAULT_PAYMENT_SETTINGS } from '../payments/payment-providers';
import { SUFRA } from '../seed/tenants/sufra';
import { call, storefrontHeaders, TEST_BASE_HOST, type TestApi } from '../testing/test-app';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { useTestDatabase } from '../testing/test-suite';

const secret = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

describe.each(testDatabases())('the api log on $label', (database) => {
  const suite = useTestDatabase(database);
  const lines: string[] = [];
  let api: TestApi;
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({
      db: suite.db,
      baseHost: TEST_BASE_HOST,
      unpaidSweepMs: 0,
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
      paymentSettings: { ...DEFAULT_PAYMENT_SETTINGS, secretsKey: randomBytes(32) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    api = { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(() => app?.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it("logs a waiting-list entry's URL without its token, which opens and cancels the entry", async () => {
    const token = secret('');
    await call(api, WAITING_LIST_PATHS.entry(token), { headers: storefrontHeaders(SUFRA) });
    await call(api, WAITING_LIST_PATHS.cancel(token), { method: 'POST', headers: storefrontHeaders(SUFRA) });
    const urls = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .filter((line) => line.msg === 'incoming request')
      .map((line) => line.req?.url);
    expect(urls).toEqual([WAITING_LIST_PATHS.entry('[Redacted]'), WAITING_LIST_PATHS.cancel('[Redacted]')].map(decodeURIComponent));
    expect(lines.join('\n')).not.toContain(token);
  });

  it("logs a request's headers with its operator key, customer token and cookie redacted, and no credential of its body", async () => {
    const customerToken = secret('');
    const cookie = secret('session=');
    const credentials = { publishable_key: secret('pk_test_'), secret_key: secret('sk_test_'), webhook_secret: secret('whsec_') };
    const answer = await fetch(`${api.url}${OPERATOR_PAYMENT_PROVIDER_PATH}`, {
      method: 'PUT',
      headers: {
        [HEADERS.tenant]: SUFRA.name,
        [OPERATOR_KEY_HEADER]: SUFRA.operatorKey,
        [HEADERS.authorization]: `Bearer ${customerToken}`,
        authorization: `Basic ${Buffer.from(`${credentials.secret_key}:`).toString('base64')}`,
        cookie,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ provider: 'moyasar', credentials }),
    });
    expect(answer.status).toBe(200);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string; headers: Record<string, string> } });
    const request = logged.find((line) => line.msg === 'incoming request' && line.req?.url === OPERATOR_PAYMENT_PROVIDER_PATH)?.req;
    expect(request?.headers).toMatchObject({
      [HEADERS.tenant]: SUFRA.name,
      [OPERATOR_KEY_HEADER]: '[Redacted]',
      [HEADERS.authorization]: '[Redacted]',
      authorization: '[Redacted]',
      cookie: '[Redacted]',
    });
    const text = lines.join('');
    for (const value of [SUFRA.operatorKey, customerToken, cookie, ...Object.values(credentials).slice(1)])
      expect(text).not.toContain(value);
    expect(text).not.toContain(Buffer.from(`${credentials.secret_key}:`).toString('base64'));
  });

  it('redacts the storefront app token and a bad payments body, whose 400 logs no secret either', async () => {
    const credentials = { secret_key: secret('sk_live_'), webhook_secret: 'short' };
    const answer = await call(api, OPERATOR_PAYMENT_PROVIDER_PATH, {
      method: 'PUT',
      headers: { [HEADERS.tenant]: SUFRA.name, [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'moyasar', credentials }),
    });
    expect(answer.status).toBe(400);
    await call(api, API_PATHS.settings, { headers: storefrontHeaders(SUFRA), query: { groups: 'general' } });
    const text = lines.join('');
    expect(text).not.toContain(credentials.secret_key);
    expect(text).not.toContain(SUFRA.appToken);
    expect(text).toContain(`"${HEADERS.appToken}":"[Redacted]"`);
  });

  it('redacts the credentials of a payments body, and secrets of the providers, wherever code logs them', () => {
    const body = { provider: 'paymob', credentials: { secret_key: secret('sk_'), api_key: secret('api_'), hmac_secret: secret('hmac_') } };
    app.log.warn({ body }, 'a body');
    app.log.warn({ req: { body }, headers: { authorization: `Bearer ${body.credentials.api_key}` } }, 'a request as code may log it');
    app.log.warn({ settings: { hmac_secret: body.credentials.hmac_secret, secret_key: body.credentials.secret_key } }, 'settings');
    const text = lines.join('');
    for (const value of Object.values(body.credentials)) expect(text).not.toContain(value);
    const [first, second, third] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first?.body).toEqual({ provider: 'paymob', credentials: '[Redacted]' });
    expect(second?.headers).toEqual({ authorization: '[Redacted]' });
    expect(third?.settings).toEqual({ hmac_secret: '[Redacted]', secret_key: '[Redacted]' });
  });
});
