import {
  offerCodeParamsSchema,
  operatorOfferBodySchema,
  operatorOfferPath,
  operatorOfferResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { InvalidateAnswers } from '../http/shared-answer-invalidation';
import { switchOffer } from '../orders/coupon-service';
import type { TenantScope } from '../tenancy/scopes';

/**
 * PUT an offer off (or on again): checkout stops applying it at once, and the banners that advertise it
 * leave the tenant's answers on every instance, so no page promises what no longer applies.
 */
export const operatorOfferRoutes = async (
  scope: TenantScope,
  { db, invalidateAnswers }: { db: Db; invalidateAnswers: InvalidateAnswers },
): Promise<void> => {
  const schema = { params: offerCodeParamsSchema, body: operatorOfferBodySchema, response: { 200: operatorOfferResponseSchema } };
  scope.put(operatorOfferPath(':code'), { schema }, async (request): Promise<z.infer<typeof operatorOfferResponseSchema>> => {
    const { active } = request.body;
    const code = request.params.code.trim().toUpperCase();
    await switchOffer(db, request.tenant.id, code, active);
    invalidateAnswers(request.tenant.id);
    return { data: { code, active } };
  });
};
