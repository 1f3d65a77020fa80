import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';
import { registerBannersRoute } from './banners-route';
import { registerMessagesRoute } from './messages-route';
import { registerPagesRoute } from './pages-route';
import { registerSettingsRoute } from './settings-route';
import { registerTrackingCodesRoute } from './tracking-codes-route';
import type { TenantScope } from '../tenancy/scopes';

/** The tenant content the storefront reads, behind x-tenant + x-app-token. Register as a plugin. */
export const storefrontRoutes =
  (db: Db, answers: AnswerCache, clock: Clock) =>
  async (scope: TenantScope): Promise<void> => {
    registerSettingsRoute(scope, db, answers);
    registerBannersRoute(scope, db, answers, clock);
    registerPagesRoute(scope, db);
    registerTrackingCodesRoute(scope, db);
    registerMessagesRoute(scope, db);
  };
