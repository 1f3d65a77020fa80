import type { LedgerReason } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

export interface LedgerWrite {
  tenantId: number;
  customerId: number;
  amount: number;
  reason: string;
  reasonCode: LedgerReason;
  reference: string | null;
  now: Date;
}

const write = async (tx: Queryable, ledger: 'wallet_ledger' | 'points_ledger', entry: LedgerWrite): Promise<void> => {
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
