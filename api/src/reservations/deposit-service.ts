import { randomBytes } from 'node:crypto';
import { CARD_INVALID_MESSAGE } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/http-error';
import { withOpeningLock } from '../payments/opening-lock';
import { sendDepositRefund } from './deposit-refund-service';
import type { DepositDeps, DepositRow } from './deposit-row';
import type { ReservationRow } from './reservation-repository';

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

const findOpenDeposit = async (db: Queryable, tenantId: number, reservationId: number): Promise<DepositRow | null> => {
  const [row] = await db.query<DepositRow>(
    `SELECT * FROM reservation_payments WHERE tenant_id = $1 AND reservation_id = $2 AND status = 'pending'`,
    [tenantId, reservationId],
  );
  return row ?? null;
};

export type DepositOutcome = {
  paid: boolean;
  code: 'payment_failed' | 'card_invalid' | 'payment_session_expired' | 'payment_refunded' | null;
};

/**
 * Asks the provider about a deposit session and applies the answer once. A payment is taken only by a
 * reservation still waiting for it with its hold running: it becomes `confirmed`. A payment that
 * arrives after the hold ran out or after a cancel is given back through the adapter.
 * Answers the session's outcome and the reservation when it moved.
 */
export const settleDeposit = async (deps: DepositDeps, session: DepositRow): Promise<DepositOutcome & { moved: ReservationRow | null }> => {
  const { db, clock, provider } = deps;
  const now = clock();
  let moved: ReservationRow | null = null;
  if (session.status === 'pending' || session.status === 'expired') {
    const verified = await provider.verify(session.provider_ref);
    if (verified.status === 'paid') {
      const lateRefund = await db.transaction(async (tx): Promise<DepositRow | null> => {
        const claimed = await tx.query(
          `UPDATE reservation_payments SET status = 'paid', message = NULL, settled_at = $2 WHERE id = $1 AND status IN ('pending', 'expired') RETURNING id`,
          [session.id, now],
        );
        if (claimed.length === 0) return null;
        const [confirmed] = await tx.query<ReservationRow>(
          `UPDATE reservations SET status = 'confirmed', action = 'confirm', paid_at = $3, send_notification = true, updated_at = $3
            WHERE tenant_id = $1 AND id = $2 AND status IN ('pending', 'pending_payment') AND paid_at IS NULL AND hold_expires_at > $3 RETURNING *`,
          [session.tenant_id, session.reservation_id, now],
        );
        moved = confirmed ?? null;
        if (confirmed) return null;
        // Paid after the hold ran out or after a cancel: it goes back to the card it came from.
        const [late] = await tx.query<DepositRow>(
          `UPDATE reservation_payments SET status = 'refunded', refund_status = 'pending', refund_destination = 'card', refund_attempted_at = $2
            WHERE id = $1 RETURNING *`,
          [session.id, now],
        );
        return late ?? null;
      });
      if (lateRefund) await sendDepositRefund(deps, lateRefund);
    } else if (verified.status === 'failed') {
      await db.query(
        `UPDATE reservation_payments SET status = 'failed', message = $2, settled_at = $3 WHERE id = $1 AND status = 'pending'`,
        [session.id, verified.message, now],
      );
    } else if (new Date(session.expires_at) <= now) {
      await db.query(`UPDATE reservation_payments SET status = 'expired', settled_at = $2 WHERE id = $1 AND status = 'pending'`, [
        session.id,
        now,
      ]);
    }
  }
  const current = (await findDeposit(db, session.tenant_id, session.id)) ?? session;
  const codes: Partial<Record<DepositRow['status'], DepositOutcome['code']>> = {
    failed: current.message === CARD_INVALID_MESSAGE ? 'card_invalid' : 'payment_failed',
    expired: 'payment_session_expired',
    refunded: 'payment_refunded',
  };
  return { paid: current.status === 'paid', code: codes[current.status] ?? null, moved };
};

/**
 * The deposit's payment page: the open session while the provider still waits on it, else a new one
 * (lasting as long as the hold). A session the provider already decided is settled first (`settle`);
 * answers null when that paid the deposit. Parallel calls, on any api instance, open one at a time
 * (`withOpeningLock`, taken before the provider is asked): one provider session, the same page for all.
 */
export const openDeposit = (
  deps: DepositDeps,
  tenant: { id: number; name: string },
  reservation: ReservationRow,
  returnUrlOf: (sessionId: string) => Promise<string>,
  settle: (session: DepositRow) => Promise<DepositOutcome>,
): Promise<string | null> =>
  withOpeningLock(deps.db, 'reservation', reservation.id, () => openDepositOnce(deps, tenant, reservation, returnUrlOf, settle));

const openDepositOnce = async (
  deps: DepositDeps,
  tenant: { id: number; name: string },
  reservation: ReservationRow,
  returnUrlOf: (sessionId: string) => Promise<string>,
  settle: (session: DepositRow) => Promise<DepositOutcome>,
): Promise<string | null> => {
  const open = await findOpenDeposit(deps.db, tenant.id, reservation.id);
  if (open) {
    const verified = await deps.provider.verify(open.provider_ref);
    if (verified.status === 'pending' && new Date(open.expires_at) > deps.clock()) return open.redirect_url;
    if ((await settle(open)).paid) return null;
  }
  const id = `ps_${randomBytes(16).toString('hex')}`;
  const created = await deps.provider.createSession({
    sessionId: id,
    amountMinor: reservation.cost_minor,
    currency: reservation.currency,
    method: 'hosted',
    orderNumber: reservation.id,
    subject: 'reservation',
    tenantName: tenant.name,
    returnUrl: await returnUrlOf(id),
  });
  const stored = await deps.db.transaction(async (tx) => {
    const [current] = await tx.query<{ id: string; redirect_url: string }>(
      `SELECT id, redirect_url FROM reservation_payments WHERE tenant_id = $1 AND reservation_id = $2 AND status = 'pending' FOR UPDATE`,
      [tenant.id, reservation.id],
    );
    // A parallel call stored its session first: that one is the payment page.
    if (current) return current.redirect_url;
    await tx.query(
      `INSERT INTO reservation_payments (id, tenant_id, reservation_id, provider, provider_ref, status, amount_minor, currency, redirect_url,
                                         expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9, $10)`,
      [
        id,
        tenant.id,
        reservation.id,
        deps.provider.name,
        created.providerRef,
        reservation.cost_minor,
        reservation.currency,
        created.redirectUrl,
        reservation.hold_expires_at,
        deps.clock(),
      ],
    );
    return created.redirectUrl;
  });
  if (!stored) throw new HttpError(409, 'payment_not_started');
  return stored;
};

/** Voids the reservation's open payment sessions (a cancel): a payment still made on one is refunded when settled. */
export const voidDeposits = async (db: Queryable, tenantId: number, reservationId: number, now: Date): Promise<void> => {
  await db.query(
    `UPDATE reservation_payments SET status = 'expired', settled_at = $3 WHERE tenant_id = $1 AND reservation_id = $2 AND status = 'pending'`,
    [tenantId, reservationId, now],
  );
};
