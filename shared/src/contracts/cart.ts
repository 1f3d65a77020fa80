import { z } from 'zod/mini';
import { orderTypeSchema } from './branch';
import { itemOf, localizedTextSchema } from './common';
import { moneySchema } from './menu';
import { ITEM_NOT_FOUND_MESSAGE, MAX_LINE_NOTES } from './cart-limits';
import { LINE_PROBLEM_CODES } from './pricing';
import { MAX_INTEGER, countField, plainText, rowIdField } from './validation';

/** One line as the storefront sends it: never a price, the server computes those. */
export const cartLineInputSchema = z.strictObject({
  item_id: rowIdField(),
  quantity: countField(1, MAX_INTEGER),
  option_ids: z._default(z.array(rowIdField()).check(z.maxLength(50)), []),
  notes: z._default(plainText(MAX_LINE_NOTES, { multiline: true }), ''),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

/** PUT CART_PATHS.cart(id): replaces the cart's branch, order type and lines. */
export const cartUpdateBodySchema = z.strictObject({
  branch_id: rowIdField(),
  order_type: orderTypeSchema,
  /** Needed for delivery: the zone covering it gives fee and minimum order. */
  latitude: z.optional(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.optional(z.number().check(z.gte(-180), z.lte(180))),
  /** At most MAX_CART_LINES lines and MAX_CART_UNITS units: checked by the api (422, `cartLimitCode`). */
  lines: z.array(cartLineInputSchema),
});
export type CartUpdateBody = z.infer<typeof cartUpdateBodySchema>;

export const cartLineSchema = z.object({
  item_id: z.int(),
  names: localizedTextSchema,
  quantity: z.int(),
  option_ids: z.array(z.int()),
  /** The chosen options' names, in menu order, so the cart and the checkout can say what was chosen. */
  options: z._default(z.array(z.object({ id: z.int(), names: localizedTextSchema })), []),
  notes: z.string(),
  unit_price: moneySchema,
  total: moneySchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** A line the current menu no longer serves, dropped when the cart was reopened. */
export const removedLineSchema = z.object({ item_id: z.int(), message: z.literal(ITEM_NOT_FOUND_MESSAGE) });
/** A line whose price changed since it was priced last. */
export const repricedLineSchema = z.object({ item_id: z.int(), old_price: moneySchema, new_price: moneySchema });

export const cartSchema = z.object({
  cart_id: z.string(),
  branch_id: z.nullable(z.int()),
  order_type: z.nullable(orderTypeSchema),
  currency: z.string(),
  lines: z.array(cartLineSchema),
  subtotal: moneySchema,
  delivery_fee: moneySchema,
  vat_percent: z.number(),
  /** Prices include VAT: `vat` is the part of `total` that is VAT (shown "incl. VAT"), not added to it. */
  vat_included: z.boolean(),
  vat: moneySchema,
  total: moneySchema,
  minimum_order: moneySchema,
  minimum_order_met: z.boolean(),
  removed: z.array(removedLineSchema),
  repriced: z.array(repricedLineSchema),
});
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = itemOf(cartSchema);

/** 400 of PUT: `lines[i]` lists the problems of line i by code. */
export const lineProblemSchema = z.object({
  code: z.enum(LINE_PROBLEM_CODES),
  group_id: z.optional(z.int()),
  option_id: z.optional(z.int()),
});
export const cartProblemsResponseSchema = z.object({
  code: z.literal('cart_lines_invalid'),
  message: z.string(),
  lines: z.record(z.string(), z.array(lineProblemSchema)),
});

/** 409 of a call on a cart an order was placed from: `order_id` names that order. */
export const cartOrderedResponseSchema = z.object({ code: z.literal('cart_ordered'), message: z.string(), order_id: z.int() });

/** The cart as the storefront keeps it in the browser's storage (`{ cart }`): the shape customers' browsers already hold. */
export const savedCartSchema = z.object({ cart: cartSchema });
export type SavedCart = z.infer<typeof savedCartSchema>;
