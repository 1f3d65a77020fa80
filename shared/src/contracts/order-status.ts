/** Order statuses of docs/specification.md §4, in the storefront's words. */
export const ORDER_STATUSES = [
  'created',
  'accepted',
  'ready',
  'outdelivery',
  'delivered',
  'canceled',
  'missed',
  'refunded',
  'partially_refunded',
  'callcenter_pending',
  'b2b_pending',
  'b2b_canceled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The happy path shown by the tracking timeline, in order. */
export const ORDER_TIMELINE: readonly OrderStatus[] = ['created', 'accepted', 'ready', 'outdelivery', 'delivered'];

/**
 * Built-in English labels (docs/specification.md §4). The first seven are named and coloured by the tenant's messages
 * (`STATUS_MESSAGE_KEYS` and `statusColors` of `@storefront/shared` site helpers); the others use these.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Submitted',
  accepted: 'In Kitchen',
  ready: 'Ready',
  outdelivery: 'In Route',
  delivered: 'Completed',
  canceled: 'Canceled',
  missed: 'Missed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  callcenter_pending: 'Waiting for payment',
  b2b_pending: 'B2B pending',
  b2b_canceled: 'B2B canceled',
};
