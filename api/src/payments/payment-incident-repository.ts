import { fromMinor, type PaymentIncident } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

interface IncidentRow {
  id: number;
  order_id: number;
  order_number: number;
  session_id: string;
  reason: PaymentIncident['reason'];
  amount_minor: number;
  currency: string;
  refund_status: PaymentIncident['refund_status'];
  refund_message: string | null;
  created_at: Date;
  refunded_at: Date | null;
}

/** A payment incident as stored: its id and the idempotency key its refund is sent with. */
export interface RecordedIncident {
  id: number;
  refund_key: string;
}

/** Records a payment that reached an order which could no longer take it (one per session). */
export const recordIncident = async (
  tx: Queryable,
  session: { id: string; tenant_id: number; order_id: number; amount_minor: number; currency: string },
  reason: PaymentIncident['reason'],
  now: Date,
): Promise<RecordedIncident> => {
  const [row] = await tx.query<RecordedIncident>(
    `INSERT INTO payment_incidents (tenant_id, order_id, session_id, reason, amount_minor, currency, refund_status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) RETURNING id, refund_key`,
    [session.tenant_id, session.order_id, session.id, reason, session.amount_minor, session.currency, now],
  );
  if (!row) throw new Error('payment incident not stored');
  return row;
};

export const markIncidentRefunded = async (db: Queryable, incidentId: number, at: Date): Promise<void> => {
  await db.query(`UPDATE payment_incidents SET refund_status = 'refunded', refund_message = NULL, refunded_at = $2 WHERE id = $1`, [
    incidentId,
    at,
  ]);
};

export const markIncidentRefundFailed = async (db: Queryable, incidentId: number, message: string): Promise<void> => {
  await db.query(`UPDATE payment_incidents SET refund_status = 'failed', refund_message = $2 WHERE id = $1`, [incidentId, message]);
};

/** The tenant's incidents, newest first. */
export const listIncidents = async (db: Queryable, tenantId: number, limit = 100): Promise<PaymentIncident[]> => {
  const rows = await db.query<IncidentRow>(
    `SELECT i.id, i.order_id, o.number AS order_number, i.session_id, i.reason, i.amount_minor, i.currency, i.refund_status,
            i.refund_message, i.created_at, i.refunded_at
       FROM payment_incidents i JOIN orders o ON o.tenant_id = i.tenant_id AND o.id = i.order_id
      WHERE i.tenant_id = $1 ORDER BY i.id DESC LIMIT $2`,
    [tenantId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    order_id: row.order_id,
    order_number: row.order_number,
    session_id: row.session_id,
    reason: row.reason,
    amount: fromMinor(row.amount_minor),
    currency: row.currency,
    refund_status: row.refund_status,
    refund_message: row.refund_message,
    created_at: new Date(row.created_at).toISOString(),
    refunded_at: row.refunded_at === null ? null : new Date(row.refunded_at).toISOString(),
  }));
};
