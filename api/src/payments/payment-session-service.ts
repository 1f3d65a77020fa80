import {
  CARD_INVALID_MESSAGE,
  PAYMENT_REFUNDED_MESSAGE,
  PAYMENT_SESSION_EXPIRED_MESSAGE,
  fromMinor,
  type OrderStatus,
  type PaymentConfirm,
  type PaymentSession,
} from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import type { Realtime } from '../realtime/realtime';
import { emitOrderUpdated } from '../orders/order-events';
import { insertStatusEvent } from '../orders/order-repository';
import { readOrderSettings } from '../orders/order-settings';
import { tendersOf } from '../orders/order-tenders';
import { isUnpaidExpired } from '../orders/unpaid-expiry';
import { cancelUnpaidOrder, expireIfUnpaidTooLong, type MovedOrder } from '../orders/unpaid-orders';
import { recordIncident, refundIncident } from './payment-incident-service';
import type { PaymentProvider } from './payment-provider';

export const SESSION_MINUTES = 30;

export interface SessionRow {
  id: string;
  tenant_id: number;
  order_id: number;
  provider: string;
  provider_ref: string;
  method: 'hosted' | 'card';
  status: PaymentSession['status'];
  amount_minor: number;
  currency: string;
  redirect_url: string;
  message: string | null;
  expires_at: Date;
}

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
});

const SESSION_ID = /^ps_[0-9a-f]{32}$/;

/** A session of the tenant (any tenant when null), or null. */
export const findSessionRow = async (db: Queryable, tenantId: number | null, id: string): Promise<SessionRow | null> => {
  if (!SESSION_ID.test(id)) return null;
  const rows = await db.query<SessionRow>('SELECT * FROM payment_sessions WHERE id = $1 AND ($2::int IS NULL OR tenant_id = $2)', [
    id,
    tenantId,
  ]);
  return rows[0] ?? null;
};

/** The order's open (pending) session, or null: at most one (a unique index says so). */
export const findOpenSession = async (db: Queryable, tenantId: number, orderId: number): Promise<SessionRow | null> => {
  const rows = await db.query<SessionRow>(`SELECT * FROM payment_sessions WHERE tenant_id = $1 AND order_id = $2 AND status = 'pending'`, [
    tenantId,
    orderId,
  ]);
  return rows[0] ?? null;
};

export interface SettleDeps {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  realtime: Realtime;
}

type PaidOutcome = { moved: MovedOrder | null; incidentId: number | null };

/**
 * A payment the provider says was made, applied once under the order's lock: it pays an order waiting
 * for it (`callcenter_pending` → `created`); on an order already paid, canceled or expired it is
 * recorded as an incident to refund. The session's conditional update decides which of several
 * parallel callers (return page, webhook, a new attempt) applies it.
 */
const applyPayment = async (tx: Queryable, session: SessionRow, now: Date, expiryMinutes: number): Promise<PaidOutcome> => {
  const [order] = await tx.query<{ status: OrderStatus; paid_at: Date | null; created_at: Date }>(
    'SELECT status, paid_at, created_at FROM orders WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
    [session.tenant_id, session.order_id],
  );
  const claimed = await tx.query(
    `UPDATE payment_sessions SET status = 'paid', message = NULL, settled_at = $2 WHERE id = $1 AND status IN ('pending', 'expired') RETURNING id`,
    [session.id, now],
  );
  if (!order || claimed.length === 0) return { moved: null, incidentId: null };
  let expired: MovedOrder | null = null;
  if (isUnpaidExpired(order, now, expiryMinutes)) {
    expired = await cancelUnpaidOrder(tx, session.tenant_id, session.order_id, now, 'payment_expired');
    order.status = 'canceled';
  }
  if (order.paid_at === null && order.status === 'callcenter_pending') {
    const [moved] = await tx.query<MovedOrder>(
      `UPDATE orders SET paid_at = $3, status = 'created' WHERE tenant_id = $1 AND id = $2 RETURNING id, customer_id, status, estimated_at`,
      [session.tenant_id, session.order_id, now],
    );
    await insertStatusEvent(tx, session.tenant_id, session.order_id, 'created', now, 'payment');
    return { moved: moved ?? null, incidentId: null };
  }
  await tx.query(`UPDATE payment_sessions SET status = 'refunded', message = $2 WHERE id = $1`, [session.id, PAYMENT_REFUNDED_MESSAGE]);
  const incidentId = await recordIncident(tx, session, order.paid_at !== null ? 'order_already_paid' : 'order_canceled', now);
  return { moved: expired, incidentId };
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
    const verified = await provider.verify(session.provider_ref);
    if (verified.status === 'paid') {
      const outcome = await db.transaction((tx) => applyPayment(tx, session, now, settings.unpaidExpiryMinutes));
      if (outcome.moved) emitOrderUpdated(realtime, tenantName, outcome.moved);
      if (outcome.incidentId !== null) await refundIncident(deps, outcome.incidentId, session);
    } else if (verified.status === 'failed') {
      await db.query(`UPDATE payment_sessions SET status = 'failed', message = $2, settled_at = $3 WHERE id = $1 AND status = 'pending'`, [
        session.id,
        verified.message,
        now,
      ]);
    } else if (new Date(session.expires_at) <= now) {
      await db.query(`UPDATE payment_sessions SET status = 'expired', settled_at = $2 WHERE id = $1 AND status = 'pending'`, [
        session.id,
        now,
      ]);
    }
  }
  const expired = await expireIfUnpaidTooLong(db, session.tenant_id, session.order_id, now, settings.unpaidExpiryMinutes);
  if (expired) emitOrderUpdated(realtime, tenantName, expired);
  return confirmAnswer(db, session, settings.unpaidExpiryMinutes, now);
};

const confirmAnswer = async (db: Db, session: SessionRow, expiryMinutes: number, now: Date): Promise<PaymentConfirm> => {
  const current = (await findSessionRow(db, session.tenant_id, session.id)) ?? session;
  const [order] = await db.query<{
    status: OrderStatus;
    paid_at: Date | null;
    created_at: Date;
    points_used: number;
    wallet_discount_minor: number;
    tenders_released_at: Date | null;
  }>(
    'SELECT status, paid_at, created_at, points_used, wallet_discount_minor, tenders_released_at FROM orders WHERE tenant_id = $1 AND id = $2',
    [session.tenant_id, session.order_id],
  );
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
