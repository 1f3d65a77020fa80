import type { Db } from '../db/db';
import type { RefundRequest } from './payment-provider';

/**
 * The sandbox's side of a refund, kept as a provider keeps it: one refund per idempotency key
 * (`sandbox_refunds`). A request repeating a key answers that refund and moves no money (it is
 * counted in `requests`); the key with another payment or amount is refused, and so is a refund of
 * more than is left of the payment.
 */
export const refundSandboxPayment = (db: Db, { providerRef, amountMinor, idempotencyKey }: RefundRequest, now: Date): Promise<void> =>
  db.transaction(async (tx) => {
    // The payment's row lock puts the refunds of one payment (the same key sent twice at once among them) one after the other.
    const [payment] = await tx.query<{ outcome: string | null; amount_minor: number; refunded_minor: number }>(
      'SELECT outcome, amount_minor, refunded_minor FROM sandbox_payments WHERE ref = $1 FOR UPDATE',
      [providerRef],
    );
    const [earlier] = await tx.query<{ ref: string; amount_minor: number }>(
      'UPDATE sandbox_refunds SET requests = requests + 1 WHERE idempotency_key = $1 RETURNING ref, amount_minor',
      [idempotencyKey],
    );
    if (earlier) {
      if (earlier.ref === providerRef && earlier.amount_minor === amountMinor) return;
      throw new Error('The idempotency key was used for another refund.');
    }
    if (!payment || payment.outcome !== 'approved') throw new Error('The sandbox has no approved payment to refund.');
    if (amountMinor <= 0) throw new Error('The refund amount must be positive.');
    if (payment.refunded_minor + amountMinor > payment.amount_minor)
      throw new Error('The refund is more than what is left of the payment.');
    const [made] = await tx.query(
      `INSERT INTO sandbox_refunds (idempotency_key, ref, amount_minor, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key`,
      [idempotencyKey, providerRef, amountMinor, now],
    );
    // Taken at the same moment by a refund of another payment.
    if (!made) throw new Error('The idempotency key was used for another refund.');
    await tx.query(
      `UPDATE sandbox_payments SET refund_calls = refund_calls + 1, refunded_minor = refunded_minor + $2, refunded_at = COALESCE(refunded_at, $3)
        WHERE ref = $1`,
      [providerRef, amountMinor, now],
    );
  });
