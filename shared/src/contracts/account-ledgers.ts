import { z } from 'zod/mini';
import { pagedListOf } from './account-paging';

/** Transaction logs of the wallet and the points (docs/api.md); balances are FRAME_PATHS.walletBalance / pointsBalance. */
export const LEDGER_PATHS = {
  walletLogs: '/api/v1/wallet/wallet-logs/list',
  pointsLogs: '/api/v1/loyalty/points-logs/list',
} as const;

/** Why an entry was written; the storefront names it in its language (`reason` is the English fallback). */
export const ledgerReasonSchema = z.enum(['top_up', 'order_paid', 'order_earned', 'refund', 'referral', 'reward', 'challenge', 'other']);
export type LedgerReason = z.infer<typeof ledgerReasonSchema>;

export const ledgerEntrySchema = z.object({
  id: z.int(),
  /** Wallet: money with 2 decimals; points: whole points. Negative when spent. */
  amount: z.number(),
  reason: z.string(),
  reason_code: ledgerReasonSchema,
  /** What the entry is about (an order number, a reward, a referral code), if anything. */
  reference: z.nullable(z.string()),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** Newest first. */
export const ledgerPageResponseSchema = pagedListOf(ledgerEntrySchema);
