import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';
import { bannersRoutes } from './banners-route';
import { messagesRoutes } from './messages-route';
import { pagesRoutes } from './pages-route';
import { settingsRoutes } from './settings-route';
import { trackingCodesRoutes } from './tracking-codes-route';
import type { TenantScope } from '../tenancy/scopes';

/** The tenant content the storefront reads, behind x-tenant + x-app-token. Register in the tenant scope. */
export const storefrontRoutes = async (
  scope: TenantScope,
  { db, cache, clock }: { db: Db; cache: AnswerCache; clock: Clock },
): Promise<void> => {
  await scope.register(settingsRoutes, { db, cache });
  await scope.register(bannersRoutes, { db, cache, clock });
  await scope.register(pagesRoutes, { db });
  await scope.register(trackingCodesRoutes, { db });
  await scope.register(messagesRoutes, { db });
};
