/** The ways a customer receives an order (docs/specification.md §4): the branch's `order_types` name them. */
export const ORDER_TYPES = ['delivery', 'pickup', 'curbside', 'dine_in'] as const;
export type OrderTypeName = (typeof ORDER_TYPES)[number];

export const isOrderType = (value: unknown): value is OrderTypeName => (ORDER_TYPES as readonly unknown[]).includes(value);
