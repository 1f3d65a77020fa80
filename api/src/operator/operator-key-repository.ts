import type { Queryable } from '../db/db';

/** The stored hashes of a tenant's operator keys. */
export const findOperatorKeyHashes = async (db: Queryable, tenantId: number): Promise<string[]> =>
  (await db.query<{ key_hash: string }>('SELECT key_hash FROM operator_keys WHERE tenant_id = $1', [tenantId])).map((row) => row.key_hash);
