import type { Order } from '@storefront/shared/contracts';

/** Order types the customer collects at the branch (pickup, pickup from the car): they are given directions to it. */
export const COMES_TO_BRANCH: ReadonlySet<Order['type']> = new Set<Order['type']>(['pickup', 'curbside']);
