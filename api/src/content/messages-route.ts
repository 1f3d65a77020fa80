import { TENANT_MESSAGES_PATH, tenantMessagesResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { tenantMessages } from './content-service';
import type { TenantScope } from '../tenancy/scopes';

/** GET the tenant's texts: order statuses and their colours. */
export const messagesRoutes = async (scope: TenantScope, { db }: { db: Db }): Promise<void> => {
  scope.get(
    TENANT_MESSAGES_PATH,
    { schema: { response: { 200: tenantMessagesResponseSchema } } },
    async (request): Promise<z.infer<typeof tenantMessagesResponseSchema>> => ({
      data: await tenantMessages(db, request.tenant.id),
    }),
  );
};
