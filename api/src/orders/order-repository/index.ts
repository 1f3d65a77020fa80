/**
 * The repository of the `orders` table (and of its status events): every statement that writes an
 * order or reads one first, in files by purpose.
 */
export * from './order-row';
export * from './orders';
export * from './order-payments';
export * from './order-counts';
export * from './order-changes';
export * from './order-arrivals';
export * from './placement-writes';
