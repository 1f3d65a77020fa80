import type { TenantMessage } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

/** The tenant's keyed texts in both languages. */
export const findMessages = (db: Queryable, tenantId: number): Promise<TenantMessage[]> =>
  db.query<TenantMessage>('SELECT key, ar, en FROM messages WHERE tenant_id = $1 ORDER BY key', [tenantId]);
