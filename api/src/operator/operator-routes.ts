import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { Limiter } from '../limits/limiter';
import type { InvalidateMenus } from '../menu/shared-menu-invalidation';
import type { Realtime } from '../realtime/realtime';
import { registerOperatorBranchRoute } from './operator-branch-route';
import { registerOperatorDineInRoutes } from './operator-dine-in-routes';
import { operatorKeyAuth } from './operator-key-auth';
import { registerOperatorEventsRoute } from './operator-events-route';
import { registerOperatorMenuItemRoute } from './operator-menu-item-route';
import { registerOperatorOrderRoutes } from './operator-order-routes';
import { registerOperatorPaymentIncidentsRoute } from './operator-payment-incidents-route';

/** The restaurant side, behind x-tenant + x-operator-key. Register as a plugin. */
export const operatorRoutes =
  ({
    db,
    realtime,
    clock,
    invalidateMenus,
    limiter,
  }: {
    db: Db;
    realtime: Realtime;
    clock: Clock;
    invalidateMenus: InvalidateMenus;
    limiter: Limiter;
  }) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', operatorKeyAuth({ db, clock, limiter }));
    registerOperatorEventsRoute(scope, realtime);
    registerOperatorBranchRoute(scope, { db, realtime, clock });
    registerOperatorMenuItemRoute(scope, { db, realtime, invalidateMenus });
    registerOperatorDineInRoutes(scope, { db, realtime, clock });
    registerOperatorOrderRoutes(scope, { db, realtime, clock });
    registerOperatorPaymentIncidentsRoute(scope, { db });
  };
