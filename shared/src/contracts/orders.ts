import { z } from 'zod/mini';
import { orderTypeSchema } from './branch';
import { itemOf, localizedTextSchema, orderStatusSchema } from './common';
import type { OrderTypeName } from './order-types';
import type { OrderStatus } from './order-status';
import { pagedListOf } from './account-paging';
import { cartSchema } from './cart';
import { deliveryZoneSchema } from './menu';
import { checkoutTotalsSchema, paymentMethodCodeSchema } from './checkout';
import { paymentSessionSchema } from './payments';
import { MAX_INTEGER, countField, countText, plainText } from './validation';

/** Order calls (docs/api.md, "Orders"): tenant credentials and the customer token. */
export const ORDER_PATHS = {
  orders: '/api/v1/order/orders',
  order: (id: number | string) => `/api/v1/order/orders/${id}`,
  pay: (id: number | string) => `/api/v1/order/orders/${id}/pay`,
  tracking: (id: number | string) => `/api/v1/order/orders/${id}/tracking`,
  rating: (id: number | string) => `/api/v1/order/orders/${id}/rating`,
  reorder: (id: number | string) => `/api/v1/order/orders/${id}/reorder`,
  arrived: (id: number | string) => `/api/v1/order/orders/${id}/arrived`,
} as const;

export const orderLineSchema = z.object({
  item_id: z.int(),
  names: localizedTextSchema,
  quantity: z.int(),
  option_ids: z.array(z.int()),
  options: z.array(z.object({ id: z.int(), names: localizedTextSchema, price: z.number() })),
  notes: z.string(),
  unit_price: z.number(),
  total: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderVehicleSchema = z.object({
  brand_name: z.string(),
  color_name: z.string(),
  color_code: z.string(),
  plate_number: z.string(),
  /** Both languages (orders placed before they were kept have only the stored names). */
  brand_names: z.optional(localizedTextSchema),
  color_names: z.optional(localizedTextSchema),
});

/**
 * The customer of a pickup from the car told the branch the car is outside ("I've arrived"): when they
 * first said it, and the car the order carries (its plate and colour, to find it).
 */
export const orderArrivalSchema = z.object({
  /** The first press (ISO); a press again keeps it. */
  at: z.string(),
  vehicle: z.nullable(orderVehicleSchema),
});
export type OrderArrival = z.infer<typeof orderArrivalSchema>;

/** The statuses of a pickup from the car in which its customer may say they arrived: accepted, not handed over yet. */
export const ARRIVAL_STATUSES: readonly OrderStatus[] = ['accepted', 'ready'];

/** Whether the customer of this order may say "I've arrived" now. */
export const canSayArrived = (order: { type: OrderTypeName; status: OrderStatus }): boolean =>
  order.type === 'curbside' && ARRIVAL_STATUSES.includes(order.status);

export const orderAddressSchema = z.object({
  street_name: z.string(),
  building_number: z.nullable(z.string()),
  description: z.nullable(z.string()),
  latitude: z.number(),
  longitude: z.number(),
});

/** Paid / Not paid (docs/specification.md §4); `refunded` once everything paid came back (a restaurant's cancel). */
export const paymentStatusSchema = z.enum(['paid', 'not_paid', 'refunded']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Where a refund goes: the card that paid (through the payment provider) or the customer's wallet (a tenant setting). */
export const REFUND_DESTINATIONS = ['card', 'wallet'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/**
 * The money a restaurant's cancel gave back (docs/api.md, "Cancels and refunds"). `pending` while the
 * provider has not taken it yet (also when it refused: the restaurant is told and retries).
 */
export const orderRefundSchema = z.object({
  amount: z.number(),
  to: z.enum(REFUND_DESTINATIONS),
  status: z.enum(['pending', 'refunded']),
  /** When it was asked for (ISO). */
  at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** One order as its customer sees it (GET ORDER_PATHS.order(id)); amounts are the server's, 2 decimals. */
export const orderSchema = z.extend(checkoutTotalsSchema, {
  id: z.int(),
  /** Shown as the order number (#1001), per tenant. */
  number: z.int(),
  status: orderStatusSchema,
  created_at: z.string(),
  type: orderTypeSchema,
  branch: z.object({ id: z.int(), names: localizedTextSchema }),
  lines: z.array(orderLineSchema),
  payment_method: paymentMethodCodeSchema,
  payment_status: paymentStatusSchema,
  delivery_time: z.enum(['asap', 'schedule']),
  /** Scheduled orders: the slot's start (ISO). */
  scheduled_at: z.nullable(z.string()),
  /** Estimated time of delivery or readiness (ISO); moves when the restaurant accepts. */
  estimated_at: z.nullable(z.string()),
  table: z.nullable(z.object({ id: z.int(), name: z.string() })),
  address: z.nullable(orderAddressSchema),
  vehicle: z.nullable(orderVehicleSchema),
  notes: z.string(),
  rating: z.nullable(z.object({ stars: z.int(), comment: z.string() })),
  /** Saudi tenants: ZATCA simplified-invoice QR payload (base64 TLV), else null. */
  zatca_qr: z.nullable(z.string()),
  refunded_amount: z.number(),
  /** The restaurant's reason when it canceled the order, else null. */
  cancel_reason: z.nullable(z.string()),
  /** The refund of a paid order the restaurant canceled, else null. */
  refund: z.nullable(orderRefundSchema),
  /** A pickup from the car: when its customer said they arrived (ISO, the first time), else null. */
  arrived_at: z.nullable(z.string()),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = itemOf(orderSchema);

/** 201/200 of POST ORDER_PATHS.orders: the order, and the payment session for online methods. */
export const placedOrderSchema = z.object({
  order: orderSchema,
  /** Online methods: send the customer to `payment.redirect_url`; null for cash or card on delivery. */
  payment: z.nullable(paymentSessionSchema),
});
export const placeOrderResponseSchema = itemOf(placedOrderSchema);

/** GET ORDER_PATHS.orders?page=&per_page=&usual=true (my orders, newest first; usual: delivered ones). */
export const orderListQuerySchema = z.object({
  page: z._default(countText(1, 100_000), 1),
  per_page: z._default(countText(1, 50), 10),
  usual: z._default(z.enum(['true', 'false']), 'false'),
});
export const orderSummarySchema = z.object({
  id: z.int(),
  number: z.int(),
  status: orderStatusSchema,
  created_at: z.string(),
  type: orderTypeSchema,
  branch: z.object({ id: z.int(), names: localizedTextSchema }),
  currency: z.string(),
  total: z.number(),
  payment_status: paymentStatusSchema,
  lines: z.array(z.object({ item_id: z.int(), names: localizedTextSchema, quantity: z.int() })),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListResponseSchema = pagedListOf(orderSummarySchema);

/** GET ORDER_PATHS.tracking(id). 422 `tracking_not_available` where there is nothing to track. */
export const trackingSchema = z.object({
  id: z.int(),
  status: orderStatusSchema,
  estimated_at: z.nullable(z.string()),
  /** Every status change with its time, oldest first. */
  timeline: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
  /** The steps to draw (delivery has outdelivery, others skip it), each reached or not. */
  steps: z.array(z.object({ status: orderStatusSchema, reached: z.boolean(), at: z.nullable(z.string()) })),
});
export type Tracking = z.infer<typeof trackingSchema>;
export const trackingResponseSchema = itemOf(trackingSchema);

/** POST ORDER_PATHS.rating(id): a delivered order, once. */
export const ratingBodySchema = z.strictObject({
  stars: countField(1, 5),
  comment: z._default(plainText(500, { multiline: true }), ''),
});
export const ratingResponseSchema = itemOf(z.object({ stars: z.int(), comment: z.string() }));

/** POST ORDER_PATHS.reorder(id), no body: a new cart with the order's lines as the menu serves them now. */
export const reorderSchema = z.object({
  cart: cartSchema,
  /** Lines of the past order the branch no longer serves (or no longer valid), left out. */
  dropped: z.array(z.object({ item_id: z.int(), names: localizedTextSchema, message: z.string() })),
  /** A delivery goes to the order's address again: its point and the zone that still covers it. */
  delivery: z.nullable(z.object({ address: orderAddressSchema, zone: deliveryZoneSchema })),
});
export const reorderResponseSchema = itemOf(reorderSchema);

// ---------- live updates ----------

/**
 * Room `orders_{tenant}`: every status change (and accepted estimate) of an order, for the restaurant
 * (sockets with the operator key) only. The customer who owns the order hears the same event in their
 * own room (a socket with their token), and nobody else does.
 */
export const ordersRoom = (tenant: string): string => `orders_${tenant}`;
export const ORDER_UPDATED_EVENT = 'order.updated';
export const orderUpdatedPayloadSchema = z.object({
  id: z.int(),
  status: orderStatusSchema,
  estimated_at: z.nullable(z.string()),
  /** Only on the event an "I've arrived" sends (its first press): the arrival, with the car to look for. */
  arrival: z.optional(orderArrivalSchema),
});
export type OrderUpdatedPayload = z.infer<typeof orderUpdatedPayloadSchema>;

// ---------- operator ----------

export const OPERATOR_ORDER_ACTIONS = ['accept', 'prepare', 'ready', 'dispatch', 'deliver', 'cancel', 'refund'] as const;
export const operatorOrderActionSchema = z.enum(OPERATOR_ORDER_ACTIONS);
export type OperatorOrderAction = z.infer<typeof operatorOrderActionSchema>;
export const operatorOrderPath = (id: number | string, action: OperatorOrderAction | string): string =>
  `/api/v1/operator/orders/${id}/${action}`;
export const operatorOrderGetPath = (id: number | string): string => `/api/v1/operator/orders/${id}`;

/**
 * Body of an operator action (all optional): accept's `estimated_minutes`, refund's `amount` (default: everything paid),
 * cancel's `reason` (shown to the customer).
 */
export const operatorOrderBodySchema = z.strictObject({
  estimated_minutes: z.optional(countField(1, 600)),
  // At most what an integer of minor units holds (21,474,836.47).
  amount: z.optional(z.number().check(z.positive(), z.lte(MAX_INTEGER / 100), z.multipleOf(0.01))),
  reason: z.optional(plainText(300, { multiline: true })),
});
export type OperatorOrderBody = z.infer<typeof operatorOrderBodySchema>;
export const operatorOrderResponseSchema = itemOf(
  z.object({
    id: z.int(),
    number: z.int(),
    status: orderStatusSchema,
    estimated_at: z.nullable(z.string()),
    payment_status: paymentStatusSchema,
    refunded_amount: z.number(),
    /** A pickup from the car whose customer said they arrived: when, and the car (plate, colour); else null. */
    arrival: z.nullable(orderArrivalSchema),
    /** The refund a cancel made: `failed` when the provider refused it (a `refund` action sends it again), with its reason. */
    refund: z.nullable(
      z.object({
        amount: z.number(),
        to: z.enum(REFUND_DESTINATIONS),
        status: z.enum(['pending', 'refunded', 'failed']),
        message: z.nullable(z.string()),
      }),
    ),
  }),
);
