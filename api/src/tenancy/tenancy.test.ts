import { API_PATHS, HEADERS, apiErrorSchema, tenantLookupResponseSchema } from '@storefront/shared/contracts';
import { prepareDatabase } from '../db/prepare-database';
import { CLOSED } from '../seed/tenants/closed';
import { NILE } from '../seed/tenants/nile';
import { SUFRA } from '../seed/tenants/sufra';
import { call, storefrontHeaders } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';
import { useTestApi } from '../testing/test-suite';

describe.each(testDatabases())('tenancy on $label', (database) => {
  const suite = useTestApi(database);

  const lookup = (host: string) => call(suite.api, API_PATHS.tenantLookup, { query: { host } });

  describe('lookup by host', () => {
    it('answers the public tenant of {name}.{BASE_HOST}', async () => {
      const response = await lookup('sufra.localhost');
      expect(response.status).toBe(200);
      expect(tenantLookupResponseSchema.parse(response.body).data).toEqual({
        name: 'sufra',
        country: 'SA',
        logo: '/media/sufra/logo.svg',
        title: { ar: 'سفرة', en: 'Sufra' },
        app_token: SUFRA.appToken,
        domain: 'sufra.localhost',
        default_language: 'ar',
        website_enabled: true,
        modules: { menu: true, checkout: true, account: true, reservations: true, 'waiting-list': true, emenu: true },
      });
    });

    it('ignores the port and the case of the host', async () => {
      const response = await lookup('NILE.localhost:8080');
      expect(response.status).toBe(200);
      const tenant = tenantLookupResponseSchema.parse(response.body).data;
      expect(tenant).toMatchObject({ name: 'nile', country: 'EG', default_language: 'en', website_enabled: true });
      expect(tenant.modules).toMatchObject({ reservations: false, 'waiting-list': true });
    });

    it('tells a disabled website', async () => {
      const tenant = tenantLookupResponseSchema.parse((await lookup('closed.localhost')).body).data;
      expect(tenant).toMatchObject({ name: 'closed', country: 'AE', website_enabled: false, app_token: CLOSED.appToken });
    });

    it('matches a tenant by its own domain', async () => {
      await suite.db.query("UPDATE tenants SET domain = 'order.nile-kitchen.example' WHERE name = 'nile'");
      try {
        const response = await lookup('order.nile-kitchen.example:443');
        expect(tenantLookupResponseSchema.parse(response.body).data.name).toBe('nile');
      } finally {
        await suite.db.query("UPDATE tenants SET domain = 'nile.localhost' WHERE name = 'nile'");
      }
    });

    it.each(['unknown.localhost', 'localhost:8080', 'sufra.example.com', 'a.sufra.localhost'])('answers 404 for %s', async (host) => {
      const response = await lookup(host);
      expect(response.status).toBe(404);
      expect(apiErrorSchema.parse(response.body).message).toMatch(/No tenant/);
    });

    it('answers 400 without a host', async () => {
      const response = await call(suite.api, API_PATHS.tenantLookup);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).errors).toHaveProperty('host');
    });
  });

  describe('app token', () => {
    const pages = (headers: Record<string, string>) => call(suite.api, API_PATHS.pages, { headers });

    it('lets the right tenant and token in', async () => {
      expect((await pages(storefrontHeaders(SUFRA))).status).toBe(200);
    });

    it.each([
      ['no headers', {}],
      ['no token', { [HEADERS.tenant]: 'sufra' }],
      ['no tenant', { [HEADERS.appToken]: SUFRA.appToken }],
      ['a wrong token', { [HEADERS.tenant]: 'sufra', [HEADERS.appToken]: 'sufra-web-0000000000000000' }],
      ['the token of another tenant', { [HEADERS.tenant]: 'sufra', [HEADERS.appToken]: NILE.appToken }],
      ['an unknown tenant', { [HEADERS.tenant]: 'ghost', [HEADERS.appToken]: SUFRA.appToken }],
    ])('answers 401 with %s', async (_case, headers) => {
      const response = await pages(headers);
      expect(response.status).toBe(401);
      expect(apiErrorSchema.parse(response.body).message).toMatch(/x-tenant|wrong app token/);
    });
  });

  it('migrates and seeds only once', async () => {
    await expect(prepareDatabase(suite.db, { seedDemo: true })).resolves.toEqual({ migrations: [], seeded: false });
    const [row] = await suite.db.query<{ count: number }>('SELECT count(*)::int AS count FROM tenants');
    expect(row?.count).toBe(3);
  });
});
