import { API_PATHS, bannersQuerySchema, bannersResponseSchema, noContentSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';
import { parseRequest } from '../http/parse-request';
import { prepareAnswer, sendPrepared } from '../http/prepared-answer';
import { activeBanners } from './content-service';
import type { TenantScope } from '../tenancy/scopes';

/** GET the active banners of a place family (`place=web`) with their offers, cached and prepared. */
export const bannersRoutes = async (
  app: TenantScope,
  { db, cache, clock }: { db: Db; cache: AnswerCache; clock: Clock },
): Promise<void> => {
  const schema = { querystring: bannersQuerySchema, response: { 200: bannersResponseSchema, 304: noContentSchema } };
  app.get(API_PATHS.banners, { schema }, async (request, reply) => {
    const { place } = parseRequest(bannersQuerySchema, request.query, 'query');
    const tenantId = request.tenant.id;
    const answer = await cache.get(tenantId, `banners:${place}`, async () => {
      const banners: z.infer<typeof bannersResponseSchema> = { data: await activeBanners(db, tenantId, place, clock()) };
      return prepareAnswer(banners);
    });
    return sendPrepared(request, reply, answer);
  });
};
