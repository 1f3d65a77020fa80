import type { RootStore } from '@storefront/shared';

/**
 * Whose answers a slice holds: a customer's data is keyed by them, so a customer who signs in on this page
 * after another never sees the other's orders, points or addresses while theirs load.
 */
export const customerOf = (root: RootStore): number | null => root.session.customer?.id ?? null;

/** A resource's `isNotFound` for answers that are always there (a list, a balance): a 404 is a failure like any other. */
export const never = (): boolean => false;
