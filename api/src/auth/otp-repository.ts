import type { CountryCode } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

export interface OtpCodeRow {
  id: number;
  code_salt: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

export interface MobileOf {
  country_code: CountryCode;
  mobile: string;
}

export interface NewOtpCode extends MobileOf {
  code_salt: string;
  code_hash: string;
  ip: string;
  created_at: Date;
  expires_at: Date;
}

export const insertOtpCode = async (db: Queryable, tenantId: number, code: NewOtpCode): Promise<number> => {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO otp_codes (tenant_id, country_code, mobile, code_salt, code_hash, ip, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [tenantId, code.country_code, code.mobile, code.code_salt, code.code_hash, code.ip, code.created_at, code.expires_at],
  );
  if (!row) throw new Error('login code was not stored');
  return row.id;
};

/** A code whose SMS could not be sent: it never existed, and does not count against the limits. */
export const deleteOtpCode = async (db: Queryable, tenantId: number, id: number): Promise<void> => {
  await db.query('DELETE FROM otp_codes WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
};

/** The last code sent to the mobile: the only one that can log in. */
export const latestOtpCode = async (db: Queryable, tenantId: number, { country_code, mobile }: MobileOf): Promise<OtpCodeRow | null> => {
  const [row] = await db.query<OtpCodeRow>(
    `SELECT id, code_salt, code_hash, attempts, expires_at, used_at FROM otp_codes
      WHERE tenant_id = $1 AND country_code = $2 AND mobile = $3
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [tenantId, country_code, mobile],
  );
  return row ?? null;
};

/** Takes one attempt of the code while it has fewer than `maxAttempts`; answers the attempts so far, or null when none was left. */
export const takeOtpAttempt = async (db: Queryable, tenantId: number, id: number, maxAttempts: number): Promise<number | null> => {
  const [row] = await db.query<{ attempts: number }>(
    'UPDATE otp_codes SET attempts = attempts + 1 WHERE tenant_id = $1 AND id = $2 AND attempts < $3 RETURNING attempts',
    [tenantId, id, maxAttempts],
  );
  return row?.attempts ?? null;
};

/** Gives back the attempt of a right code: only wrong ones count. */
export const giveBackOtpAttempt = async (db: Queryable, tenantId: number, id: number): Promise<void> => {
  await db.query('UPDATE otp_codes SET attempts = attempts - 1 WHERE tenant_id = $1 AND id = $2 AND attempts > 0', [tenantId, id]);
};

/** Uses the code up, unless it was used, burned or expired meanwhile; answers whether it did. */
export const useOtpCode = async (db: Queryable, tenantId: number, id: number, maxAttempts: number, now: Date): Promise<boolean> => {
  const rows = await db.query(
    `UPDATE otp_codes SET used_at = $3
      WHERE tenant_id = $1 AND id = $2 AND used_at IS NULL AND attempts < $4 AND expires_at > $3
      RETURNING id`,
    [tenantId, id, now, maxAttempts],
  );
  return rows.length > 0;
};
