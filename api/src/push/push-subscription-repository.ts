import type { Locale, PushTarget } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

/** What a subscription is for, as stored: the kind and the row's id (a waiting entry's token beside it). */
export interface StoredTarget {
  kind: 'waiting' | 'order' | 'reservation';
  id: number;
  token: string | null;
}

export interface PushSubscriptionRow {
  id: number;
  tenant_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: Locale;
  target_kind: StoredTarget['kind'];
  target_id: number;
  target_token: string | null;
  customer_id: number | null;
}

/**
 * Keeps the browser's subscription for the target: one row per (tenant, endpoint, target), so the same
 * subscription again (or many at once) keeps one row, with the keys and language last sent.
 */
export const upsertPushSubscription = async (
  db: Queryable,
  row: {
    tenantId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    lang: Locale;
    target: StoredTarget;
    customerId: number | null;
    now: Date;
  },
): Promise<void> => {
  await db.query(
    `INSERT INTO push_subscriptions (tenant_id, endpoint, p256dh, auth, lang, target_kind, target_id, target_token, customer_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (tenant_id, endpoint, target_kind, target_id)
     DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, lang = EXCLUDED.lang,
                   customer_id = COALESCE(EXCLUDED.customer_id, push_subscriptions.customer_id)`,
    [row.tenantId, row.endpoint, row.p256dh, row.auth, row.lang, row.target.kind, row.target.id, row.target.token, row.customerId, row.now],
  );
};

/**
 * Keeps the newest `perTarget` subscriptions of the target and the newest `perCustomer` of the customer
 * (when there is one): the older ones are deleted. Run after every subscribe, each one sees the rows
 * of those before it, so parallel subscribes never leave more than the caps. Each trim locks its rows
 * newest first (`FOR UPDATE` under the `ORDER BY`), so parallel trims of a target and of a customer,
 * which delete overlapping rows, take their locks in one order and never deadlock (on PostgreSQL, 4 of
 * 30 parallel subscribes of one order answered 500 when each DELETE locked in its own plan's order).
 */
export const trimPushSubscriptions = async (
  db: Queryable,
  { tenantId, target, customerId }: { tenantId: number; target: StoredTarget; customerId: number | null },
  { perTarget, perCustomer }: { perTarget: number; perCustomer: number },
): Promise<void> => {
  await db.query(
    `DELETE FROM push_subscriptions WHERE id IN (
       SELECT id FROM push_subscriptions WHERE tenant_id = $1 AND target_kind = $2 AND target_id = $3 ORDER BY id DESC OFFSET $4 FOR UPDATE)`,
    [tenantId, target.kind, target.id, perTarget],
  );
  if (customerId === null) return;
  await db.query(
    `DELETE FROM push_subscriptions WHERE id IN (
       SELECT id FROM push_subscriptions WHERE tenant_id = $1 AND customer_id = $2 ORDER BY id DESC OFFSET $3 FOR UPDATE)`,
    [tenantId, customerId, perCustomer],
  );
};

/** The subscriptions of one target of the tenant. */
export const findTargetSubscriptions = (
  db: Queryable,
  tenantId: number,
  kind: StoredTarget['kind'],
  targetId: number,
): Promise<PushSubscriptionRow[]> =>
  db.query<PushSubscriptionRow>(
    `SELECT id, tenant_id, endpoint, p256dh, auth, lang, target_kind, target_id, target_token, customer_id
       FROM push_subscriptions WHERE tenant_id = $1 AND target_kind = $2 AND target_id = $3 ORDER BY id`,
    [tenantId, kind, targetId],
  );

/**
 * The subscriptions of one target of the tenant named `tenantName`, with the tenant's id and titles: one
 * indexed read where the caller knows the tenant by name only (an order's change, told on every one).
 */
export const findTargetSubscriptionsByTenantName = (
  db: Queryable,
  tenantName: string,
  kind: StoredTarget['kind'],
  targetId: number,
): Promise<(PushSubscriptionRow & { title_ar: string; title_en: string })[]> =>
  db.query<PushSubscriptionRow & { title_ar: string; title_en: string }>(
    `SELECT s.id, s.tenant_id, s.endpoint, s.p256dh, s.auth, s.lang, s.target_kind, s.target_id, s.target_token, s.customer_id,
            t.title_ar, t.title_en
       FROM push_subscriptions s JOIN tenants t ON t.id = s.tenant_id
      WHERE t.name = $1 AND s.target_kind = $2 AND s.target_id = $3 ORDER BY s.id`,
    [tenantName, kind, targetId],
  );

/** The push service said the subscription is gone (404/410): it is forgotten. */
export const deletePushSubscription = async (db: Queryable, tenantId: number, id: number): Promise<void> => {
  await db.query('DELETE FROM push_subscriptions WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
};

/** The browser unsubscribed: every target of this endpoint at the tenant. */
export const deleteEndpointSubscriptions = async (
  db: Queryable,
  tenantId: number,
  endpoint: string,
  target?: PushTarget,
): Promise<void> => {
  if (!target) {
    await db.query('DELETE FROM push_subscriptions WHERE tenant_id = $1 AND endpoint = $2', [tenantId, endpoint]);
    return;
  }
  // A waiting entry is named by its link token, an order or reservation by its id.
  const [column, value] =
    target.kind === 'waiting'
      ? ['target_token', target.token]
      : ['target_id', target.kind === 'order' ? target.order_id : target.reservation_id];
  await db.query(`DELETE FROM push_subscriptions WHERE tenant_id = $1 AND endpoint = $2 AND target_kind = $3 AND ${column} = $4`, [
    tenantId,
    endpoint,
    target.kind,
    value,
  ]);
};

/** "Sign out on every device": every subscription the customer made at the tenant; answers how many. */
export const deleteCustomerSubscriptions = async (db: Queryable, tenantId: number, customerId: number): Promise<number> => {
  const rows = await db.query<{ id: number }>('DELETE FROM push_subscriptions WHERE tenant_id = $1 AND customer_id = $2 RETURNING id', [
    tenantId,
    customerId,
  ]);
  return rows.length;
};
