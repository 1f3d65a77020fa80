import type { Queryable } from '../db/db';

/** What decides a placement's human check, read in one statement (a lunch rush sends it with every order). */
export interface HumanCheckRecord {
  /** An answer given after `passValidSince` (null: none). */
  passedAt: Date | null;
  /** The customer has an order that was paid or delivered. */
  trusted: boolean;
  /** Their online payments that failed after `failedSince`, or after the valid answer when it is later. */
  failures: number;
}

export const humanCheckRecord = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  { failedSince, passValidSince }: { failedSince: Date; passValidSince: Date },
): Promise<HumanCheckRecord> => {
  const [row] = await db.query<{ passed_at: Date | string | null; trusted: boolean; failures: number }>(
    `SELECT pass.passed_at,
            EXISTS (SELECT 1 FROM orders WHERE tenant_id = $1 AND customer_id = $2 AND (paid_at IS NOT NULL OR status = 'delivered')) AS trusted,
            (SELECT count(*)::int FROM payment_sessions s JOIN orders o ON o.tenant_id = s.tenant_id AND o.id = s.order_id
              WHERE s.tenant_id = $1 AND o.customer_id = $2 AND s.status = 'failed'
                AND s.created_at > GREATEST($3::timestamptz, pass.passed_at)) AS failures
       FROM human_check_passes pass
      RIGHT JOIN (SELECT 1) AS one ON pass.tenant_id = $1 AND pass.customer_id = $2 AND pass.passed_at > $4::timestamptz`,
    [tenantId, customerId, failedSince.toISOString(), passValidSince.toISOString()],
  );
  return { passedAt: row?.passed_at ? new Date(row.passed_at) : null, trusted: row?.trusted ?? false, failures: row?.failures ?? 0 };
};

/** The customer answered the human check at checkout now. */
export const recordHumanCheckPass = async (db: Queryable, tenantId: number, customerId: number, now: Date): Promise<void> => {
  await db.query(
    `INSERT INTO human_check_passes (tenant_id, customer_id, passed_at) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, customer_id) DO UPDATE SET passed_at = EXCLUDED.passed_at`,
    [tenantId, customerId, now],
  );
};
