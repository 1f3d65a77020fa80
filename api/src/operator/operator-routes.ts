import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { Realtime } from '../realtime/realtime';
import { operatorKeyAuth } from './operator-key-auth';
import { registerOperatorEventsRoute } from './operator-events-route';

/** The restaurant side, behind x-tenant + x-operator-key. Register as a plugin. */
export const operatorRoutes =
  (db: Db, realtime: Realtime) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', operatorKeyAuth(db));
    registerOperatorEventsRoute(scope, realtime);
  };
