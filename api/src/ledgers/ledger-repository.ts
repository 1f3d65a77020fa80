import { pageMeta, type LedgerEntry } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

export type Ledger = 'wallet_ledger' | 'points_ledger';

/** One page of a customer's wallet or points log, newest first, with its paging meta. */
export const ledgerPage = async (db: Queryable, ledger: Ledger, tenantId: number, customerId: number, page: number, perPage: number) => {
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${ledger} WHERE tenant_id = $1 AND customer_id = $2`,
    [tenantId, customerId],
  );
  const rows = await db.query<Omit<LedgerEntry, 'created_at'> & { created_at: Date }>(
    `SELECT id, amount::float8 AS amount, reason, reason_code, reference, created_at FROM ${ledger}
      WHERE tenant_id = $1 AND customer_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [tenantId, customerId, perPage, (page - 1) * perPage],
  );
  return {
    data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    meta: pageMeta(count?.total ?? 0, page, perPage),
  };
};
