import { API_PATHS, settingsQuerySchema, settingsResponseSchema, noContentSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';
import { parseRequest } from '../http/parse-request';
import { prepareAnswer, sendPrepared } from '../http/prepared-answer';
import { tenantSettings } from './content-service';
import type { TenantScope } from '../tenancy/scopes';

/** GET settings of the requested groups (`groups=general,website&jsonVal=true`), cached and prepared. */
export const settingsRoutes = async (app: TenantScope, { db, cache }: { db: Db; cache: AnswerCache }): Promise<void> => {
  const schema = { querystring: settingsQuerySchema, response: { 200: settingsResponseSchema, 304: noContentSchema } };
  app.get(API_PATHS.settings, { schema }, async (request, reply) => {
    const { groups, jsonVal } = parseRequest(settingsQuerySchema, request.query, 'query');
    const tenantId = request.tenant.id;
    const answer = await cache.get(tenantId, `settings:${[...groups].sort().join(',')}:${jsonVal}`, async () => {
      const settings: z.infer<typeof settingsResponseSchema> = { data: await tenantSettings(db, tenantId, groups, jsonVal) };
      return prepareAnswer(settings);
    });
    return sendPrepared(request, reply, answer);
  });
};
