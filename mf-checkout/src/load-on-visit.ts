import type { Resource } from '@storefront/shared/data';

/**
 * A screen's visit asks the api again, as it did when the screen held its own answer: the answer of
 * `key` loads, or, when the slice still shows it from an earlier visit, reloads in place (shown until
 * the new one comes) instead of being taken as current.
 */
export const loadOnVisit = <T, K>(resource: Resource<T, K>, key: K): Promise<void> => {
  const loading = resource.load(key);
  // Another key (or none shown yet) leaves nothing shown: `load` is asking. Still shown: the same key's answer.
  return resource.value === null ? loading : resource.reload();
};
