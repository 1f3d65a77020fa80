import { API_PATHS, trackingCodesQuerySchema, trackingCodesResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { placeTrackingCodes } from './content-service';
import type { TenantScope } from '../tenancy/scopes';

/** GET the analytics codes of a place (`place=web`). */
export const trackingCodesRoutes = async (scope: TenantScope, { db }: { db: Db }): Promise<void> => {
  const schema = { querystring: trackingCodesQuerySchema, response: { 200: trackingCodesResponseSchema } };
  scope.get(API_PATHS.trackingCodes, { schema }, async (request): Promise<z.infer<typeof trackingCodesResponseSchema>> => {
    const { place } = request.query;
    return { data: await placeTrackingCodes(db, request.tenant.id, place) };
  });
};
