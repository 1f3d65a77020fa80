import { API_PATHS } from '@storefront/shared/contracts';
import { SUFRA } from '../seed/tenants/sufra';
import { startTestApi, storefrontHeaders, type TestApi } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';
import { API_SECURITY_HEADERS } from './security-headers';
import { HSTS_VALUE } from './transport-security';

const POLLING = '/socket.io/?EIO=4&transport=polling';

describe.each(testDatabases())('security headers of socket.io and Strict-Transport-Security on $label', (database) => {
  const suite = useTestApi(database);
  let behindProxy: TestApi;
  let behindOtherProxy: TestApi;

  beforeAll(async () => {
    // The tests' requests come from 127.0.0.1: the proxy one api trusts and the other does not.
    behindProxy = await startTestApi(suite.db, { trustProxy: ['127.0.0.1'] });
    behindOtherProxy = await startTestApi(suite.db, { trustProxy: ['10.0.0.0/8'] });
  });
  afterAll(async () => {
    await behindProxy.app.close();
    await behindOtherProxy.app.close();
  });

  const get = async (api: TestApi, path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}${path}`, { headers });
    await response.arrayBuffer();
    return response;
  };
  const settings = `${API_PATHS.settings}?groups=general`;

  it.each([
    ['a polling handshake', POLLING, 200],
    ['a polling answer for an unknown session', `${POLLING}&sid=unknown`, 400],
    ['an unknown transport', '/socket.io/?EIO=4&transport=carrier-pigeon', 400],
  ])('sends the api security headers with %s', async (_kind, path, status) => {
    const response = await get(suite.api, path);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
  });

  it('sends Strict-Transport-Security only when a trusted proxy says the request came over TLS', async () => {
    const https = { 'x-forwarded-proto': 'https', ...storefrontHeaders(SUFRA) };
    for (const path of [settings, POLLING, '/nothing/here']) {
      expect((await get(behindProxy, path, https)).headers.get('strict-transport-security')).toBe(HSTS_VALUE);
      // The proxy said plain http; a client wrote the header itself; a proxy that is not TRUST_PROXY's wrote it.
      expect((await get(behindProxy, path, { ...https, 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
      expect((await get(suite.api, path, https)).headers.get('strict-transport-security')).toBeNull();
      expect((await get(behindOtherProxy, path, https)).headers.get('strict-transport-security')).toBeNull();
    }
    // The first value is the hop facing the browser.
    expect(
      (await get(behindProxy, settings, { ...https, 'x-forwarded-proto': 'https, http' })).headers.get('strict-transport-security'),
    ).toBe(HSTS_VALUE);
  });
});
