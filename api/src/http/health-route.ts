import { API_ERRORS, API_PATHS, apiErrorSchema, healthSchema, type ApiError, type Health } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { pingDatabase } from '../db/ping';
import type { Realtime } from '../realtime/realtime';
import type { PublicScope } from '../tenancy/scopes';

/** Public liveness: the database answers, and which database and socket adapter run. */
export const healthRoutes = async (app: PublicScope, { db, realtime }: { db: Db; realtime: Realtime }): Promise<void> => {
  app.get(API_PATHS.health, { schema: { response: { 200: healthSchema, 503: apiErrorSchema } } }, async (request, reply) => {
    try {
      await pingDatabase(db);
    } catch (error) {
      request.log.error({ err: error }, 'health: database unreachable');
      return reply.status(503).send({ code: 'service_unavailable', message: API_ERRORS.service_unavailable } satisfies ApiError);
    }
    return { status: 'ok', database: db.kind, socket_adapter: realtime.adapter } satisfies Health;
  });
};
