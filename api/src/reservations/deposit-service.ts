import { randomBytes } from 'node:crypto';
import { CARD_INVALID_MESSAGE } from '@storefront/shared/contracts';
import { DomainError } from '../domain/domain-error';
import { cardFormOf } from '../payments/card-form';
import { withOpeningLock } from '../payments/opening-lock';
import { sendDepositRefund } from './deposit-refund-service';
import type { DepositDeps, DepositRow } from './deposit-row';
import { confirmPaidReservation, type ReservationRow } from './reservation-repository';
import {
  claimDepositPaid,
  findDeposit,
  findOpenDeposit,
  insertDeposit,
  lockOpenDepositPage,
  type DepositPage,
  markDepositExpired,
  markDepositFailed,
  markLateDepositRefunded,
} from './reservation-payment-repository';
import { verifySessionPayment } from '../payments/verified-payment';

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
    const verified = await verifySessionPayment(provider, session);
    if (verified.status === 'paid') {
      const lateRefund = await db.transaction(async (tx): Promise<DepositRow | null> => {
        if (!(await claimDepositPaid(tx, session.id, now))) return null;
        const confirmed = await confirmPaidReservation(tx, session.tenant_id, session.reservation_id, now);
        moved = confirmed;
        if (confirmed) return null;
        // Paid after the hold ran out or after a cancel: it goes back to the card it came from.
        return markLateDepositRefunded(tx, session.id, now);
      });
      if (lateRefund) await sendDepositRefund(deps, lateRefund);
    } else if (verified.status === 'failed') {
      await markDepositFailed(db, session.id, verified.message, now);
    } else if (new Date(session.expires_at) <= now) {
      await markDepositExpired(db, session.id, now);
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
): Promise<DepositPage | null> =>
  withOpeningLock(deps.db, 'reservation', reservation.id, () => openDepositOnce(deps, tenant, reservation, returnUrlOf, settle));

const openDepositOnce = async (
  deps: DepositDeps,
  tenant: { id: number; name: string },
  reservation: ReservationRow,
  returnUrlOf: (sessionId: string) => Promise<string>,
  settle: (session: DepositRow) => Promise<DepositOutcome>,
): Promise<DepositPage | null> => {
  const open = await findOpenDeposit(deps.db, tenant.id, reservation.id);
  if (open) {
    const verified = await verifySessionPayment(deps.provider, open);
    if (verified.status === 'pending' && new Date(open.expires_at) > deps.clock())
      return { url: open.redirect_url, cardForm: open.card_form ?? null };
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
  const cardForm = cardFormOf(created);
  const stored = await deps.db.transaction(async (tx): Promise<DepositPage> => {
    const current = await lockOpenDepositPage(tx, tenant.id, reservation.id);
    // A parallel call stored its session first: that one is the payment page.
    if (current !== null) return current;
    await insertDeposit(tx, {
      id,
      tenantId: tenant.id,
      reservationId: reservation.id,
      provider: created.provider ?? deps.provider.name,
      providerRef: created.providerRef,
      amountMinor: reservation.cost_minor,
      currency: reservation.currency,
      redirectUrl: created.redirectUrl,
      cardForm,
      expiresAt: reservation.hold_expires_at,
      createdAt: deps.clock(),
    });
    return { url: created.redirectUrl, cardForm };
  });
  if (!stored) throw new DomainError('payment_not_started');
  return stored;
};
