import { API_PATHS, type pagesResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { findPagesByType } from './pages-repository';
import type { TenantScope } from '../tenancy/scopes';

/** GET the web content pages (about us, privacy policy, wallet and points explanations). */
export const registerPagesRoute = (app: TenantScope, db: Db): void => {
  app.get(API_PATHS.pages, async (request): Promise<z.infer<typeof pagesResponseSchema>> => ({
    data: await findPagesByType(db, request.tenant.id, 'web'),
  }));
};
