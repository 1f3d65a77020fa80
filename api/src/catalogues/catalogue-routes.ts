import { CATALOGUE_PATHS, MAX_INTEGER, countText, allergensResponseSchema, eventTypesResponseSchema } from '@storefront/shared/contracts';
import { z } from 'zod';
import type { Db } from '../db/db';
import { parseRequest } from '../http/parse-request';
import type { TenantScope } from '../tenancy/scopes';
import { eventTypes, tenantAllergens } from './catalogue-service';

/** `page` is accepted as the spec sends it (0: unpaged); the lists are short and always answered whole. */
const allergensQuerySchema = z.object({ page: z.optional(countText(0, MAX_INTEGER)) });

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
  scope.get(CATALOGUE_PATHS.allergens, { schema: allergens }, async (request): Promise<z.infer<typeof allergensResponseSchema>> => {
    parseRequest(allergensQuerySchema, request.query, 'query');
    return { data: await tenantAllergens(db, request.tenant.id) };
  });
};
