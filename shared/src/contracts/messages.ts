import { z } from 'zod/mini';
import { listOf } from './common';

/** GET: the tenant's keyed texts (order statuses and their colours), both languages in one row. */
export const TENANT_MESSAGES_PATH = '/api/v1/tenant/messages';

export const tenantMessageSchema = z.object({ key: z.string(), ar: z.string(), en: z.string() });
export type TenantMessage = z.infer<typeof tenantMessageSchema>;
export const tenantMessagesResponseSchema = listOf(tenantMessageSchema);
