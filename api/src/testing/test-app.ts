import { randomBytes } from 'node:crypto';
import { HEADERS, apiErrorSchema } from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppOptions } from '../app-options';
import type { Db } from '../db/db';
import type { DemoTenant } from '../seed/demo-tenant';

export const TEST_BASE_HOST = 'localhost';

/** The api over `db`, silent, listening on a free port of the loopback interface. */
export interface TestApi {
  app: FastifyInstance;
  url: string;
}

/** Where a test reaches an api: one of its own (`TestApi`) or an api process (api-process.ts). */
export type ApiAddress = Pick<TestApi, 'url'>;

/** What a test may change of the api: redis, the clock, the development outbox, the adapters. */
export type TestApiOptions = Omit<AppOptions, 'db' | 'baseHost' | 'logLevel'>;

// What is kept in redis is named per test database: the instances of one database share its limits
// and hear each other's socket events, as api instances of one deployment do, while other tests (the
// suites running beside it, and the same test on another database) don't.
const redisNames = new WeakMap<Db, string>();
const redisNameOf = (db: Db): string => {
  const name = redisNames.get(db) ?? randomBytes(6).toString('hex');
  redisNames.set(db, name);
  return name;
};

export const startTestApi = async (db: Db, options: TestApiOptions = {}): Promise<TestApi> => {
  const app = await buildApp({
    // Tests run the unpaid-order sweep themselves (sweepUnpaidOrders) when they need it.
    unpaidSweepMs: 0,
    limitsRedisPrefix: `test-limits:${redisNameOf(db)}:`,
    socketRedisKey: `test-socket.io:${redisNameOf(db)}`,
    ...options,
    db,
    baseHost: TEST_BASE_HOST,
    logLevel: 'silent',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('api is not listening on a TCP port');
  return { app, url: `http://127.0.0.1:${address.port}` };
};

/** The headers the storefront of `tenant` sends. */
export const storefrontHeaders = (tenant: DemoTenant): Record<string, string> => ({
  [HEADERS.tenant]: tenant.name,
  [HEADERS.appToken]: tenant.appToken,
});

export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface TestRequest {
  method?: string;
  query?: string | Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
}

/** One real HTTP call to the test api; the body is parsed when it is JSON. */
export const call = async (api: ApiAddress, path: string, request: TestRequest = {}): Promise<TestResponse> => {
  const query = request.query === undefined ? '' : `?${new URLSearchParams(request.query).toString()}`;
  const response = await fetch(`${api.url}${path}${query}`, {
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const body: unknown = isJson ? JSON.parse(text) : text;
  // Every error the api sends, in every test, names a known code beside its message.
  if (response.status >= 400 && !apiErrorSchema.safeParse(body).success)
    throw new Error(`${request.method ?? 'GET'} ${path} answered ${response.status} without a known error code: ${text.slice(0, 300)}`);
  return { status: response.status, headers: response.headers, body };
};
