import {
  CATALOGUE_PATHS,
  MAX_INTEGER,
  countText,
  type allergensResponseSchema,
  type eventTypesResponseSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import type { Db } from '../db/db';
import { parseRequest } from '../http/parse-request';
import type { TenantScope } from '../tenancy/scopes';
import { listAllergens, listEventTypes } from './catalogue-repository';

/** `page` is accepted as the spec sends it (0: unpaged); the lists are short and always answered whole. */
const allergensQuerySchema = z.object({ page: z.optional(countText(0, MAX_INTEGER)) });

/** The tenant's event types and allergens: tenant credentials only. Register as a plugin. */
export const catalogueRoutes =
  (db: Db) =>
  async (scope: TenantScope): Promise<void> => {
    scope.get(CATALOGUE_PATHS.eventTypes, async (request): Promise<z.infer<typeof eventTypesResponseSchema>> => ({
      data: await listEventTypes(db, request.tenant.id),
    }));
    scope.get(CATALOGUE_PATHS.allergens, async (request): Promise<z.infer<typeof allergensResponseSchema>> => {
      parseRequest(allergensQuerySchema, request.query, 'query');
      return { data: await listAllergens(db, request.tenant.id) };
    });
  };
