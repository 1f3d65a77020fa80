import { API_PATHS, tenantLookupQuerySchema, tenantLookupResponseSchema, type Tenant } from '@storefront/shared/contracts';
import { hostnameOf } from '@storefront/shared/site';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { tenantAtHost } from './tenant-lookup-service';
import type { PublicScope } from './scopes';

/** Public: the tenant behind a host (`sufra.localhost:8080`), by its own domain or `{name}.{baseHost}`. */
export const tenantLookupRoutes = async (
  scope: PublicScope,
  { db, baseHost, humanCheckWidget }: { db: Db; baseHost: string; humanCheckWidget: Tenant['human_check'] | null },
): Promise<void> => {
  const schema = { querystring: tenantLookupQuerySchema, response: { 200: tenantLookupResponseSchema } };
  scope.get(API_PATHS.tenantLookup, { schema }, async (request): Promise<z.infer<typeof tenantLookupResponseSchema>> => {
    const { host } = request.query;
    return { data: await tenantAtHost(db, hostnameOf(host), baseHost, humanCheckWidget) };
  });
};
