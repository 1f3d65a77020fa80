import type { Queryable } from '../db/db';
import { CUSTOMER_TOKEN_LIFETIME } from './customer-token-rules';

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

const ago = (now: Date, ms: number): Date => new Date(now.getTime() - ms);

/**
 * The live token of the tenant with this hash: not revoked, used within the idle lifetime and younger
 * than the absolute one (`CUSTOMER_TOKEN_LIFETIME`). Its use is recorded (renewing the idle window)
 * when the last record is older than the renewal step. Null when unknown, revoked or expired.
 */
export const useCustomerToken = async (
  db: Queryable,
  tenantId: number,
  tokenHash: string,
  now: Date,
): Promise<{ id: number; customer_id: number } | null> => {
  const { idleMs, renewEveryMs, absoluteMs } = CUSTOMER_TOKEN_LIFETIME;
  // A token is as fresh as its last recorded use, or its creation: a new one is not written to on its first calls.
  const [row] = await db.query<{ id: number; customer_id: number; last_seen: Date }>(
    `SELECT id, customer_id, COALESCE(last_used_at, created_at) AS last_seen FROM customer_tokens
      WHERE tenant_id = $1 AND token_hash = $2 AND revoked_at IS NULL
        AND COALESCE(last_used_at, created_at) > $3 AND created_at > $4`,
    [tenantId, tokenHash, ago(now, idleMs), ago(now, absoluteMs)],
  );
  if (!row) return null;
  if (new Date(row.last_seen).getTime() <= ago(now, renewEveryMs).getTime())
    await db.query('UPDATE customer_tokens SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2)', [
      row.id,
      now,
    ]);
  return { id: row.id, customer_id: row.customer_id };
};

export const revokeCustomerToken = async (db: Queryable, tenantId: number, tokenId: number, now: Date): Promise<void> => {
  await db.query('UPDATE customer_tokens SET revoked_at = $3 WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NULL', [
    tenantId,
    tokenId,
    now,
  ]);
};

/** "Log out of every device": every live token of the customer is revoked; answers how many were. */
export const revokeAllCustomerTokens = async (db: Queryable, tenantId: number, customerId: number, now: Date): Promise<number> => {
  const rows = await db.query<{ id: number }>(
    'UPDATE customer_tokens SET revoked_at = $3 WHERE tenant_id = $1 AND customer_id = $2 AND revoked_at IS NULL RETURNING id',
    [tenantId, customerId, now],
  );
  return rows.length;
};
