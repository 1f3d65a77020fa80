import type { Queryable } from '../db/db';

export interface PasswordResetCodeRow {
  id: number;
  /** Null for an e-mail without an account: its code was never sent. */
  customer_id: number | null;
  code_salt: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

export interface NewPasswordResetCode {
  email: string;
  customer_id: number | null;
  code_salt: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
}

export const insertPasswordResetCode = async (db: Queryable, tenantId: number, code: NewPasswordResetCode): Promise<number> => {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO password_reset_codes (tenant_id, email, customer_id, code_salt, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [tenantId, code.email, code.customer_id, code.code_salt, code.code_hash, code.created_at, code.expires_at],
  );
  if (!row) throw new Error('password reset code was not stored');
  return row.id;
};

/** A code whose e-mail could not be sent: it never existed. */
export const deletePasswordResetCode = async (db: Queryable, tenantId: number, id: number): Promise<void> => {
  await db.query('DELETE FROM password_reset_codes WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
};

/** The last code asked for the e-mail: the only one that can set a password. */
export const latestPasswordResetCode = async (db: Queryable, tenantId: number, email: string): Promise<PasswordResetCodeRow | null> => {
  const [row] = await db.query<PasswordResetCodeRow>(
    `SELECT id, customer_id, code_salt, code_hash, attempts, expires_at, used_at FROM password_reset_codes
      WHERE tenant_id = $1 AND email = $2
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [tenantId, email],
  );
  return row ?? null;
};

/** Takes one attempt of the code while it has fewer than `maxAttempts`; answers the attempts so far, or null when none was left. */
export const takePasswordResetAttempt = async (
  db: Queryable,
  tenantId: number,
  id: number,
  maxAttempts: number,
): Promise<number | null> => {
  const [row] = await db.query<{ attempts: number }>(
    'UPDATE password_reset_codes SET attempts = attempts + 1 WHERE tenant_id = $1 AND id = $2 AND attempts < $3 RETURNING attempts',
    [tenantId, id, maxAttempts],
  );
  return row?.attempts ?? null;
};

/** Gives back the attempt of a right code: only wrong ones count. */
export const giveBackPasswordResetAttempt = async (db: Queryable, tenantId: number, id: number): Promise<void> => {
  await db.query('UPDATE password_reset_codes SET attempts = attempts - 1 WHERE tenant_id = $1 AND id = $2 AND attempts > 0', [
    tenantId,
    id,
  ]);
};

/** Uses the code up, unless it was used, burned or expired meanwhile; answers whether it did. */
export const usePasswordResetCode = async (
  db: Queryable,
  tenantId: number,
  id: number,
  maxAttempts: number,
  now: Date,
): Promise<boolean> => {
  const rows = await db.query(
    `UPDATE password_reset_codes SET used_at = $3
      WHERE tenant_id = $1 AND id = $2 AND used_at IS NULL AND attempts < $4 AND expires_at > $3
      RETURNING id`,
    [tenantId, id, now, maxAttempts],
  );
  return rows.length > 0;
};
