import { fromMinor, type OrderTenders } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { writePointsEntry, writeWalletEntry } from '../ledgers/ledger-repository';
import { markTendersReleased } from './order-repository';
import { unpaidExpiresAt } from './unpaid-expiry';

/**
 * Gives back the wallet and points an order used (written off the ledgers when it was placed, so
 * they were held, never spendable twice), at most once: a conditional update of
 * `tenders_released_at` decides which of several parallel callers writes the ledger entries.
 * Answers whether this call gave them back.
 */
export const releaseTenders = async (
  tx: Queryable,
  tenantId: number,
  orderId: number,
  reason: (orderNumber: number) => string,
  now: Date,
): Promise<boolean> => {
  const order = await markTendersReleased(tx, tenantId, orderId, now);
  if (!order) return false;
  const entry = {
    tenantId,
    customerId: order.customer_id,
    reasonCode: 'refund' as const,
    reference: `#${order.number}`,
    reason: reason(order.number),
    now,
  };
  if (order.points_used > 0) await writePointsEntry(tx, { ...entry, amount: order.points_used });
  if (order.wallet_discount_minor > 0) await writeWalletEntry(tx, { ...entry, amount: fromMinor(order.wallet_discount_minor) });
  return true;
};

/** What became of the order's wallet and points (see `orderTendersSchema`), or null when it used none. */
export const tendersOf = (
  order: {
    points_used: number;
    wallet_discount_minor: number;
    paid_at: Date | null;
    tenders_released_at: Date | null;
    status: string;
    created_at: Date;
  },
  expiryMinutes: number,
): OrderTenders | null => {
  if (order.points_used <= 0 && order.wallet_discount_minor <= 0) return null;
  const state = order.tenders_released_at !== null ? 'returned' : order.status === 'callcenter_pending' ? 'held' : 'used';
  return {
    wallet: fromMinor(order.wallet_discount_minor),
    points: order.points_used,
    state,
    held_until: state === 'held' ? unpaidExpiresAt(order.created_at, expiryMinutes).toISOString() : null,
  };
};
