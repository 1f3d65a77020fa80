import {
  API_PATHS,
  FIRST_PAINT_SETTINGS_GROUPS,
  SETTINGS_GROUPS,
  settingsQuerySchema,
  settingsResponseSchema,
  noContentSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';
import { prepareAnswer, sendPrepared } from '../http/prepared-answer';
import { tenantSettings } from './content-service';
import type { TenantScope } from '../tenancy/scopes';

/** The groups asked for, each once and in order: `website,general,website` is `general,website`. */
const selectionOf = (groups: readonly string[]): string[] => [...new Set(groups)].sort();

/** The selections the storefront asks for: the shell server's first paint and the content store's every group. */
const keptSelections = new Set([selectionOf(FIRST_PAINT_SETTINGS_GROUPS).join(','), selectionOf(SETTINGS_GROUPS).join(',')]);

/**
 * GET settings of the requested groups (`groups=general,website&jsonVal=true`). The storefront's
 * selections are cached and prepared; any other (a combination of the twelve groups) is read afresh
 * and sent as plain JSON, never kept: the combinations are the client's to choose.
 */
export const settingsRoutes = async (scope: TenantScope, { db, cache }: { db: Db; cache: AnswerCache }): Promise<void> => {
  const schema = { querystring: settingsQuerySchema, response: { 200: settingsResponseSchema, 304: noContentSchema } };
  scope.get(API_PATHS.settings, { schema }, async (request, reply) => {
    const { groups, jsonVal } = request.query;
    const tenantId = request.tenant.id;
    const selected = selectionOf(groups);
    const selection = selected.join(',');
    const settings = async (): Promise<z.infer<typeof settingsResponseSchema>> => ({
      data: await tenantSettings(db, tenantId, selected, jsonVal),
    });
    if (!keptSelections.has(selection)) return reply.send(await settings());
    const answer = await cache.get(tenantId, `settings:${selection}:${jsonVal}`, async () => prepareAnswer(await settings()));
    return sendPrepared(request, reply, answer);
  });
};
