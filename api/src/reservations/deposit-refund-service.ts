import { formatMoney, fromMinor, type RefundDestination } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { writeWalletEntry } from '../ledgers/ledger-repository';
import { REFUND_CLAIM_MINUTES } from '../payments/refund-claim';
import type { DepositDeps, DepositRow } from './deposit-row';
import { insertNote, markReservationRefunded, type ReservationRow } from './reservation-repository';
import {
  claimDepositRefundSending,
  claimPaidDepositRefund,
  findUnsentDepositRefundOf,
  markDepositRefunded,
  markDepositRefundFailed,
} from './reservation-payment-repository';

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
  const claimed = await claimPaidDepositRefund(tx, reservation, destination, now);
  if (!claimed || !toWallet) return claimed;
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
 * status it was seen in), so parallel callers and the sweep ask the provider once, and one that asks
 * again sends the refund's own idempotency key. Answers when it was refunded, or null.
 */
export const sendDepositRefund = async (deps: DepositDeps, payment: DepositRow): Promise<Date | null> => {
  if (payment.refund_destination !== 'card' || payment.refund_status === 'refunded') return null;
  const claimed = await claimDepositRefundSending(deps.db, payment, deps.clock(), REFUND_CLAIM_MINUTES);
  if (!claimed) return null;
  try {
    await deps.provider.refund({
      providerRef: claimed.provider_ref,
      amountMinor: claimed.amount_minor,
      idempotencyKey: claimed.refund_key,
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await deps.db.transaction(async (tx) => {
      await markDepositRefundFailed(tx, claimed.id, message);
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
    await markDepositRefunded(tx, claimed.id, now);
    await markReservationRefunded(tx, claimed, 'card', now);
  });
  return now;
};

/** The staff send again a deposit refund the provider refused (or one still unsent); 409 when there is none. */
export const resendDepositRefund = async (deps: DepositDeps, row: ReservationRow): Promise<ReservationRow> => {
  const payment = await findUnsentDepositRefundOf(deps.db, row.tenant_id, row.id);
  if (!payment) throw new DomainError('reservation_action_invalid', { message: 'This reservation has no deposit refund to send again.' });
  const refundedAt = await sendDepositRefund(deps, payment);
  if (refundedAt) deps.realtime.push.reservationChanged(row.tenant_id, row.id, 'refunded');
  return refundedAt ? { ...row, refunded_at: refundedAt, refund_minor: payment.amount_minor, refund_destination: 'card' } : row;
};
