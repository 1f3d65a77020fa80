import { z } from 'zod/mini';
import { localeSchema } from './common';
import { rowIdField } from './validation';
import { waitingTokenSchema } from './waiting-list';

/**
 * Web push (docs/api.md, "Push"): a customer opts in, after a tap, for one waiting-list
 * entry, order or reservation. The api keeps the browser's subscription for that target (and the
 * customer when logged in) and sends each status change to it, in the language it was made in.
 */
export const PUSH_PATHS = {
  /** GET: the api's VAPID public key (`applicationServerKey`); `null` when push is not configured. */
  publicKey: '/api/v1/push/public-key',
  /** POST pushSubscribeRequestSchema → 201 `{ subscribed: true }`; the same endpoint and target again changes nothing. */
  subscriptions: '/api/v1/push/subscriptions',
  /** POST `{ endpoint, target? }` → 204: this browser stops receiving pushes for that target (every target without one). */
  unsubscribe: '/api/v1/push/subscriptions/unsubscribe',
} as const;

export const pushPublicKeySchema = z.object({ public_key: z.nullable(z.string()) });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

const base64Url = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/));

/** The loopback host names an http push endpoint may have (the tests' push service stand-in). */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** A push service's endpoint: an https URL (http only for a service on loopback, as in tests). */
export const pushEndpointSchema = z.string().check(
  z.maxLength(1024),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname));
    } catch {
      return false;
    }
  }),
);

/** What `PushSubscription.toJSON()` gives: the endpoint and the keys the payload is encrypted with (RFC 8291). */
export const browserPushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  /** 65-byte P-256 public key and 16-byte secret, base64url without padding. */
  keys: z.object({ p256dh: base64Url(86, 88), auth: base64Url(21, 24) }),
});
export type BrowserPushSubscription = z.infer<typeof browserPushSubscriptionSchema>;

/** What a subscription is for: one waiting-list entry (by its token), order or reservation. */
export const pushTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('waiting'), token: waitingTokenSchema }),
  z.object({ kind: z.literal('order'), order_id: rowIdField() }),
  z.object({ kind: z.literal('reservation'), reservation_id: rowIdField() }),
]);
export type PushTarget = z.infer<typeof pushTargetSchema>;

export const pushSubscribeRequestSchema = z.object({
  subscription: browserPushSubscriptionSchema,
  target: pushTargetSchema,
  /** The page's language: every push to this subscription is written in it. */
  lang: localeSchema,
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

/** The answer of a subscription (201). */
export const pushSubscribedSchema = z.object({ subscribed: z.literal(true) });
export type PushSubscribed = z.infer<typeof pushSubscribedSchema>;

/** This browser's endpoint; with a target, only that target's pushes stop, without one every target's. */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: pushEndpointSchema, target: z.optional(pushTargetSchema) });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

// The worker's payload lives in a module of its own (zod/mini only), so the service worker bundles
// none of the other contracts this file imports.
export { PAGE_ADDRESS_QUESTION, pushMessageSchema, type PushMessage } from './push-message';
