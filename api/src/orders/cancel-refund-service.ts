import { fromMinor, type OrderRefund, type RefundDestination } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { writeWalletEntry } from '../ledgers/ledger-repository';
import type { PaymentProvider } from '../payments/payment-provider';
import { REFUND_CLAIM_MINUTES } from '../payments/refund-claim';
import { findPaidSessionRef } from '../payments/payment-session-repository';
import { claimCardRefund, findCancelRefund, insertCancelRefund, settleCardRefund } from './cancel-refund-repository';
import type { CancelRefundRow } from './cancel-refund-row';
import { addRefunded, type OrderRow } from './order-repository';

type PaidOrder = Pick<OrderRow, 'id' | 'number' | 'customer_id' | 'paid_at' | 'payment_method' | 'amount_due_minor' | 'refunded_minor'>;

const ONLINE_METHODS: readonly OrderRow['payment_method'][] = ['hosted', 'card'];

/** What a cancel gives back: everything paid online and not refunded yet (cash and card on delivery are paid at the door). */
export const cancelRefundMinor = (order: PaidOrder): number =>
  order.paid_at !== null && ONLINE_METHODS.includes(order.payment_method) ? Math.max(0, order.amount_due_minor - order.refunded_minor) : 0;

/**
 * Records the refund of a paid order the restaurant cancels, in the cancel's transaction and under the
 * order's lock, at most once (a unique index). A wallet refund is written to the ledger at once; a card
 * refund is `pending` until `sendCardRefund` has given it to the provider after the commit. Answers the
 * refund, or null when nothing was paid online.
 */
export const recordCancelRefund = async (
  tx: Queryable,
  tenantId: number,
  order: PaidOrder,
  destination: RefundDestination,
  now: Date,
): Promise<CancelRefundRow | null> => {
  const amount = cancelRefundMinor(order);
  if (amount === 0) return null;
  const toWallet = destination === 'wallet';
  const refund = await insertCancelRefund(tx, tenantId, { orderId: order.id, amountMinor: amount, destination, refunded: toWallet, now });
  if (!refund) return null;
  await addRefunded(tx, tenantId, order.id, amount);
  if (toWallet)
    await writeWalletEntry(tx, {
      tenantId,
      customerId: order.customer_id,
      amount: fromMinor(amount),
      reasonCode: 'refund',
      reference: `#${order.number}`,
      reason: `Refund of canceled order #${order.number}`,
      now,
    });
  return refund;
};

/**
 * Gives a card refund not yet taken by the provider to it (refunding the order's paid session) and
 * records how it went: a refusal stays `failed` with the provider's reason, for the restaurant to send
 * again. One caller claims it (`sending`, from the status it was seen in), so parallel calls and the
 * sweep ask the provider once; one that asks again (a lost claim, a refusal sent again) sends the
 * refund's own idempotency key, so a refund the provider made and we never heard of is not made twice.
 * Answers the refund as it stands, and whether this call gave it to the provider: one that lost the claim
 * did not, even when it finds the refund made by the caller that won.
 */
export const sendCardRefund = async (
  { db, provider, clock }: { db: Db; provider: PaymentProvider; clock: Clock },
  refund: CancelRefundRow,
): Promise<{ refund: CancelRefundRow; sent: boolean }> => {
  const now = clock();
  const claimed = await claimCardRefund(db, refund, now, REFUND_CLAIM_MINUTES);
  if (!claimed) return { refund: (await findCancelRefund(db, refund.tenant_id, refund.order_id)) ?? refund, sent: false };
  const sessionRef = await findPaidSessionRef(db, claimed.tenant_id, claimed.order_id);
  let outcome: { status: 'refunded' | 'failed'; message: string | null };
  try {
    if (!sessionRef) throw new Error('The order has no paid payment session to refund.');
    await provider.refund({ providerRef: sessionRef, amountMinor: claimed.amount_minor, idempotencyKey: claimed.refund_key });
    outcome = { status: 'refunded', message: null };
  } catch (error) {
    outcome = { status: 'failed', message: (error as Error).message.slice(0, 500) };
  }
  return { refund: (await settleCardRefund(db, claimed.id, outcome, clock())) ?? claimed, sent: true };
};

/** The refund as its customer sees it: one not taken by the provider yet is on its way (a refusal: the restaurant sends it again). */
export const toOrderRefund = (refund: Pick<CancelRefundRow, 'amount_minor' | 'destination' | 'status' | 'created_at'>): OrderRefund => ({
  amount: fromMinor(refund.amount_minor),
  to: refund.destination,
  status: refund.status === 'refunded' ? 'refunded' : 'pending',
  at: new Date(refund.created_at).toISOString(),
});
