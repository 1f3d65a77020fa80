import { API_PATHS, tenantLookupQuerySchema, tenantLookupResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { findSettings } from '../content/settings-repository';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { parseRequest } from '../http/parse-request';
import { hostnameOf, tenantNameFromHost } from './host';
import { toPublicTenant } from './public-tenant';
import { findTenantByHost } from './tenant-repository';
import type { PublicScope } from './scopes';

/** Public: the tenant behind a host (`sufra.localhost:8080`), by its own domain or `{name}.{baseHost}`. */
export const tenantLookupRoutes = async (app: PublicScope, { db, baseHost }: { db: Db; baseHost: string }): Promise<void> => {
  const schema = { querystring: tenantLookupQuerySchema, response: { 200: tenantLookupResponseSchema } };
  app.get(API_PATHS.tenantLookup, { schema }, async (request): Promise<z.infer<typeof tenantLookupResponseSchema>> => {
    const { host } = parseRequest(tenantLookupQuerySchema, request.query, 'query');
    const hostname = hostnameOf(host);
    const tenant = await findTenantByHost(db, hostname, tenantNameFromHost(hostname, baseHost));
    if (!tenant) throw new DomainError('tenant_not_found', { message: `No tenant at ${hostname}` });
    const websiteSettings = await findSettings(db, tenant.id, ['website']);
    return { data: toPublicTenant(tenant, websiteSettings) };
  });
};
