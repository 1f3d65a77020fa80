import type { SmsFailure } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

const FAILURES_PAGE = 100;

/** Keeps one SMS a provider did not take; `destination` is already masked. */
export const recordSmsFailure = async (
  db: Queryable,
  failure: { tenantId: number; provider: string; errorCode: string; errorMessage: string; destination: string; createdAt: Date },
): Promise<void> => {
  await db.query(
    `INSERT INTO sms_failures (tenant_id, provider, error_code, error_message, destination, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [failure.tenantId, failure.provider, failure.errorCode, failure.errorMessage, failure.destination, failure.createdAt],
  );
};

/** The tenant's newest SMS failures, newest first. */
export const listSmsFailures = async (db: Queryable, tenantId: number): Promise<SmsFailure[]> => {
  const rows = await db.query<{
    id: number;
    provider: string;
    error_code: string;
    error_message: string;
    destination: string;
    created_at: Date;
  }>(
    `SELECT id, provider, error_code, error_message, destination, created_at FROM sms_failures
      WHERE tenant_id = $1 ORDER BY id DESC LIMIT $2`,
    [tenantId, FAILURES_PAGE],
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
};
