import { formatMoney, fromMinor, type RefundDestination } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/http-error';
import { writeWalletEntry } from '../ledgers/ledger-writes';
import { REFUND_CLAIM_MINUTES, type UnsentRefundCutoffs } from '../payments/refund-claim';
import type { DepositDeps, DepositRow } from './deposit-row';
import { insertNote, type ReservationRow } from './reservation-repository';

const markReservationRefunded = (tx: Queryable, payment: DepositRow, destination: RefundDestination, at: Date) =>
  tx.query('UPDATE reservations SET refunded_at = $3, refund_minor = $4, refund_destination = $5 WHERE tenant_id = $1 AND id = $2', [
    payment.tenant_id,
    payment.reservation_id,
    at,
    payment.amount_minor,
    destination,
  ]);

/**
 * Claims the reservation's paid deposit for a refund, in the caller's transaction (the cancel's): the
 * conditional update lets one caller have it, whatever runs at the same time. To the wallet it is given
 * back at once, in the same transaction; to the card it is `pending` until `sendDepositRefund` has given
 * it to the provider after the commit. Null when none is paid.
 */
export const claimDepositRefund = async (
  tx: Queryable,
  reservation: Pick<ReservationRow, 'tenant_id' | 'id' | 'customer_id'>,
  destination: RefundDestination,
  now: Date,
): Promise<DepositRow | null> => {
  const toWallet = destination === 'wallet';
  const [claimed] = await tx.query<DepositRow>(
    `UPDATE reservation_payments SET status = 'refunded', refund_status = $3, refund_destination = $4, refund_attempted_at = $5,
            refunded_at = CASE WHEN $4 = 'wallet' THEN $5::timestamptz END
      WHERE tenant_id = $1 AND reservation_id = $2 AND status = 'paid' RETURNING *`,
    [reservation.tenant_id, reservation.id, toWallet ? 'refunded' : 'pending', destination, now],
  );
  if (!claimed || !toWallet) return claimed ?? null;
  await markReservationRefunded(tx, claimed, 'wallet', now);
  await writeWalletEntry(tx, {
    tenantId: reservation.tenant_id,
    customerId: reservation.customer_id,
    amount: fromMinor(claimed.amount_minor),
    reasonCode: 'refund',
    reference: `R-${reservation.id}`,
    reason: `Refund of the deposit of canceled reservation #${reservation.id}`,
    now,
  });
  return claimed;
};

/**
 * Gives a card refund not yet taken by the provider to it and records how it went: the reservation keeps
 * the amount and time (its `refund`), or the payment stays `failed` with the provider's reason and a note
 * tells the staff (never thrown: the cancel has happened). One caller claims it (`sending`, from the
 * status it was seen in), so parallel callers and the sweep ask the provider once. Answers when it was
 * refunded, or null.
 */
export const sendDepositRefund = async (deps: DepositDeps, payment: DepositRow): Promise<Date | null> => {
  if (payment.refund_destination !== 'card' || payment.refund_status === 'refunded') return null;
  const [claimed] = await deps.db.query<DepositRow>(
    `UPDATE reservation_payments SET refund_status = 'sending', refund_attempted_at = $3
      WHERE id = $1 AND refund_destination = 'card'
        AND ((refund_status = $2 AND refund_status IN ('pending', 'failed'))
          OR (refund_status = 'sending' AND refund_attempted_at < $3::timestamptz - make_interval(mins => $4)))
      RETURNING *`,
    [payment.id, payment.refund_status, deps.clock(), REFUND_CLAIM_MINUTES],
  );
  if (!claimed) return null;
  try {
    await deps.provider.refund(claimed.provider_ref, claimed.amount_minor);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await deps.db.transaction(async (tx) => {
      await tx.query(`UPDATE reservation_payments SET refund_status = 'failed', refund_message = $2 WHERE id = $1`, [claimed.id, message]);
      const amount = formatMoney(fromMinor(claimed.amount_minor), claimed.currency, 'en');
      await insertNote(
        tx,
        claimed.tenant_id,
        claimed.reservation_id,
        'system',
        `Deposit refund of ${amount} failed: ${message}`,
        deps.clock(),
      );
    });
    return null;
  }
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.query(`UPDATE reservation_payments SET refund_status = 'refunded', refund_message = NULL, refunded_at = $2 WHERE id = $1`, [
      claimed.id,
      now,
    ]);
    await markReservationRefunded(tx, claimed, 'card', now);
  });
  return now;
};

/** The staff send again a deposit refund the provider refused (or one still unsent); 409 when there is none. */
export const resendDepositRefund = async (deps: DepositDeps, row: ReservationRow): Promise<ReservationRow> => {
  const [payment] = await deps.db.query<DepositRow>(
    `SELECT * FROM reservation_payments
      WHERE tenant_id = $1 AND reservation_id = $2 AND refund_destination = 'card' AND refund_status IN ('pending', 'sending', 'failed')`,
    [row.tenant_id, row.id],
  );
  if (!payment)
    throw new HttpError(409, 'reservation_action_invalid', { message: 'This reservation has no deposit refund to send again.' });
  const refundedAt = await sendDepositRefund(deps, payment);
  return refundedAt ? { ...row, refunded_at: refundedAt, refund_minor: payment.amount_minor, refund_destination: 'card' } : row;
};

/** Card refunds of deposits the provider has not taken, left by an api that stopped before or during its call (`unsentRefundCutoffs`). */
export const findUnsentDepositRefunds = (db: Queryable, cutoffs: UnsentRefundCutoffs): Promise<DepositRow[]> =>
  db.query<DepositRow>(
    `SELECT * FROM reservation_payments
      WHERE refund_destination = 'card'
        AND ((refund_status = 'pending' AND COALESCE(refund_attempted_at, settled_at) < $1) OR (refund_status = 'sending' AND refund_attempted_at < $2))
      ORDER BY id LIMIT 50`,
    [cutoffs.pendingBefore, cutoffs.sendingBefore],
  );
