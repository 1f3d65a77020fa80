import type { PaymentCardForm, RefundDestination } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import type { UnsentRefundCutoffs } from '../payments/refund-claim';
import type { DepositRow } from './deposit-row';

const SESSION_ID = /^ps_[0-9a-f]{32}$/;

/** A deposit session (of the tenant when given), or null. */
export const findDeposit = async (db: Queryable, tenantId: number | null, id: string): Promise<DepositRow | null> => {
  if (!SESSION_ID.test(id)) return null;
  const [row] = await db.query<DepositRow>('SELECT * FROM reservation_payments WHERE id = $1 AND ($2::int IS NULL OR tenant_id = $2)', [
    id,
    tenantId,
  ]);
  return row ?? null;
};

/** The reservation's open (pending) deposit session, or null. */
export const findOpenDeposit = async (db: Queryable, tenantId: number, reservationId: number): Promise<DepositRow | null> => {
  const [row] = await db.query<DepositRow>(
    `SELECT * FROM reservation_payments WHERE tenant_id = $1 AND reservation_id = $2 AND status = 'pending'`,
    [tenantId, reservationId],
  );
  return row ?? null;
};

/** Where the customer pays a deposit: the provider's page, or the card step's form when the browser posts the card itself. */
export interface DepositPage {
  url: string;
  cardForm: PaymentCardForm | null;
}

/** The open session's page, read under its row lock (call in a transaction), or null when there is none. */
export const lockOpenDepositPage = async (tx: Queryable, tenantId: number, reservationId: number): Promise<DepositPage | null> => {
  const [current] = await tx.query<{ redirect_url: string; card_form: PaymentCardForm | null }>(
    `SELECT redirect_url, card_form FROM reservation_payments WHERE tenant_id = $1 AND reservation_id = $2 AND status = 'pending' FOR UPDATE`,
    [tenantId, reservationId],
  );
  return current ? { url: current.redirect_url, cardForm: current.card_form ?? null } : null;
};

export interface NewDeposit {
  id: string;
  tenantId: number;
  reservationId: number;
  provider: string;
  providerRef: string;
  amountMinor: number;
  currency: string;
  redirectUrl: string;
  cardForm: PaymentCardForm | null;
  expiresAt: Date;
  createdAt: Date;
}

/** Stores a new open (`pending`) deposit session. */
export const insertDeposit = async (tx: Queryable, deposit: NewDeposit): Promise<void> => {
  await tx.query(
    `INSERT INTO reservation_payments (id, tenant_id, reservation_id, provider, provider_ref, status, amount_minor, currency, redirect_url,
                                       expires_at, created_at, card_form)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9, $10, $11)`,
    [
      deposit.id,
      deposit.tenantId,
      deposit.reservationId,
      deposit.provider,
      deposit.providerRef,
      deposit.amountMinor,
      deposit.currency,
      deposit.redirectUrl,
      deposit.expiresAt,
      deposit.createdAt,
      deposit.cardForm ? JSON.stringify(deposit.cardForm) : null,
    ],
  );
};

/** Marks an open or expired deposit session paid; false when another caller settled it first. */
export const claimDepositPaid = async (tx: Queryable, id: string, now: Date): Promise<boolean> =>
  (
    await tx.query(
      `UPDATE reservation_payments SET status = 'paid', message = NULL, settled_at = $2 WHERE id = $1 AND status IN ('pending', 'expired') RETURNING id`,
      [id, now],
    )
  ).length > 0;

/** A deposit paid too late (the hold ran out, or a cancel came first): its refund to the card is claimed. */
export const markLateDepositRefunded = async (tx: Queryable, id: string, now: Date): Promise<DepositRow | null> => {
  const [late] = await tx.query<DepositRow>(
    `UPDATE reservation_payments SET status = 'refunded', refund_status = 'pending', refund_destination = 'card', refund_attempted_at = $2
      WHERE id = $1 RETURNING *`,
    [id, now],
  );
  return late ?? null;
};

/** An open deposit session the provider refused, with its reason. */
export const markDepositFailed = async (db: Queryable, id: string, message: string | null, now: Date): Promise<void> => {
  await db.query(`UPDATE reservation_payments SET status = 'failed', message = $2, settled_at = $3 WHERE id = $1 AND status = 'pending'`, [
    id,
    message,
    now,
  ]);
};

/** An open deposit session whose time ran out. */
export const markDepositExpired = async (db: Queryable, id: string, now: Date): Promise<void> => {
  await db.query(`UPDATE reservation_payments SET status = 'expired', settled_at = $2 WHERE id = $1 AND status = 'pending'`, [id, now]);
};

/** Voids the reservation's open payment sessions (a cancel): a payment still made on one is refunded when settled. */
export const voidDeposits = async (db: Queryable, tenantId: number, reservationId: number, now: Date): Promise<void> => {
  await db.query(
    `UPDATE reservation_payments SET status = 'expired', settled_at = $3 WHERE tenant_id = $1 AND reservation_id = $2 AND status = 'pending'`,
    [tenantId, reservationId, now],
  );
};

/**
 * Claims the reservation's paid deposit for a refund (the conditional update lets one caller have it):
 * to the wallet it is refunded at once, to the card it is `pending` until given to the provider. Null when none is paid.
 */
export const claimPaidDepositRefund = async (
  tx: Queryable,
  reservation: { tenant_id: number; id: number },
  destination: RefundDestination,
  now: Date,
): Promise<DepositRow | null> => {
  const [claimed] = await tx.query<DepositRow>(
    `UPDATE reservation_payments SET status = 'refunded', refund_status = $3, refund_destination = $4, refund_attempted_at = $5,
            refunded_at = CASE WHEN $4 = 'wallet' THEN $5::timestamptz END
      WHERE tenant_id = $1 AND reservation_id = $2 AND status = 'paid' RETURNING *`,
    [reservation.tenant_id, reservation.id, destination === 'wallet' ? 'refunded' : 'pending', destination, now],
  );
  return claimed ?? null;
};

/**
 * Claims a card refund for sending (`sending`), from the status it was seen in, or one whose claim is
 * older than `claimMinutes` (lost); null when another caller has it.
 */
export const claimDepositRefundSending = async (
  db: Queryable,
  payment: Pick<DepositRow, 'id' | 'refund_status'>,
  now: Date,
  claimMinutes: number,
): Promise<DepositRow | null> => {
  const [claimed] = await db.query<DepositRow>(
    `UPDATE reservation_payments SET refund_status = 'sending', refund_attempted_at = $3
      WHERE id = $1 AND refund_destination = 'card'
        AND ((refund_status = $2 AND refund_status IN ('pending', 'failed'))
          OR (refund_status = 'sending' AND refund_attempted_at < $3::timestamptz - make_interval(mins => $4)))
      RETURNING *`,
    [payment.id, payment.refund_status, now, claimMinutes],
  );
  return claimed ?? null;
};

export const markDepositRefundFailed = async (tx: Queryable, id: string, message: string): Promise<void> => {
  await tx.query(`UPDATE reservation_payments SET refund_status = 'failed', refund_message = $2 WHERE id = $1`, [id, message]);
};

export const markDepositRefunded = async (tx: Queryable, id: string, at: Date): Promise<void> => {
  await tx.query(`UPDATE reservation_payments SET refund_status = 'refunded', refund_message = NULL, refunded_at = $2 WHERE id = $1`, [
    id,
    at,
  ]);
};

/** The reservation's card refund still to send (refused, or never given to the provider), or null. */
export const findUnsentDepositRefundOf = async (db: Queryable, tenantId: number, reservationId: number): Promise<DepositRow | null> => {
  const [payment] = await db.query<DepositRow>(
    `SELECT * FROM reservation_payments
      WHERE tenant_id = $1 AND reservation_id = $2 AND refund_destination = 'card' AND refund_status IN ('pending', 'sending', 'failed')`,
    [tenantId, reservationId],
  );
  return payment ?? null;
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

/** The tenant and adapter of a deposit's provider reference, or null. */
export const findDepositReferenceOwner = async (
  db: Queryable,
  providerRef: string,
): Promise<{ tenant_id: number; provider: string } | null> =>
  (
    await db.query<{ tenant_id: number; provider: string }>(
      'SELECT tenant_id, provider FROM reservation_payments WHERE provider_ref = $1 LIMIT 1',
      [providerRef],
    )
  )[0] ?? null;

/** The tenant of a deposit session, or null. */
export const findDepositTenantId = async (db: Queryable, sessionId: string): Promise<number | null> =>
  (await db.query<{ tenant_id: number }>('SELECT tenant_id FROM reservation_payments WHERE id = $1', [sessionId]))[0]?.tenant_id ?? null;
