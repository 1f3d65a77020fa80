import { fromMinor, type OrderRefund, type RefundDestination } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { writeWalletEntry } from '../ledgers/ledger-writes';
import type { PaymentProvider } from '../payments/payment-provider';
import { REFUND_CLAIM_MINUTES, type UnsentRefundCutoffs } from '../payments/refund-claim';
import type { CancelRefundRow } from './cancel-refund-row';
import type { OrderRow } from './order-repository';

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
  const [refund] = await tx.query<CancelRefundRow>(
    `INSERT INTO order_cancel_refunds (tenant_id, order_id, amount_minor, destination, status, created_at, refunded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING *`,
    [tenantId, order.id, amount, destination, toWallet ? 'refunded' : 'pending', now, toWallet ? now : null],
  );
  if (!refund) return null;
  await tx.query('UPDATE orders SET refunded_minor = refunded_minor + $3 WHERE tenant_id = $1 AND id = $2', [tenantId, order.id, amount]);
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

/** The refund of the canceled order, or null. */
export const findCancelRefund = async (db: Queryable, tenantId: number, orderId: number): Promise<CancelRefundRow | null> =>
  (await db.query<CancelRefundRow>('SELECT * FROM order_cancel_refunds WHERE tenant_id = $1 AND order_id = $2', [tenantId, orderId]))[0] ??
  null;

/**
 * Gives a card refund not yet taken by the provider to it (refunding the order's paid session) and
 * records how it went: a refusal stays `failed` with the provider's reason, for the restaurant to send
 * again. One caller claims it (`sending`, from the status it was seen in), so parallel calls and the
 * sweep ask the provider once.
 * Answers the refund as it stands.
 */
export const sendCardRefund = async (
  { db, provider, clock }: { db: Db; provider: PaymentProvider; clock: Clock },
  refund: CancelRefundRow,
): Promise<CancelRefundRow> => {
  const now = clock();
  const [claimed] = await db.query<CancelRefundRow>(
    `UPDATE order_cancel_refunds SET status = 'sending', attempted_at = $2
      WHERE id = $1 AND destination = 'card'
        AND ((status = $4 AND status IN ('pending', 'failed')) OR (status = 'sending' AND attempted_at < $2::timestamptz - make_interval(mins => $3)))
      RETURNING *`,
    [refund.id, now, REFUND_CLAIM_MINUTES, refund.status],
  );
  if (!claimed) return (await findCancelRefund(db, refund.tenant_id, refund.order_id)) ?? refund;
  const [session] = await db.query<{ provider_ref: string }>(
    `SELECT provider_ref FROM payment_sessions WHERE tenant_id = $1 AND order_id = $2 AND status = 'paid' ORDER BY settled_at DESC LIMIT 1`,
    [claimed.tenant_id, claimed.order_id],
  );
  let outcome: { status: 'refunded' | 'failed'; message: string | null };
  try {
    if (!session) throw new Error('The order has no paid payment session to refund.');
    await provider.refund(session.provider_ref, claimed.amount_minor);
    outcome = { status: 'refunded', message: null };
  } catch (error) {
    outcome = { status: 'failed', message: (error as Error).message.slice(0, 500) };
  }
  const [row] = await db.query<CancelRefundRow>(
    `UPDATE order_cancel_refunds SET status = $2, provider_message = $3, refunded_at = CASE WHEN $2 = 'refunded' THEN $4::timestamptz END
      WHERE id = $1 RETURNING *`,
    [claimed.id, outcome.status, outcome.message, clock()],
  );
  return row ?? claimed;
};

/** Card refunds of canceled orders the provider has not taken, left by an api that stopped before or during its call (`unsentRefundCutoffs`). */
export const findUnsentCancelRefunds = (db: Queryable, cutoffs: UnsentRefundCutoffs): Promise<CancelRefundRow[]> =>
  db.query<CancelRefundRow>(
    `SELECT * FROM order_cancel_refunds
      WHERE destination = 'card' AND ((status = 'pending' AND created_at < $1) OR (status = 'sending' AND attempted_at < $2))
      ORDER BY id LIMIT 50`,
    [cutoffs.pendingBefore, cutoffs.sendingBefore],
  );

/** The refund as its customer sees it: one not taken by the provider yet is on its way (a refusal: the restaurant sends it again). */
export const toOrderRefund = (refund: Pick<CancelRefundRow, 'amount_minor' | 'destination' | 'status' | 'created_at'>): OrderRefund => ({
  amount: fromMinor(refund.amount_minor),
  to: refund.destination,
  status: refund.status === 'refunded' ? 'refunded' : 'pending',
  at: new Date(refund.created_at).toISOString(),
});
