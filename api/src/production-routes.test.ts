import os from 'node:os';
import path from 'node:path';
import { PAYMENT_PATHS } from '@storefront/shared/contracts';
import { appOptionsOf } from './app-options-of-config';
import { readApiConfig } from './config';
import { folderPhotoStore } from './emenu/feedback/photo-store';
import { REFERENCE_PAGE_PATH } from './http/openapi';
import { SUFRA } from './seed/tenants/sufra';
import { PRODUCTION_ENV } from './testing/production-env';
import { storefrontHeaders } from './testing/test-app';
import { testDatabases } from './testing/test-databases';
import { useTestApi } from './testing/test-suite';

const [database] = testDatabases();

/** The api as `env` configures it, without redis (this test asks no limit of it). */
const apiOf = (env: NodeJS.ProcessEnv) =>
  useTestApi(database!, () => {
    const { baseHost: _host, logLevel: _level, ...options } = appOptionsOf(readApiConfig(env));
    return { ...options, redisUrl: undefined, photoStore: folderPhotoStore(path.join(os.tmpdir(), 'production-routes-photos')) };
  });

const STAND_IN_CALLS = [
  { what: 'the development outbox', path: '/api/v1/dev/outbox', init: { headers: storefrontHeaders(SUFRA) } },
  { what: "the api's reference page", path: REFERENCE_PAGE_PATH, init: {} },
  { what: 'the sandbox payment page', path: PAYMENT_PATHS.sandboxPage('ps_someone'), init: {} },
  {
    what: 'the sandbox payment webhook',
    path: '/api/v1/payment/webhooks/sandbox',
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"session_id":"ps_someone"}' },
  },
];

const routeIsMissing = async (url: string, init: RequestInit): Promise<boolean> => {
  const response = await fetch(url, init);
  const text = await response.text();
  return response.status === 404 && text.includes('"code":"not_found"') && text.includes('not found');
};

describe('the stand-ins in production', () => {
  describe('with NODE_ENV=production', () => {
    const suite = apiOf(PRODUCTION_ENV);
    it.each(STAND_IN_CALLS)('does not register $what', async ({ path: route, init }) => {
      expect(await routeIsMissing(`${suite.api.url}${route}`, init)).toBe(true);
    });
  });

  describe('in development', () => {
    const suite = apiOf({ DEV_OUTBOX: '1' });
    it.each(STAND_IN_CALLS)('serves $what', async ({ path: route, init }) => {
      expect(await routeIsMissing(`${suite.api.url}${route}`, init)).toBe(false);
    });
  });
});
