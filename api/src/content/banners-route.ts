import { API_PATHS, KNOWN_BANNER_PLACES, bannersQuerySchema, bannersResponseSchema, noContentSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';
import { prepareAnswer, sendPrepared } from '../http/prepared-answer';
import { activeBanners } from './content-service';
import type { TenantScope } from '../tenancy/scopes';

const keptPlaces = new Set<string>(KNOWN_BANNER_PLACES);

/**
 * GET the active banners of a place family (`place=web`) with their offers: a known place's answer
 * cached and prepared, any other prefix read afresh and sent as plain JSON (never kept, never compressed).
 */
export const bannersRoutes = async (
  scope: TenantScope,
  { db, cache, clock }: { db: Db; cache: AnswerCache; clock: Clock },
): Promise<void> => {
  const schema = { querystring: bannersQuerySchema, response: { 200: bannersResponseSchema, 304: noContentSchema } };
  scope.get(API_PATHS.banners, { schema }, async (request, reply) => {
    const { place } = request.query;
    const tenantId = request.tenant.id;
    const banners = async (): Promise<z.infer<typeof bannersResponseSchema>> => ({
      data: await activeBanners(db, tenantId, place, clock()),
    });
    if (!keptPlaces.has(place)) return reply.send(await banners());
    const answer = await cache.get(tenantId, `banners:${place}`, async () => prepareAnswer(await banners()));
    return sendPrepared(request, reply, answer);
  });
};
