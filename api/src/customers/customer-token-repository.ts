import type { Queryable } from '../db/db';

export const insertCustomerToken = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  tokenHash: string,
  now: Date,
): Promise<void> => {
  await db.query('INSERT INTO customer_tokens (tenant_id, customer_id, token_hash, created_at) VALUES ($1, $2, $3, $4)', [
    tenantId,
    customerId,
    tokenHash,
    now,
  ]);
};

/** The live token of the tenant with this hash, marked as used now; null when unknown or revoked. */
export const useCustomerToken = async (
  db: Queryable,
  tenantId: number,
  tokenHash: string,
  now: Date,
): Promise<{ id: number; customer_id: number } | null> => {
  const [row] = await db.query<{ id: number; customer_id: number }>(
    `UPDATE customer_tokens SET last_used_at = $3
      WHERE tenant_id = $1 AND token_hash = $2 AND revoked_at IS NULL
      RETURNING id, customer_id`,
    [tenantId, tokenHash, now],
  );
  return row ?? null;
};

export const revokeCustomerToken = async (db: Queryable, tenantId: number, tokenId: number, now: Date): Promise<void> => {
  await db.query('UPDATE customer_tokens SET revoked_at = $3 WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NULL', [
    tenantId,
    tokenId,
    now,
  ]);
};
