import { DEV_OUTBOX_PATH, devOutboxResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { keptMessages } from './dev-outbox-service';
import type { TenantScope } from '../tenancy/scopes';

/** Development only (DEV_OUTBOX=1): what the outbox sender kept for the tenant. Register in the tenant scope. */
export const devOutboxRoutes = async (scope: TenantScope, { db }: { db: Db }): Promise<void> => {
  scope.get(
    DEV_OUTBOX_PATH,
    { schema: { response: { 200: devOutboxResponseSchema } } },
    async (request): Promise<z.infer<typeof devOutboxResponseSchema>> => ({
      data: await keptMessages(db, request.tenant.id),
    }),
  );
};
