import { randomBytes } from 'node:crypto';
import {
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
import { insertStatusEvent, type OrderRow } from '../orders/order-repository';
import type { PaymentProvider } from './payment-provider';

export const SESSION_MINUTES = 30;

interface SessionRow {
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

/** The order's newest session still pending and not expired, or null. */
export const findLiveSession = async (db: Queryable, tenantId: number, orderId: number, now: Date): Promise<PaymentSession | null> => {
  const rows = await db.query<SessionRow>(
    `SELECT * FROM payment_sessions WHERE tenant_id = $1 AND order_id = $2 AND status = 'pending' AND expires_at > $3
      ORDER BY created_at DESC LIMIT 1`,
    [tenantId, orderId, now],
  );
  return rows[0] ? toSession(rows[0]) : null;
};

/** A new payment session for what the order still owes; earlier pending sessions of the order expire. */
export const createPaymentSession = async (
  db: Db,
  provider: PaymentProvider,
  clock: Clock,
  tenant: { id: number; name: string },
  order: Pick<OrderRow, 'id' | 'number' | 'amount_due_minor' | 'currency' | 'payment_method'>,
  returnUrlOf: (sessionId: string) => Promise<string> | string,
): Promise<PaymentSession> => {
  const now = clock();
  const method = order.payment_method === 'card' ? 'card' : 'hosted';
  await db.query(
    `UPDATE payment_sessions SET status = 'expired', settled_at = $3 WHERE tenant_id = $1 AND order_id = $2 AND status = 'pending'`,
    [tenant.id, order.id, now],
  );
  const id = `ps_${randomBytes(16).toString('hex')}`;
  const created = await provider.createSession({
    sessionId: id,
    amountMinor: order.amount_due_minor,
    currency: order.currency,
    method,
    orderNumber: order.number,
    tenantName: tenant.name,
    returnUrl: await returnUrlOf(id),
  });
  const [row] = await db.query<SessionRow>(
    `INSERT INTO payment_sessions (id, tenant_id, order_id, provider, provider_ref, method, status, amount_minor, currency, redirect_url,
                                   expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $10, $11) RETURNING *`,
    [
      id,
      tenant.id,
      order.id,
      provider.name,
      created.providerRef,
      method,
      order.amount_due_minor,
      order.currency,
      created.redirectUrl,
      new Date(now.getTime() + SESSION_MINUTES * 60_000),
      now,
    ],
  );
  if (!row) throw new Error('payment session not stored');
  return toSession(row);
};

export interface SettleDeps {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  realtime: Realtime;
}

/**
 * Asks the provider about the session and applies the answer once: a payment moves the order from
 * `callcenter_pending` to `created` and marks it paid (a conditional update, so a return and a
 * webhook arriving together move it once and emit once); a refusal or an expiry only marks the session.
 */
export const settleSession = async (
  { db, provider, clock, realtime }: SettleDeps,
  session: SessionRow,
  tenantName: string,
): Promise<PaymentConfirm> => {
  const now = clock();
  if (session.status === 'pending' || session.status === 'expired') {
    const verified = await provider.verify(session.provider_ref);
    if (verified.status === 'paid') {
      const moved = await db.transaction(async (tx) => {
        const updated = await tx.query(
          `UPDATE payment_sessions SET status = 'paid', message = NULL, settled_at = $2 WHERE id = $1 AND status IN ('pending', 'expired') RETURNING id`,
          [session.id, now],
        );
        if (updated.length === 0) return null;
        const [before] = await tx.query<{ status: OrderStatus; paid_at: Date | null }>(
          'SELECT status, paid_at FROM orders WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
          [session.tenant_id, session.order_id],
        );
        if (!before || before.paid_at !== null) return null;
        const status: OrderStatus = before.status === 'callcenter_pending' ? 'created' : before.status;
        const [order] = await tx.query<{ id: number; customer_id: number; status: OrderStatus; estimated_at: Date | null }>(
          'UPDATE orders SET paid_at = $3, status = $4 WHERE tenant_id = $1 AND id = $2 RETURNING id, customer_id, status, estimated_at',
          [session.tenant_id, session.order_id, now, status],
        );
        if (order && status !== before.status) {
          await insertStatusEvent(tx, session.tenant_id, order.id, status, now, 'payment');
          return order;
        }
        return null;
      });
      if (moved) emitOrderUpdated(realtime, tenantName, moved);
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
  const current = (await findSessionRow(db, session.tenant_id, session.id)) ?? session;
  const [order] = await db.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE tenant_id = $1 AND id = $2', [
    session.tenant_id,
    session.order_id,
  ]);
  const message = current.status === 'failed' ? current.message : current.status === 'expired' ? PAYMENT_SESSION_EXPIRED_MESSAGE : null;
  return {
    session: toSession(current),
    order_id: current.order_id,
    order_status: order?.status ?? 'callcenter_pending',
    paid: current.status === 'paid',
    message,
  };
};
