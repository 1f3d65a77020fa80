import type { Queryable } from '../db/db';

/** The order placement an Idempotency-Key names (order_idempotency_keys). */
export interface KeyScope {
  tenantId: number;
  customerId: number;
}

/** Claims the key for a request with this body's hash; false when it is claimed already. */
export const insertKeyClaim = async (db: Queryable, scope: KeyScope, key: string, hash: string, now: Date): Promise<boolean> =>
  (
    await db.query(
      `INSERT INTO order_idempotency_keys (tenant_id, customer_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING key`,
      [scope.tenantId, scope.customerId, key, hash, now],
    )
  ).length > 0;

export const findKeyClaim = async (
  db: Queryable,
  scope: KeyScope,
  key: string,
): Promise<{ request_hash: string; order_id: number | null; created_at: Date } | null> => {
  const [row] = await db.query<{ request_hash: string; order_id: number | null; created_at: Date }>(
    'SELECT request_hash, order_id, created_at FROM order_idempotency_keys WHERE tenant_id = $1 AND customer_id = $2 AND key = $3',
    [scope.tenantId, scope.customerId, key],
  );
  return row ?? null;
};

/** Forgets a claim that placed no order. */
export const deleteOpenKeyClaim = async (db: Queryable, scope: KeyScope, key: string): Promise<void> => {
  await db.query('DELETE FROM order_idempotency_keys WHERE tenant_id = $1 AND customer_id = $2 AND key = $3 AND order_id IS NULL', [
    scope.tenantId,
    scope.customerId,
    key,
  ]);
};
