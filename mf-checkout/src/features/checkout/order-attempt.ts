import { storageKey } from '@storefront/shared';
/**
 * One checkout attempt: the Idempotency-Key and the exact body sent with it, kept in session storage
 * until an answer comes, so a retry (or a reload and a retry) after a lost answer sends the same key
 * with the same body and the api answers the same order instead of placing a second one.
 */
export interface OrderAttempt {
  key: string;
  body: PlaceOrderBody;
}

export const orderAttemptKey = (tenant: string): string => storageKey(tenant, 'checkout-attempt');

const newKey = (): string => {
  const random = globalThis.crypto?.randomUUID?.();
  if (random) return random;
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
};

/** The order without the human check (a new challenge does not make a new order). */
const orderPart = ({ human_check: _h, ...rest }: PlaceOrderBody): string => JSON.stringify(rest);

export const readAttempt = (storage: Storage, tenant: string): OrderAttempt | null => {
  try {
    const saved = JSON.parse(storage.getItem(orderAttemptKey(tenant)) ?? 'null') as OrderAttempt | null;
    return saved && typeof saved.key === 'string' && saved.body ? saved : null;
  } catch {
    return null;
  }
};

/** The pending attempt when it is the same order; otherwise a new key for this body (stored before sending). */
export const attemptFor = (storage: Storage, tenant: string, body: PlaceOrderBody): OrderAttempt => {
  const saved = readAttempt(storage, tenant);
  if (saved && orderPart(saved.body) === orderPart(body)) return saved;
  const fresh = { key: newKey(), body };
  storage.setItem(orderAttemptKey(tenant), JSON.stringify(fresh));
  return fresh;
};

export const forgetAttempt = (storage: Storage, tenant: string): void => storage.removeItem(orderAttemptKey(tenant));
import { type PlaceOrderBody } from '@storefront/shared/contracts';
