import { z } from 'zod/mini';
import { listOf } from './common';

export const tenantMessageSchema = z.object({ key: z.string(), ar: z.string(), en: z.string() });
export type TenantMessage = z.infer<typeof tenantMessageSchema>;
export const tenantMessagesResponseSchema = listOf(tenantMessageSchema);
