import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { Realtime } from '../realtime/realtime';
import { registerOperatorBranchRoute } from './operator-branch-route';
import { operatorKeyAuth } from './operator-key-auth';
import { registerOperatorEventsRoute } from './operator-events-route';

/** The restaurant side, behind x-tenant + x-operator-key. Register as a plugin. */
export const operatorRoutes =
  ({ db, realtime, clock }: { db: Db; realtime: Realtime; clock: Clock }) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', operatorKeyAuth(db));
    registerOperatorEventsRoute(scope, realtime);
    registerOperatorBranchRoute(scope, { db, realtime, clock });
  };
