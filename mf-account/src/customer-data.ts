import type { RootStore } from '@storefront/shared';
import type { Resource } from '@storefront/shared/data';

/**
 * Whose answers a slice holds: a customer's data is keyed by them, so a customer who signs in on this page
 * after another never sees the other's orders, points or addresses while theirs load.
 */
export const customerOf = (root: RootStore): number | null => root.session.customer?.id ?? null;

/**
 * Opening a screen asks for its answer again. `load` of the key already shown asks nothing, so that key is
 * reloaded in place (its answer stays until the new one comes); another key loads.
 */
export const loadFresh = <T, K>(resource: Resource<T, K>, key: K): Promise<void> => {
  const loading = resource.load(key);
  return resource.state === 'ready' ? resource.reload() : loading;
};

/** A resource's `isNotFound` for answers that are always there (a list, a balance): a 404 is a failure like any other. */
export const never = (): boolean => false;
