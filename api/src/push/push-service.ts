import type { PushSubscribeRequest, PushUnsubscribeRequest } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { refusedPushEndpoint, type PushEndpointRule } from './push-endpoints';
import { findOrder } from '../orders/order-repository';
import { findReservation } from '../reservations/reservation-repository';
import { findEntryByToken } from '../waiting-list/waiting-entry-repository';
import { PUSH_SUBSCRIPTION_CAPS } from './push-limits';
import {
  deleteEndpointSubscriptions,
  type StoredTarget,
  trimPushSubscriptions,
  upsertPushSubscription,
} from './push-subscription-repository';

/**
 * The target of a subscription, reached exactly as reading it is: a waiting entry by its link token; an
 * order or reservation of the logged-in customer only (no token: 401 as for GET; another customer's or
 * tenant's: 404 as for GET).
 */
const authorizedTarget = async (
  db: Db,
  tenantId: number,
  customerId: number | null,
  target: PushSubscribeRequest['target'],
): Promise<StoredTarget> => {
  if (target.kind === 'waiting') {
    const entry = await findEntryByToken(db, tenantId, target.token);
    if (!entry) throw new DomainError('waiting_entry_not_found');
    return { kind: 'waiting', id: entry.id, token: entry.token };
  }
  if (customerId === null) throw new DomainError('customer_token_invalid');
  if (target.kind === 'order') {
    const order = await findOrder(db, tenantId, target.order_id, customerId);
    if (!order) throw new DomainError('order_not_available', { variant: 'missing' });
    return { kind: 'order', id: order.id, token: null };
  }
  const reservation = await findReservation(db, tenantId, target.reservation_id, customerId);
  if (!reservation) throw new DomainError('reservation_not_found');
  return { kind: 'reservation', id: reservation.id, token: null };
};

/**
 * Keeps the browser's subscription for a target it may read (the same one again changes nothing), within
 * the caps per target and per customer (the oldest goes); 503 when push is not configured.
 */
export const subscribeToPush = async (
  db: Db,
  {
    tenantId,
    customerId,
    configured,
    endpoints,
    now,
  }: { tenantId: number; customerId: number | null; configured: boolean; endpoints: PushEndpointRule; now: Date },
  request: PushSubscribeRequest,
): Promise<void> => {
  if (!configured) throw new DomainError('push_not_configured');
  const refused = refusedPushEndpoint(request.subscription.endpoint, endpoints);
  if (refused)
    throw new DomainError('invalid_input', {
      message: `subscription.endpoint ${refused}.`,
      errors: { 'subscription.endpoint': [refused] },
    });
  const target = await authorizedTarget(db, tenantId, customerId, request.target);
  await upsertPushSubscription(db, {
    tenantId,
    endpoint: request.subscription.endpoint,
    p256dh: request.subscription.keys.p256dh,
    auth: request.subscription.keys.auth,
    lang: request.lang,
    target,
    customerId,
    now,
  });
  await trimPushSubscriptions(db, { tenantId, target, customerId }, PUSH_SUBSCRIPTION_CAPS);
};

/** The browser stops receiving pushes of this tenant for one target, or every one (its endpoint is its secret). */
export const unsubscribeFromPush = (db: Db, tenantId: number, { endpoint, target }: PushUnsubscribeRequest): Promise<void> =>
  deleteEndpointSubscriptions(db, tenantId, endpoint, target);
