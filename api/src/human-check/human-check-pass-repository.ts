import type { Queryable } from '../db/db';

/** When the customer last answered the human check at checkout (null: never). */
export const humanCheckPassedAt = async (db: Queryable, tenantId: number, customerId: number): Promise<Date | null> => {
  const [row] = await db.query<{ passed_at: Date | string }>(
    'SELECT passed_at FROM human_check_passes WHERE tenant_id = $1 AND customer_id = $2',
    [tenantId, customerId],
  );
  return row ? new Date(row.passed_at) : null;
};

/** The customer answered the human check at checkout now. */
export const recordHumanCheckPass = async (db: Queryable, tenantId: number, customerId: number, now: Date): Promise<void> => {
  await db.query(
    `INSERT INTO human_check_passes (tenant_id, customer_id, passed_at) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, customer_id) DO UPDATE SET passed_at = EXCLUDED.passed_at`,
    [tenantId, customerId, now],
  );
};
