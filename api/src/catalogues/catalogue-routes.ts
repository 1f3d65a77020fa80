import { CATALOGUE_PATHS, allergensQuerySchema, allergensResponseSchema, eventTypesResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { TenantScope } from '../tenancy/scopes';
import { eventTypes, tenantAllergens } from './catalogue-service';

/** The tenant's event types and allergens: tenant credentials only. Register in the tenant scope. */
export const catalogueRoutes = async (scope: TenantScope, { db }: { db: Db }): Promise<void> => {
  scope.get(
    CATALOGUE_PATHS.eventTypes,
    { schema: { response: { 200: eventTypesResponseSchema } } },
    async (request): Promise<z.infer<typeof eventTypesResponseSchema>> => ({
      data: await eventTypes(db, request.tenant.id),
    }),
  );
  const allergens = { querystring: allergensQuerySchema, response: { 200: allergensResponseSchema } };
  // The query's `page` is checked, and every allergen is answered: a tenant has a few.
  scope.get(CATALOGUE_PATHS.allergens, { schema: allergens }, async (request): Promise<z.infer<typeof allergensResponseSchema>> => ({
    data: await tenantAllergens(db, request.tenant.id),
  }));
};
