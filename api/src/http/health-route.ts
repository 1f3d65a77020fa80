import { API_ERRORS, API_PATHS, type ApiError, type Health } from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { pingDatabase } from '../db/ping';
import type { Realtime } from '../realtime/realtime';

/** Public liveness: the database answers, and which database and socket adapter run. */
export const registerHealthRoute = (app: FastifyInstance, db: Db, realtime: Realtime): void => {
  app.get(API_PATHS.health, async (request, reply) => {
    try {
      await pingDatabase(db);
    } catch (error) {
      request.log.error({ err: error }, 'health: database unreachable');
      return reply.status(503).send({ code: 'service_unavailable', message: API_ERRORS.service_unavailable } satisfies ApiError);
    }
    return { status: 'ok', database: db.kind, socket_adapter: realtime.adapter } satisfies Health;
  });
};
