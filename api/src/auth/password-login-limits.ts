import type { Queryable } from '../db/db';
import { retryAfterSeconds, windowStart, type RateLimit, type WindowUsage } from '../http/rate-limit';

/** Failed password logins allowed per e-mail, and per address, within the window. */
export const PASSWORD_EMAIL_LIMIT: RateLimit = { max: 5, windowMs: 15 * 60_000 };
export const PASSWORD_IP_LIMIT: RateLimit = { max: 20, windowMs: 15 * 60_000 };

const failures = async (db: Queryable, tenantId: number, column: 'email' | 'ip', value: string, since: Date): Promise<WindowUsage> => {
  const [row] = await db.query<WindowUsage>(
    `SELECT count(*)::int AS count, min(created_at) AS oldest FROM password_logins
      WHERE tenant_id = $1 AND ${column} = $2 AND NOT succeeded AND created_at > $3`,
    [tenantId, value, since],
  );
  return row ?? { count: 0, oldest: null };
};

/** Seconds to wait before another password login for this e-mail from this address (0: allowed). */
export const passwordLoginWait = async (db: Queryable, tenantId: number, email: string, ip: string, now: Date): Promise<number> => {
  const byEmail = retryAfterSeconds(
    PASSWORD_EMAIL_LIMIT,
    await failures(db, tenantId, 'email', email, windowStart(PASSWORD_EMAIL_LIMIT, now)),
    now,
  );
  const byIp = retryAfterSeconds(PASSWORD_IP_LIMIT, await failures(db, tenantId, 'ip', ip, windowStart(PASSWORD_IP_LIMIT, now)), now);
  return Math.max(byEmail, byIp);
};

export const recordPasswordLogin = async (
  db: Queryable,
  tenantId: number,
  attempt: { email: string; ip: string; succeeded: boolean; now: Date },
): Promise<void> => {
  await db.query('INSERT INTO password_logins (tenant_id, email, ip, succeeded, created_at) VALUES ($1, $2, $3, $4, $5)', [
    tenantId,
    attempt.email,
    attempt.ip,
    attempt.succeeded,
    attempt.now,
  ]);
};
