import {
  CARD_INVALID_MESSAGE,
  PAYMENT_REFUNDED_MESSAGE,
  PAYMENT_SESSION_EXPIRED_MESSAGE,
  fromMinor,
  type PaymentConfirm,
  type PaymentSession,
} from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { Realtime } from '../realtime/realtime';
import { emitOrderUpdated } from '../orders/order-events';
import {
  findOrder,
  findOrderPaymentState,
  insertStatusEvent,
  lockOrderPayment,
  markOrderPaid,
  type MovedOrder,
} from '../orders/order-repository';
import { readOrderSettings } from '../orders/order-settings';
import { tendersOf } from '../orders/order-tender-service';
import { isUnpaidExpired } from '../orders/unpaid-expiry';
import { cancelUnpaidOrder, expireIfUnpaidTooLong } from '../orders/unpaid-order-service';
import { recordIncident, type RecordedIncident } from './payment-incident-repository';
import { refundIncident } from './payment-incident-service';
import type { PaymentProvider } from './payment-provider';
import {
  claimSessionPaid,
  findSessionRow,
  markSessionExpired,
  markSessionFailed,
  markSessionRefunded,
  type SessionRow,
} from './payment-session-repository';
import { verifySessionPayment } from './verified-payment';

export const SESSION_MINUTES = 30;

export const toSession = (row: SessionRow): PaymentSession => ({
  id: row.id,
  order_id: row.order_id,
  provider: row.provider,
  method: row.method,
  status: row.status,
  amount: fromMinor(row.amount_minor),
  currency: row.currency,
  redirect_url: row.redirect_url,
  expires_at: new Date(row.expires_at).toISOString(),
  card_form: row.card_form ?? null,
});

export interface SettleDeps {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  realtime: Realtime;
}

type PaidOutcome = { moved: MovedOrder | null; incident: RecordedIncident | null };

/**
 * A payment the provider says was made, applied once under the order's lock: it pays an order waiting
 * for it (`callcenter_pending` → `created`); on an order already paid, canceled or expired it is
 * recorded as an incident to refund. The session's conditional update decides which of several
 * parallel callers (return page, webhook, a new attempt) applies it.
 */
const applyPayment = async (tx: Queryable, session: SessionRow, now: Date, expiryMinutes: number): Promise<PaidOutcome> => {
  const order = await lockOrderPayment(tx, session.tenant_id, session.order_id);
  const claimed = await claimSessionPaid(tx, session.id, now);
  if (!order || !claimed) return { moved: null, incident: null };
  let expired: MovedOrder | null = null;
  if (isUnpaidExpired(order, now, expiryMinutes)) {
    expired = await cancelUnpaidOrder(tx, session.tenant_id, session.order_id, now, 'payment_expired');
    order.status = 'canceled';
  }
  if (order.paid_at === null && order.status === 'callcenter_pending') {
    const moved = await markOrderPaid(tx, session.tenant_id, session.order_id, now);
    await insertStatusEvent(tx, session.tenant_id, session.order_id, 'created', now, 'payment');
    return { moved, incident: null };
  }
  await markSessionRefunded(tx, session.id, PAYMENT_REFUNDED_MESSAGE);
  const incident = await recordIncident(tx, session, order.paid_at !== null ? 'order_already_paid' : 'order_canceled', now);
  return { moved: expired, incident };
};

/**
 * Asks the provider about the session and applies the answer once (see `applyPayment`); a refusal or
 * an expiry only marks the session. An order left unpaid too long expires on the way, as the sweep
 * would. Answers the session, the order's state and what became of its wallet and points.
 */
export const settleSession = async (deps: SettleDeps, session: SessionRow, tenantName: string): Promise<PaymentConfirm> => {
  const { db, provider, clock, realtime } = deps;
  const now = clock();
  const settings = await readOrderSettings(db, session.tenant_id);
  if (session.status === 'pending' || session.status === 'expired') {
    const verified = await verifySessionPayment(provider, session);
    if (verified.status === 'paid') {
      const outcome = await db.transaction((tx) => applyPayment(tx, session, now, settings.unpaidExpiryMinutes));
      if (outcome.moved) emitOrderUpdated(realtime, tenantName, outcome.moved);
      if (outcome.incident) await refundIncident(deps, outcome.incident, session);
    } else if (verified.status === 'failed') {
      await markSessionFailed(db, session.id, verified.message, now);
    } else if (new Date(session.expires_at) <= now) {
      await markSessionExpired(db, session.id, now);
    }
  }
  const expired = await expireIfUnpaidTooLong(db, session.tenant_id, session.order_id, now, settings.unpaidExpiryMinutes);
  if (expired) emitOrderUpdated(realtime, tenantName, expired);
  return confirmAnswer(db, session, settings.unpaidExpiryMinutes, now);
};

/** The customer's check-payment page: their order's session settled (404 `order_not_available` for anyone else's). */
export const confirmSession = async (
  deps: SettleDeps,
  tenant: { id: number; name: string },
  customerId: number,
  sessionId: string,
): Promise<PaymentConfirm> => {
  const session = await findSessionRow(deps.db, tenant.id, sessionId);
  const order = session && (await findOrder(deps.db, tenant.id, session.order_id, customerId));
  if (!session || !order) throw new DomainError('order_not_available', { variant: 'missing' });
  return settleSession(deps, session, tenant.name);
};

const confirmAnswer = async (db: Db, session: SessionRow, expiryMinutes: number, now: Date): Promise<PaymentConfirm> => {
  const current = (await findSessionRow(db, session.tenant_id, session.id)) ?? session;
  const order = await findOrderPaymentState(db, session.tenant_id, session.order_id);
  const messages: Partial<Record<PaymentSession['status'], string | null>> = {
    failed: current.message,
    expired: PAYMENT_SESSION_EXPIRED_MESSAGE,
    refunded: PAYMENT_REFUNDED_MESSAGE,
  };
  const codes: Partial<Record<PaymentSession['status'], PaymentConfirm['code']>> = {
    // The provider's failure is stored as its text: the card's own one, or the general one.
    failed: current.message === CARD_INVALID_MESSAGE ? 'card_invalid' : 'payment_failed',
    expired: 'payment_session_expired',
    refunded: 'payment_refunded',
  };
  return {
    session: toSession(current),
    order_id: current.order_id,
    order_status: order?.status ?? 'callcenter_pending',
    paid: current.status === 'paid',
    message: messages[current.status] ?? null,
    code: codes[current.status] ?? null,
    payable: !!order && order.paid_at === null && order.status === 'callcenter_pending' && !isUnpaidExpired(order, now, expiryMinutes),
    tenders: order ? tendersOf(order, expiryMinutes) : null,
  };
};
