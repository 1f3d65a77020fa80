import type { Queryable } from '../db/db';

/**
 * Claims a hosted widget's token for one verification: true the first time its hash is seen, false for a
 * replay while the record lasts (`expiresAt`, longer than any provider keeps a token good). Records past
 * their time are cleared on the way.
 */
export const claimHumanCheckToken = async (
  db: Queryable,
  tenantId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> => {
  await db.query('DELETE FROM human_check_tokens WHERE expires_at <= $1', [now]);
  const claimed = await db.query(
    `INSERT INTO human_check_tokens (token_hash, tenant_id, claimed_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash`,
    [tokenHash, tenantId, now, expiresAt],
  );
  return claimed.length === 1;
};
