import webPush from 'web-push';
import type { PushMessage } from '@storefront/shared/contracts';
import type { VapidKeys } from './vapid-keys';

/** How one push went: the service took it (2xx), the subscription is gone (404/410), or it failed otherwise. */
type PushOutcome = 'accepted' | 'gone' | 'failed';

interface PushDelivery {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  message: PushMessage;
  /** High for "your turn" (the service wakes the device at once), normal otherwise. */
  urgency: 'high' | 'normal';
  /** Seconds the service keeps the push for a device that is offline. */
  ttlSeconds: number;
}

/** Sends one encrypted push; never throws (a failure is an outcome, with its error to log). */
export type PushSender = (delivery: PushDelivery) => Promise<{ outcome: PushOutcome; error?: unknown }>;

const PUSH_TIMEOUT_MS = 10_000;

/**
 * Pushes through the `web-push` library: it encrypts the payload (RFC 8291, aes128gcm) and signs the
 * VAPID JWT (RFC 8292); the request itself goes out with fetch, which also reaches an http endpoint on
 * loopback (the contract allows one, for the tests' push service stand-in; `sendNotification` speaks https only).
 */
export const webPushSender =
  (vapid: VapidKeys): PushSender =>
  async ({ subscription, message, urgency, ttlSeconds }) => {
    try {
      const request = webPush.generateRequestDetails(subscription, JSON.stringify(message), {
        vapidDetails: vapid,
        TTL: ttlSeconds,
        urgency,
        contentEncoding: 'aes128gcm',
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.arrayBuffer();
      if (response.ok) return { outcome: 'accepted' };
      if (response.status === 404 || response.status === 410) return { outcome: 'gone' };
      return { outcome: 'failed', error: new Error(`the push service answered ${response.status}`) };
    } catch (error) {
      return { outcome: 'failed', error };
    }
  };
