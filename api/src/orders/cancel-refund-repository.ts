import type { RefundDestination } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import type { UnsentRefundCutoffs } from '../payments/refund-claim';
import type { CancelRefundRow } from './cancel-refund-row';

/** Stores the refund of a canceled order, at most once (a unique index); null when it was stored already. */
export const insertCancelRefund = async (
  tx: Queryable,
  tenantId: number,
  refund: { orderId: number; amountMinor: number; destination: RefundDestination; refunded: boolean; now: Date },
): Promise<CancelRefundRow | null> => {
  const [row] = await tx.query<CancelRefundRow>(
    `INSERT INTO order_cancel_refunds (tenant_id, order_id, amount_minor, destination, status, created_at, refunded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING *`,
    [
      tenantId,
      refund.orderId,
      refund.amountMinor,
      refund.destination,
      refund.refunded ? 'refunded' : 'pending',
      refund.now,
      refund.refunded ? refund.now : null,
    ],
  );
  return row ?? null;
};

/** The refund of the canceled order, or null. */
export const findCancelRefund = async (db: Queryable, tenantId: number, orderId: number): Promise<CancelRefundRow | null> =>
  (await db.query<CancelRefundRow>('SELECT * FROM order_cancel_refunds WHERE tenant_id = $1 AND order_id = $2', [tenantId, orderId]))[0] ??
  null;

/**
 * Claims a card refund for sending (`sending`), from the status it was seen in, or one whose claim is
 * older than `claimMinutes` (lost); null when another caller has it.
 */
export const claimCardRefund = async (
  db: Queryable,
  refund: Pick<CancelRefundRow, 'id' | 'status'>,
  now: Date,
  claimMinutes: number,
): Promise<CancelRefundRow | null> => {
  const [claimed] = await db.query<CancelRefundRow>(
    `UPDATE order_cancel_refunds SET status = 'sending', attempted_at = $2
      WHERE id = $1 AND destination = 'card'
        AND ((status = $4 AND status IN ('pending', 'failed')) OR (status = 'sending' AND attempted_at < $2::timestamptz - make_interval(mins => $3)))
      RETURNING *`,
    [refund.id, now, claimMinutes, refund.status],
  );
  return claimed ?? null;
};

/** Records how the provider took a claimed card refund. */
export const settleCardRefund = async (
  db: Queryable,
  id: number,
  outcome: { status: 'refunded' | 'failed'; message: string | null },
  at: Date,
): Promise<CancelRefundRow | null> => {
  const [row] = await db.query<CancelRefundRow>(
    `UPDATE order_cancel_refunds SET status = $2, provider_message = $3, refunded_at = CASE WHEN $2 = 'refunded' THEN $4::timestamptz END
      WHERE id = $1 RETURNING *`,
    [id, outcome.status, outcome.message, at],
  );
  return row ?? null;
};

/** Card refunds of canceled orders the provider has not taken, left by an api that stopped before or during its call (`unsentRefundCutoffs`). */
export const findUnsentCancelRefunds = (db: Queryable, cutoffs: UnsentRefundCutoffs): Promise<CancelRefundRow[]> =>
  db.query<CancelRefundRow>(
    `SELECT * FROM order_cancel_refunds
      WHERE destination = 'card' AND ((status = 'pending' AND created_at < $1) OR (status = 'sending' AND attempted_at < $2))
      ORDER BY id LIMIT 50`,
    [cutoffs.pendingBefore, cutoffs.sendingBefore],
  );
