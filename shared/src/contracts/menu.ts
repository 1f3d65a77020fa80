import { z } from 'zod/mini';
import { branchSchema, orderTypeSchema } from './branch';
import { itemOf, listOf, localizedTextSchema } from './common';
import { rowIdText } from './validation';

/** Money with at most 2 decimals, VAT excluded. */
export const moneySchema = z.number().check(z.nonnegative(), z.multipleOf(0.01));

export const menuOptionSchema = z.object({
  id: z.int(),
  names: localizedTextSchema,
  price: moneySchema,
});

/** Spec section 5: a required group needs at least max(min, 1) options; any group at most `max`. */
export const menuOptionGroupSchema = z.object({
  id: z.int(),
  names: localizedTextSchema,
  required: z.boolean(),
  min: z.int().check(z.nonnegative()),
  max: z.int().check(z.positive()),
  options: z.array(menuOptionSchema),
});
export type MenuOptionGroup = z.infer<typeof menuOptionGroupSchema>;

export const menuItemSchema = z.object({
  id: z.int(),
  group_id: z.int(),
  names: localizedTextSchema,
  descriptions: localizedTextSchema,
  price: moneySchema,
  calories: z.nullable(z.int().check(z.nonnegative())),
  allergens: z.array(z.string()),
  image: z.nullable(z.string()),
  max_per_purchase: z.int().check(z.positive()),
  /** False while the branch has it switched off (sold out). */
  available: z.boolean(),
  /** 'This product is available for scheduled orders only.' */
  scheduled_only: z.boolean(),
  option_groups: z.array(menuOptionGroupSchema),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuGroupSchema = z.object({
  id: z.int(),
  names: localizedTextSchema,
  items: z.array(menuItemSchema),
});
export type MenuGroup = z.infer<typeof menuGroupSchema>;

/** GET MENU_PATHS.menu(branchId)?order_type=: what the branch serves for that order type. */
export const menuQuerySchema = z.object({ order_type: orderTypeSchema });
export const menuSchema = z.object({
  branch_id: z.int(),
  order_type: orderTypeSchema,
  currency: z.string(),
  groups: z.array(menuGroupSchema),
});
export type Menu = z.infer<typeof menuSchema>;
export const menuResponseSchema = itemOf(menuSchema);

/** GET MENU_PATHS.item(id)?branch_id=: one item as that branch serves it. */
export const menuItemQuerySchema = z.object({ branch_id: rowIdText() });
export const menuItemResponseSchema = itemOf(menuItemSchema);

/** GET MENU_PATHS.deliveryZone?latitude=&longitude=. */
export const deliveryZoneQuerySchema = z.object({
  latitude: z.coerce.number().check(z.gte(-90), z.lte(90)),
  longitude: z.coerce.number().check(z.gte(-180), z.lte(180)),
});
export const deliveryZoneSchema = z.object({
  id: z.int(),
  names: localizedTextSchema,
  fee: moneySchema,
  minimum_order: moneySchema,
  eta_minutes: z.int().check(z.nonnegative()),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;
/**
 * The branch that delivers to a location and the zone the location falls in; `estimated_minutes` is the
 * api's one estimate of an order placed now (the branch's preparation, busy extra and the zone's minutes).
 */
const deliveryCoverageSchema = z.object({
  branch: branchSchema,
  zone: deliveryZoneSchema,
  estimated_minutes: z.int().check(z.nonnegative()),
});
export type DeliveryCoverage = z.infer<typeof deliveryCoverageSchema>;
export const deliveryZoneResponseSchema = itemOf(deliveryCoverageSchema);
/**
 * GET MENU_PATHS.deliveryZones: the districts delivered to, each with a point inside it, so a
 * customer without a map or location can still say where they are.
 */
export const deliveryDistrictSchema = z.object({
  id: z.int(),
  names: localizedTextSchema,
  branch_id: z.int(),
  latitude: z.number(),
  longitude: z.number(),
});
export type DeliveryDistrict = z.infer<typeof deliveryDistrictSchema>;
export const deliveryDistrictsResponseSchema = listOf(deliveryDistrictSchema);

/** PUT: the restaurant side changes an item (x-tenant + x-operator-key). */
export const operatorMenuItemPath = (id: number | string): string => `/api/v1/operator/menu/items/${id}`;
export const operatorMenuItemBodySchema = z
  .strictObject({ available: z.optional(z.boolean()), price: z.optional(moneySchema.check(z.lte(100000))) })
  .check(z.refine((update) => Object.keys(update).length > 0, { error: 'Send available or price' }));
export type OperatorMenuItemUpdate = z.infer<typeof operatorMenuItemBodySchema>;

export const menuUpdatedPayloadSchema = z.object({ item_id: z.int() });
