import { backgroundWork } from '../background/background-work';
import type { OrderStatus } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { findOrder } from '../orders/order-repository';
import { findTenantById, type TenantRow } from '../tenancy/tenant-repository';
import { pushMessage } from './push-message';
import type { PushSender } from './push-sender';
import {
  deletePushSubscription,
  findTargetSubscriptions,
  findTargetSubscriptionsByTenantName,
  type PushSubscriptionRow,
  type StoredTarget,
} from './push-subscription-repository';
import type { PushNotice } from './push-texts';

/** A day: a status a device hears later than that is old news. "Your turn" lives shorter (see below). */
const TTL_SECONDS = 24 * 60 * 60;
/** "Your turn" a quarter of an hour late is no use: the SMS is the fallback. */
const TURN_TTL_SECONDS = 15 * 60;

/**
 * Web pushes of the status changes customers subscribed to. Every send happens after the
 * change is committed and never fails it: errors are logged, a subscription the push service says is
 * gone (404/410) is deleted. `sendInBackground` answers at once; `settled` waits for what is in flight.
 */
export interface PushNotifier {
  /** The VAPID public key browsers subscribe with; null when push is not configured (VAPID_* unset). */
  readonly publicKey: string | null;
  /** An order's status changed: pushed to its subscriptions, in the background. */
  orderChanged(tenantName: string, orderId: number, status: OrderStatus): void;
  /** A reservation was confirmed, cancelled or its deposit refunded: pushed in the background. */
  reservationChanged(tenantId: number, reservationId: number, event: 'confirmed' | 'cancelled' | 'refunded'): void;
  /** Whether the waiting entry has a subscription (then its "your turn" goes by push first). */
  hasWaitingSubscriptions(tenantId: number, entryId: number): Promise<boolean>;
  /** Pushes "your turn" (or "called again") to the entry's subscriptions; answers whether any push service accepted one. */
  waitingCalled(
    tenantId: number,
    entry: { id: number; branchId: number; branch: { ar: string; en: string } },
    again: boolean,
  ): Promise<boolean>;
  /** Runs `work` after the answer, logged on failure (tests wait for it with `settled`). */
  inBackground(work: () => Promise<unknown>): void;
  /** Resolves when every push in flight has been sent (tests). */
  settled(): Promise<void>;
}

interface PushNotifierDeps {
  db: Db;
  /** Null: push is not configured, nothing is sent. */
  sender: PushSender | null;
  publicKey: string | null;
  logError: (error: unknown, message: string) => void;
}

export const pushNotifier = ({ db, sender, publicKey, logError }: PushNotifierDeps): PushNotifier => {
  const background = backgroundWork(logError);
  const inBackground = (work: () => Promise<unknown>): void => background.run(work, 'web push');

  /** Sends the notice to every subscription of the target; answers whether any was accepted. */
  const deliver = async (
    tenant: Pick<TenantRow, 'id' | 'title_ar' | 'title_en'>,
    rows: PushSubscriptionRow[],
    notice: PushNotice,
    branchId: number | null,
  ): Promise<boolean> => {
    if (!sender) return false;
    const urgent = notice.kind === 'waiting';
    const outcomes = await Promise.all(
      rows.map(async (row) => {
        const { outcome, error } = await sender({
          subscription: { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
          message: pushMessage(row, tenant, notice, branchId),
          urgency: urgent ? 'high' : 'normal',
          ttlSeconds: urgent ? TURN_TTL_SECONDS : TTL_SECONDS,
        });
        if (outcome === 'gone') await deletePushSubscription(db, tenant.id, row.id);
        if (outcome === 'failed') logError(error, 'web push not accepted');
        return outcome;
      }),
    );
    return outcomes.includes('accepted');
  };

  const subscriptionsOf = (tenantId: number, kind: StoredTarget['kind'], id: number): Promise<PushSubscriptionRow[]> =>
    sender ? findTargetSubscriptions(db, tenantId, kind, id) : Promise.resolve([]);

  return {
    publicKey,
    orderChanged: (tenantName, orderId, status) =>
      inBackground(async () => {
        if (!sender) return;
        const rows = await findTargetSubscriptionsByTenantName(db, tenantName, 'order', orderId);
        const [first] = rows;
        if (!first) return;
        const tenant = { id: first.tenant_id, title_ar: first.title_ar, title_en: first.title_en };
        const order = await findOrder(db, tenant.id, orderId);
        if (order) await deliver(tenant, rows, { kind: 'order', number: order.number, status }, null);
      }),
    reservationChanged: (tenantId, reservationId, event) =>
      inBackground(async () => {
        const rows = await subscriptionsOf(tenantId, 'reservation', reservationId);
        if (rows.length === 0) return;
        const tenant = await findTenantById(db, tenantId);
        if (tenant) await deliver(tenant, rows, { kind: 'reservation', id: reservationId, event }, null);
      }),
    hasWaitingSubscriptions: async (tenantId, entryId) => (await subscriptionsOf(tenantId, 'waiting', entryId)).length > 0,
    waitingCalled: async (tenantId, entry, again) => {
      const rows = await subscriptionsOf(tenantId, 'waiting', entry.id);
      if (rows.length === 0) return false;
      const tenant = await findTenantById(db, tenantId);
      if (!tenant) return false;
      const notice: PushNotice = {
        kind: 'waiting',
        event: again ? 'called_again' : 'called',
        branch: entry.branch,
        branchId: entry.branchId,
      };
      return deliver(tenant, rows, notice, entry.branchId);
    },
    inBackground,
    settled: background.settled,
  };
};
