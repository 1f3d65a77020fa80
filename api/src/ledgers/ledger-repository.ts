import { pageMeta, type LedgerEntry, type LedgerReason } from '@storefront/shared/contracts';
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

export interface LedgerWrite {
  tenantId: number;
  customerId: number;
  amount: number;
  reason: string;
  reasonCode: LedgerReason;
  reference: string | null;
  now: Date;
}

const write = async (tx: Queryable, ledger: Ledger, entry: LedgerWrite): Promise<void> => {
  await tx.query(
    `INSERT INTO ${ledger} (tenant_id, customer_id, amount, reason, reason_code, reference, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [entry.tenantId, entry.customerId, entry.amount, entry.reason, entry.reasonCode, entry.reference, entry.now],
  );
};

/** Adds one wallet entry (money, 2 decimals; negative when spent). Entries are never changed. */
export const writeWalletEntry = (tx: Queryable, entry: LedgerWrite): Promise<void> =>
  write(tx, 'wallet_ledger', { ...entry, amount: Math.round(entry.amount * 100) / 100 });

/** Adds one points entry (whole points; negative when spent). Entries are never changed. */
export const writePointsEntry = (tx: Queryable, entry: LedgerWrite): Promise<void> =>
  write(tx, 'points_ledger', { ...entry, amount: Math.round(entry.amount) });

const sumOf = async (db: Queryable, ledger: Ledger, tenantId: number, customerId: number): Promise<number> => {
  const [row] = await db.query<{ balance: number }>(
    `SELECT COALESCE(SUM(amount), 0)::float8 AS balance FROM ${ledger} WHERE tenant_id = $1 AND customer_id = $2`,
    [tenantId, customerId],
  );
  return row?.balance ?? 0;
};

/** The wallet balance: the sum of the customer's wallet entries. */
export const walletBalance = (db: Queryable, tenantId: number, customerId: number): Promise<number> =>
  sumOf(db, 'wallet_ledger', tenantId, customerId);

/** The points balance: the sum of the customer's points entries. */
export const pointsBalance = (db: Queryable, tenantId: number, customerId: number): Promise<number> =>
  sumOf(db, 'points_ledger', tenantId, customerId);
