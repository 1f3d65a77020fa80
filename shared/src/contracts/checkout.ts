import { API_ERRORS } from './api-errors';
import { COUPON_CHECK_PATH } from './paths';
import { z } from 'zod/mini';
import { orderTypeSchema } from './branch';
import { itemOf, listOf, localizedTextSchema } from './common';
import { humanCheckAnswerSchema } from './contact';
import { moneySchema } from './menu';
import { removedLineSchema, repricedLineSchema } from './cart';
import { LIMITS, VALIDATION } from './field-rules';
import { calendarDateField, countField, MAX_INTEGER, plainText, requiredText, rowIdField, rowIdText } from './validation';
import { MAX_CART_LINES } from './cart-limits';
import type { OrderTypeName } from './order-types';

/** Checkout calls (docs/api.md, "Orders"). All need tenant credentials; those marked so, the customer token. */
export const CHECKOUT_PATHS = {
  slots: '/api/v1/order/slots',
  paymentMethods: '/api/v1/order/payment-methods',
  couponCheck: COUPON_CHECK_PATH,
  preview: '/api/v1/order/checkout/preview',
  /** GET (customer): whether placing an order will ask this customer the human check. */
  humanCheck: '/api/v1/order/checkout/human-check',
} as const;

/** Header of POST /api/v1/order/orders: same key + same body answers the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Why a coupon code did not apply. */
export const couponRefusalSchema = z.enum(['coupon_invalid', 'coupon_unavailable']);
export type CouponRefusal = z.infer<typeof couponRefusalSchema>;

const rowId = rowIdField();
const dayString = calendarDateField();
const timeString = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use HH:MM' }));

// ---------- slots ----------

/** GET CHECKOUT_PATHS.slots?branch_id=1&order_type=delivery&day=2026-11-23 (day optional: the first day with slots). */
export const slotsQuerySchema = z.object({
  branch_id: rowIdText(),
  order_type: orderTypeSchema,
  day: z.optional(dayString),
});
export const slotSchema = z.object({
  /** Local start, HH:MM: send it as `scheduled_period`. */
  period: timeString,
  /** Local end, HH:MM. */
  ends: timeString,
  /** The instant it starts (ISO, UTC). */
  starts_at: z.string(),
  /** Orders it can still take (full slots are not listed). */
  remaining: z.int().check(z.positive()),
});
export const slotsSchema = z.object({
  branch_id: z.int(),
  /** Whether an ASAP order is possible now (tenant option and branch state). */
  asap_available: z.boolean(),
  /** Whether scheduling is offered at all (tenant option and branch). */
  schedule_available: z.boolean(),
  /** Days that can be scheduled (YYYY-MM-DD, local), today first. */
  days: z.array(dayString),
  day: z.nullable(dayString),
  slots: z.array(slotSchema),
  slot_minutes: z.int().check(z.positive()),
});
export type Slots = z.infer<typeof slotsSchema>;
export const slotsResponseSchema = itemOf(slotsSchema);

// ---------- payment methods ----------

/** cash / card_on_delivery are paid at the door; hosted (payment page) and card (card provider) are paid online. */
export const PAYMENT_METHOD_CODES = ['cash', 'card_on_delivery', 'hosted', 'card'] as const;
export const paymentMethodCodeSchema = z.enum(PAYMENT_METHOD_CODES, { error: VALIDATION.choose });
export type PaymentMethodCode = z.infer<typeof paymentMethodCodeSchema>;
export const isOnlineMethod = (code: PaymentMethodCode): boolean => code === 'hosted' || code === 'card';
/**
 * The providers whose every payment is a card typed on the storefront's card step and posted from the
 * browser (Moyasar): no provider page, so no Apple Pay through it.
 */
export const CARD_STEP_PROVIDERS: readonly string[] = ['moyasar'];
/** Whether a method can pay an order of a type: card on delivery is paid to the driver at the door, so delivery only. */
export const methodServesOrderType = (code: PaymentMethodCode, type: OrderTypeName): boolean =>
  code !== 'card_on_delivery' || type === 'delivery';
/** GET CHECKOUT_PATHS.paymentMethods?order_type=: only the methods that can pay an order of that type (all without it). */
export const paymentMethodsQuerySchema = z.object({ order_type: z.optional(orderTypeSchema) });

export const paymentMethodSchema = z.object({
  code: paymentMethodCodeSchema,
  names: localizedTextSchema,
  online: z.boolean(),
  /** Adapter name for online methods (`sandbox` by default), null otherwise. */
  provider: z.nullable(z.string()),
  /** Whether the wallet may pay part of an order paid this way. */
  wallet_compatible: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsResponseSchema = listOf(paymentMethodSchema);

// ---------- coupon ----------

export const couponCodeField = requiredText(40);

/** POST CHECKOUT_PATHS.couponCheck: the coupon against a cart. */
export const couponCheckBodySchema = z.strictObject({ cart_id: z.string().check(z.minLength(1), z.maxLength(64)), code: couponCodeField });
export const couponCheckSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number(),
  max_discount: z.nullable(moneySchema),
  min_subtotal: moneySchema,
  /** A banner's offer on one item: the discount is taken off that item's lines only; null (or an api before it): off the subtotal. */
  item_id: z._default(z.nullable(z.int()), null),
  /** The discount on this cart. */
  discount: moneySchema,
});
export type CouponCheck = z.infer<typeof couponCheckSchema>;
export const couponCheckResponseSchema = itemOf(couponCheckSchema);

// ---------- preview and placement ----------

/** What the checkout chose; the preview and the placement take the same fields. */
const checkoutFields = {
  cart_id: z.string().check(z.minLength(1), z.maxLength(64)),
  delivery_time: z.enum(['asap', 'schedule'], { error: VALIDATION.choose }),
  /** With `schedule`: a day and a slot's `period` from the slots call. */
  scheduled_day: z.nullish(dayString),
  scheduled_period: z.nullish(timeString),
  /** Delivery: one of the customer's saved addresses (with coordinates); the zone is checked again. */
  address_id: z.nullish(rowId),
  /** Curbside: one of the customer's vehicles. */
  vehicle_id: z.nullish(rowId),
  /** Dine-in: the open session of the table. */
  session_id: z.nullish(z.string().check(z.minLength(1), z.maxLength(64))),
  coupon_code: z.nullish(couponCodeField),
  use_points: z._default(z.boolean(), false),
  use_wallet: z._default(z.boolean(), false),
  payment_method: paymentMethodCodeSchema,
};

/** POST CHECKOUT_PATHS.preview (customer token). */
export const checkoutPreviewBodySchema = z.strictObject(checkoutFields);
export type CheckoutPreviewBody = z.input<typeof checkoutPreviewBodySchema>;

/** A line of the cart as the customer saw it priced: what, how many, for how much. */
export const seenCartLineSchema = z.strictObject({
  item_id: rowIdField(),
  quantity: countField(1, MAX_INTEGER),
  total: z.number().check(z.nonnegative(), z.lte(MAX_INTEGER / 100), z.multipleOf(0.01)),
});
export type SeenCartLine = z.infer<typeof seenCartLineSchema>;

/** POST ORDER_PATHS.orders (customer token, Idempotency-Key header). */
export const placeOrderBodySchema = z.strictObject({
  ...checkoutFields,
  /** The cart's lines as the customer saw them priced: a cart that differs now is not placed (409 cart_changed). */
  cart_seen: z.optional(z.array(seenCartLineSchema).check(z.maxLength(MAX_CART_LINES))),
  notes: z._default(plainText(LIMITS.notes, { multiline: true }), ''),
  /** Needed when CHECKOUT_PATHS.humanCheck answers `required` (a new customer, repeated payment failures). */
  human_check: z.optional(humanCheckAnswerSchema),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const tenderRefusalSchema = z.enum(['not_logged_in', 'below_min_balance', 'below_min_order', 'method_incompatible', 'empty']);

export const checkoutTotalsSchema = z.object({
  currency: z.string(),
  subtotal: moneySchema,
  discount: moneySchema,
  coupon_code: z.nullable(z.string()),
  delivery_fee: moneySchema,
  additional_charges: moneySchema,
  insurance: moneySchema,
  vat_percent: z.number(),
  /** Prices include VAT: `vat` is the part of `total` that is VAT (shown "incl. VAT"), not added to it. */
  vat_included: z.boolean(),
  vat: moneySchema,
  total: moneySchema,
  points_used: z.int().check(z.nonnegative()),
  points_discount: moneySchema,
  /** Why points were not applied although asked for (null: applied or not asked). */
  points_refusal: z.nullable(tenderRefusalSchema),
  wallet_discount: moneySchema,
  wallet_refusal: z.nullable(tenderRefusalSchema),
  amount_due: moneySchema,
});
export type CheckoutTotals = z.infer<typeof checkoutTotalsSchema>;

export const checkoutPreviewSchema = z.extend(checkoutTotalsSchema, {
  /** Lines dropped or repriced since the cart was last read (the cart was cleaned and stored). */
  removed: z.array(removedLineSchema),
  repriced: z.array(repricedLineSchema),
  minimum_order: moneySchema,
  minimum_order_met: z.boolean(),
  /** A coupon that did not apply: 'The coupon code is invalid.' or 'Coupon is not available or expired.' */
  coupon_message: z.nullable(z.string()),
  /** The code of `coupon_message`, to decide and translate by. */
  coupon_refusal: z.nullable(couponRefusalSchema),
});
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;
export const checkoutPreviewResponseSchema = itemOf(checkoutPreviewSchema);

/** GET CHECKOUT_PATHS.humanCheck: a new customer, or one whose online payments failed again and again, is asked. */
export const checkoutHumanCheckResponseSchema = itemOf(z.object({ required: z.boolean() }));

/** 409 of the placement when the cart changed: place again after showing these. */
export const CART_CHANGED_MESSAGE = API_ERRORS.cart_changed;
export const cartChangedResponseSchema = z.object({
  code: z.literal('cart_changed'),
  message: z.string(),
  removed: z.array(removedLineSchema),
  repriced: z.array(repricedLineSchema),
});
