import type { PaymentCardForm, PaymentSession } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

/** A row of payment_sessions: one hosted or card payment of an order. */
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
  /** The browser's card payment (`cardFormOfSessionSchema`), or null. */
  card_form: PaymentCardForm | null;
}

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

/** The provider's reference of the order's last paid session (what a refund gives back), or null. */
export const findPaidSessionRef = async (db: Queryable, tenantId: number, orderId: number): Promise<string | null> => {
  const [session] = await db.query<{ provider_ref: string }>(
    `SELECT provider_ref FROM payment_sessions WHERE tenant_id = $1 AND order_id = $2 AND status = 'paid' ORDER BY settled_at DESC LIMIT 1`,
    [tenantId, orderId],
  );
  return session?.provider_ref ?? null;
};

export type NewSession = Omit<SessionRow, 'status' | 'message'> & { created_at: Date };

/** Stores a new open (`pending`) session. */
export const insertSession = async (tx: Queryable, session: NewSession): Promise<SessionRow | null> => {
  const [row] = await tx.query<SessionRow>(
    `INSERT INTO payment_sessions (id, tenant_id, order_id, provider, provider_ref, method, status, amount_minor, currency, redirect_url,
                                   expires_at, created_at, card_form)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $10, $11, $12) RETURNING *`,
    [
      session.id,
      session.tenant_id,
      session.order_id,
      session.provider,
      session.provider_ref,
      session.method,
      session.amount_minor,
      session.currency,
      session.redirect_url,
      session.expires_at,
      session.created_at,
      session.card_form ? JSON.stringify(session.card_form) : null,
    ],
  );
  return row ?? null;
};

/** Marks an open or expired session paid; false when another caller settled it first. */
export const claimSessionPaid = async (tx: Queryable, id: string, now: Date): Promise<boolean> =>
  (
    await tx.query(
      `UPDATE payment_sessions SET status = 'paid', message = NULL, settled_at = $2 WHERE id = $1 AND status IN ('pending', 'expired') RETURNING id`,
      [id, now],
    )
  ).length > 0;

/** A paid session whose payment is given back. */
export const markSessionRefunded = async (tx: Queryable, id: string, message: string): Promise<void> => {
  await tx.query(`UPDATE payment_sessions SET status = 'refunded', message = $2 WHERE id = $1`, [id, message]);
};

/** An open session the provider refused, with its reason. */
export const markSessionFailed = async (db: Queryable, id: string, message: string | null, now: Date): Promise<void> => {
  await db.query(`UPDATE payment_sessions SET status = 'failed', message = $2, settled_at = $3 WHERE id = $1 AND status = 'pending'`, [
    id,
    message,
    now,
  ]);
};

/** An open session whose time ran out. */
export const markSessionExpired = async (db: Queryable, id: string, now: Date): Promise<void> => {
  await db.query(`UPDATE payment_sessions SET status = 'expired', settled_at = $2 WHERE id = $1 AND status = 'pending'`, [id, now]);
};

/** Voids the order's open sessions (a cancel, an expiry, a newer attempt): a payment still made on one is refunded. */
export const voidOpenSessions = async (tx: Queryable, tenantId: number, orderId: number, now: Date): Promise<void> => {
  await tx.query(
    `UPDATE payment_sessions SET status = 'expired', settled_at = $3 WHERE tenant_id = $1 AND order_id = $2 AND status = 'pending'`,
    [tenantId, orderId, now],
  );
};

/** The tenant and adapter of an order session's provider reference, or null. */
export const findSessionReferenceOwner = async (
  db: Queryable,
  providerRef: string,
): Promise<{ tenant_id: number; provider: string } | null> =>
  (
    await db.query<{ tenant_id: number; provider: string }>(
      'SELECT tenant_id, provider FROM payment_sessions WHERE provider_ref = $1 LIMIT 1',
      [providerRef],
    )
  )[0] ?? null;

/** The tenant of an order session, or null. */
export const findSessionTenantId = async (db: Queryable, sessionId: string): Promise<number | null> =>
  (await db.query<{ tenant_id: number }>('SELECT tenant_id FROM payment_sessions WHERE id = $1', [sessionId]))[0]?.tenant_id ?? null;
