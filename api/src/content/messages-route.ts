import { TENANT_MESSAGES_PATH, type tenantMessagesResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { findMessages } from './messages-repository';
import type { TenantScope } from '../tenancy/scopes';

/** GET the tenant's texts: order statuses and their colours. */
export const registerMessagesRoute = (app: TenantScope, db: Db): void => {
  app.get(TENANT_MESSAGES_PATH, async (request): Promise<z.infer<typeof tenantMessagesResponseSchema>> => ({
    data: await findMessages(db, request.tenant.id),
  }));
};
