import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { appTokenAuth } from '../tenancy/app-token-auth';
import { registerBannersRoute } from './banners-route';
import { registerMessagesRoute } from './messages-route';
import { registerPagesRoute } from './pages-route';
import { registerSettingsRoute } from './settings-route';
import { registerTrackingCodesRoute } from './tracking-codes-route';

/** The tenant content the storefront reads, behind x-tenant + x-app-token. Register as a plugin. */
export const storefrontRoutes =
  (db: Db) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', appTokenAuth(db));
    registerSettingsRoute(scope, db);
    registerBannersRoute(scope, db);
    registerPagesRoute(scope, db);
    registerTrackingCodesRoute(scope, db);
    registerMessagesRoute(scope, db);
  };
