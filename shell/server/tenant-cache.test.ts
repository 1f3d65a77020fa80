import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS } from '@storefront/shared/contracts';
import { testTenant } from '@storefront/shared/testing';
import { createTenantCache, KNOWN_TENANT_TTL_MS, MAX_TENANT_HOSTS, UNKNOWN_HOST_TTL_MS } from './tenant-cache';

/** An api that knows sufra.localhost, fails for broken.localhost and knows no other host; it counts every call. */
const fakeApi = () => {
  const calls: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://api.test');
    calls.push(url.pathname === API_PATHS.tenantLookup ? `lookup ${url.searchParams.get('host')}` : url.pathname);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === API_PATHS.tenantLookup) {
      const host = url.searchParams.get('host');
      if (host === 'sufra.localhost') return json(200, { data: testTenant() });
      if (host === 'broken.localhost') return json(500, { message: 'Internal error' });
      return json(404, { message: 'Tenant not found' });
    }
    return json(200, { data: [] });
  });
  return { server, calls };
};

/** A clock the test moves: the cache's time-to-live reads it. */
const testPerf = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('the shell server’s tenant cache', () => {
  const api = fakeApi();
  let apiUrl: string;

  beforeAll(async () => {
    apiUrl = await new Promise<string>((resolve) =>
      api.server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(api.server.address() as AddressInfo).port}`)),
    );
  });
  afterAll(() => new Promise<void>((resolve) => (api.server as Server).close(() => resolve())));
  beforeEach(() => {
    api.calls.length = 0;
  });
  const lookupsOf = (host: string) => api.calls.filter((call) => call === `lookup ${host}`).length;

  it('looks a tenant up once whatever port and case the Host names, and keeps one entry for it', async () => {
    const tenants = createTenantCache(apiUrl);
    const parallel = await Promise.all(Array.from({ length: 50 }, (_, index) => tenants.lookup(`sufra.localhost:${10_000 + index}`)));
    expect(new Set(parallel.map((entry) => entry?.tenant.name))).toEqual(new Set(['sufra']));
    for (let port = 10_050; port < 10_500; port += 1) expect((await tenants.lookup(`sufra.localhost:${port}`))?.tenant.name).toBe('sufra');
    for (const host of ['SUFRA.LocalHost', 'sufra.localhost.', 'Sufra.localhost.:14000', 'sufra.localhost']) await tenants.lookup(host);
    // The lookup, the first paint's settings, the tracking codes and the popup banners: once.
    expect(api.calls).toEqual(
      expect.arrayContaining(['lookup sufra.localhost', API_PATHS.settings, API_PATHS.trackingCodes, API_PATHS.banners]),
    );
    expect(api.calls).toHaveLength(4);
    expect(tenants.size).toBe(1);
  });

  it(`keeps at most ${MAX_TENANT_HOSTS} host names, the least recently used going first`, async () => {
    const tenants = createTenantCache(apiUrl);
    await tenants.lookup('sufra.localhost');
    for (let index = 1; index < MAX_TENANT_HOSTS; index += 1) expect(await tenants.lookup(`made-up-${index}.localhost`)).toBeNull();
    expect(tenants.size).toBe(MAX_TENANT_HOSTS);
    await tenants.lookup('sufra.localhost:8080');
    for (let index = MAX_TENANT_HOSTS; index < MAX_TENANT_HOSTS + 100; index += 1) await tenants.lookup(`made-up-${index}.localhost`);
    expect(tenants.size).toBe(MAX_TENANT_HOSTS);
    // Sufra was used again before the last hundred came: it stayed; the first made-up hosts went.
    await tenants.lookup('sufra.localhost');
    expect(lookupsOf('sufra.localhost')).toBe(1);
    await tenants.lookup('made-up-1.localhost');
    expect(lookupsOf('made-up-1.localhost')).toBe(2);
  });

  it(`forgets a host with no tenant after ${UNKNOWN_HOST_TTL_MS} ms, and a tenant after ${KNOWN_TENANT_TTL_MS} ms`, async () => {
    const perf = testPerf();
    const tenants = createTenantCache(apiUrl, { perf });
    expect(await tenants.lookup('nobody.localhost')).toBeNull();
    expect((await tenants.lookup('sufra.localhost'))?.tenant.name).toBe('sufra');
    perf.advance(UNKNOWN_HOST_TTL_MS);
    await tenants.lookup('nobody.localhost');
    await tenants.lookup('sufra.localhost');
    expect([lookupsOf('nobody.localhost'), lookupsOf('sufra.localhost')]).toEqual([1, 1]);
    perf.advance(1);
    expect(await tenants.lookup('nobody.localhost')).toBeNull();
    expect(lookupsOf('nobody.localhost')).toBe(2);
    perf.advance(KNOWN_TENANT_TTL_MS - UNKNOWN_HOST_TTL_MS - 1);
    await tenants.lookup('sufra.localhost');
    expect(lookupsOf('sufra.localhost')).toBe(1);
    perf.advance(1);
    await tenants.lookup('sufra.localhost');
    expect(lookupsOf('sufra.localhost')).toBe(2);
  });

  it('keeps no lookup that failed: the next page view asks the api again', async () => {
    const tenants = createTenantCache(apiUrl);
    await expect(tenants.lookup('broken.localhost')).rejects.toThrow('API answered 500');
    await expect(tenants.lookup('broken.localhost')).rejects.toThrow('API answered 500');
    expect(lookupsOf('broken.localhost')).toBe(2);
    expect(tenants.size).toBe(0);
  });
});
