import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { MenuCache } from '../menu/menu-cache';
import type { Realtime } from '../realtime/realtime';
import { registerOperatorBranchRoute } from './operator-branch-route';
import { operatorKeyAuth } from './operator-key-auth';
import { registerOperatorEventsRoute } from './operator-events-route';
import { registerOperatorMenuItemRoute } from './operator-menu-item-route';

/** The restaurant side, behind x-tenant + x-operator-key. Register as a plugin. */
export const operatorRoutes =
  ({ db, realtime, clock, menuCache }: { db: Db; realtime: Realtime; clock: Clock; menuCache: MenuCache }) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', operatorKeyAuth(db));
    registerOperatorEventsRoute(scope, realtime);
    registerOperatorBranchRoute(scope, { db, realtime, clock });
    registerOperatorMenuItemRoute(scope, { db, realtime, cache: menuCache });
  };
