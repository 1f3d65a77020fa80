import type { Locale, PushTarget } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { activeRegistration, bytesOfBase64Url } from './browser-push';
import { fetchPublicKey, removeSubscription, saveSubscription } from './push-calls';

/** How long a tap waits for the shell's worker to be active (it registers after the page's load). */
const WORKER_WAIT_MS = 10_000;

/** `dismissed`: the permission prompt was closed without an answer; `unavailable`: the api sends no pushes (no key). */
export type PushOutcome = 'subscribed' | 'denied' | 'dismissed' | 'unavailable';

const named = (error: unknown, name: string) => error instanceof DOMException && error.name === name;

const subscribeWith = async (registration: ServiceWorkerRegistration, key: string): Promise<PushSubscription> => {
  const options = { userVisibleOnly: true, applicationServerKey: bytesOfBase64Url(key) };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    // A subscription made with another key (the api's keys were replaced): dropped, then made again.
    if (!named(error, 'InvalidStateError')) throw error;
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
};

/**
 * After a tap only: asks for the permission, takes the api's key, subscribes this browser through
 * the shell's worker and keeps the subscription for `target` in the page's language. A failure
 * (network, api, push service) throws; the caller offers to try again.
 */
export const subscribeToPush = async (api: ApiClient, target: PushTarget, lang: Locale): Promise<PushOutcome> => {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const key = await fetchPublicKey(api);
  if (key === null) return 'unavailable';
  const registration = await activeRegistration(WORKER_WAIT_MS);
  if (!registration) throw new Error('push: no active service worker');
  let subscription: PushSubscription;
  try {
    subscription = await subscribeWith(registration, key);
  } catch (error) {
    if (named(error, 'NotAllowedError')) return 'denied';
    throw error;
  }
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('push: a subscription without its keys');
  await saveSubscription(api, { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, target, lang });
  return 'subscribed';
};

/**
 * After a tap: the api stops pushing `target` to this browser. The browser's subscription itself
 * stays (other targets of the site may use it). A failure throws; the caller offers to try again.
 */
export const unsubscribeFromTarget = async (api: ApiClient, target: PushTarget): Promise<void> => {
  const registration = await activeRegistration(WORKER_WAIT_MS);
  const subscription = await registration?.pushManager.getSubscription();
  // No subscription in this browser: nothing can reach it.
  if (subscription) await removeSubscription(api, { endpoint: subscription.endpoint, target });
};
