import {
  PUSH_PATHS,
  noContentSchema,
  pushPublicKeySchema,
  pushSubscribeRequestSchema,
  pushSubscribedSchema,
  pushUnsubscribeRequestSchema,
  type PushPublicKey,
  type PushSubscribed,
} from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import { optionalCustomerId } from '../customers/optional-customer';
import type { Db } from '../db/db';
import type { Limiter } from '../limits/limiter';
import { takeLimitsOrRefuse } from '../limits/take-limits';
import type { TenantScope } from '../tenancy/scopes';
import { pushSubscribeLimits } from './push-limits';
import type { PushNotifier } from './push-notifier';
import { subscribeToPush, unsubscribeFromPush } from './push-service';
import type { PushEndpointRule } from './push-endpoints';

/**
 * Web push (docs/api.md, "Push"): the VAPID public key, and a browser's subscription for one waiting
 * entry, order or reservation it may read (guests too: a waiting entry by its token). Tenant scope.
 */
export const pushRoutes = async (
  scope: TenantScope,
  { db, clock, limiter, push, endpoints }: { db: Db; clock: Clock; limiter: Limiter; push: PushNotifier; endpoints: PushEndpointRule },
): Promise<void> => {
  scope.get(PUSH_PATHS.publicKey, { schema: { response: { 200: pushPublicKeySchema } } }, async (): Promise<PushPublicKey> => ({
    public_key: push.publicKey,
  }));

  const subscribe = { body: pushSubscribeRequestSchema, response: { 201: pushSubscribedSchema } };
  scope.post(PUSH_PATHS.subscriptions, { schema: subscribe }, async (request, reply) => {
    const body = request.body;
    const now = clock();
    await takeLimitsOrRefuse(limiter, pushSubscribeLimits(request.tenant.id, request.ip), now);
    const customerId = await optionalCustomerId(db, clock, request);
    await subscribeToPush(db, { tenantId: request.tenant.id, customerId, configured: push.publicKey !== null, endpoints, now }, body);
    const answer: PushSubscribed = { subscribed: true };
    return reply.code(201).send(answer);
  });

  const unsubscribe = { body: pushUnsubscribeRequestSchema, response: { 204: noContentSchema } };
  scope.post(PUSH_PATHS.unsubscribe, { schema: unsubscribe }, async (request, reply) => {
    await unsubscribeFromPush(db, request.tenant.id, request.body);
    return reply.code(204).send();
  });
};
