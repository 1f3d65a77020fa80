import type { PushTarget } from '@storefront/shared/contracts';
import { storageKey } from '@storefront/shared';

/** One key per tenant and target: this browser subscribed to its pushes. */
const keyOf = (tenant: string, target: PushTarget) => {
  const id = target.kind === 'waiting' ? target.token : target.kind === 'order' ? target.order_id : target.reservation_id;
  return storageKey(tenant, `push.${target.kind}.${id}`);
};

export const isRemembered = (tenant: string, target: PushTarget): boolean => {
  try {
    return localStorage.getItem(keyOf(tenant, target)) === '1';
  } catch {
    return false;
  }
};

export const remember = (tenant: string, target: PushTarget): void => {
  try {
    localStorage.setItem(keyOf(tenant, target), '1');
  } catch {
    // Storage full or refused (private mode): the button shows again on the next visit, nothing else breaks.
  }
};

export const forget = (tenant: string, target: PushTarget): void => {
  try {
    localStorage.removeItem(keyOf(tenant, target));
  } catch {
    // Storage refused: nothing was kept.
  }
};
