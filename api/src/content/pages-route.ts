import { API_PATHS, pagesResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { webPages } from './content-service';
import type { TenantScope } from '../tenancy/scopes';

/** GET the web content pages (about us, privacy policy, wallet and points explanations). */
export const pagesRoutes = async (scope: TenantScope, { db }: { db: Db }): Promise<void> => {
  scope.get(
    API_PATHS.pages,
    { schema: { response: { 200: pagesResponseSchema } } },
    async (request): Promise<z.infer<typeof pagesResponseSchema>> => ({
      data: await webPages(db, request.tenant.id),
    }),
  );
};
