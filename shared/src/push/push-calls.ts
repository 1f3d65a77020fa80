import { PUSH_PATHS, pushPublicKeySchema, type PushSubscribeRequest, type PushUnsubscribeRequest } from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

/** The api's VAPID public key (base64url), or null when this storefront sends no pushes. */
export const fetchPublicKey = async (api: ApiClient): Promise<string | null> =>
  parseAnswer(pushPublicKeySchema, (await api.get(PUSH_PATHS.publicKey)).data).public_key;

/** Keeps this browser's subscription for one target (201 `{ subscribed: true }`; the same again changes nothing). */
export const saveSubscription = async (api: ApiClient, request: PushSubscribeRequest): Promise<void> => {
  await api.post(PUSH_PATHS.subscriptions, request);
};

/** This browser stops receiving the pushes of one target (204; other targets keep theirs). */
export const removeSubscription = async (api: ApiClient, request: PushUnsubscribeRequest): Promise<void> => {
  await api.post(PUSH_PATHS.unsubscribe, request);
};
