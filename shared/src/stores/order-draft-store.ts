import { makeAutoObservable } from 'mobx';
import { z } from 'zod/mini';
import { orderTypeSchema } from '../contracts/branch';
import { deliveryZoneSchema } from '../contracts/menu';
import { storageKey } from '../site/storage-key';

/** A delivery location the customer chose, with the branch zone that covers it. */
export const deliveryLocationSchema = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  /** How the customer named it: a saved address, a district, "my location". */
  label: z.string().check(z.maxLength(300)),
  zone: deliveryZoneSchema,
});

/** The order draft of docs/specification.md §3 that is known before checkout; checked whenever it is read back. */
export const orderDraftSchema = z.object({
  cart_id: z.nullable(z.string()),
  type: z.nullable(orderTypeSchema),
  branch_id: z.nullable(z.int()),
  branch_name: z.nullable(z.string()),
  branch_asap_allowed: z.boolean(),
  branch_schedule_allowed: z.boolean(),
  table_id: z.nullable(z.int()),
  table_name: z.nullable(z.string()),
  table_available: z.boolean(),
  table_changed: z.boolean(),
  table_changed_branch_id: z.nullable(z.int()),
  session_id: z.nullable(z.string()),
  area_name: z.nullable(z.string()),
  vehicle: z.nullable(
    z.object({
      brand_id: z.int(),
      brand_name: z.string(),
      brand_logo: z.nullable(z.string()),
      color_id: z.int(),
      color_name: z.string(),
      color_code: z.string(),
      plate_number: z.string().check(z.maxLength(20)),
    }),
  ),
  delivery_time: z.nullable(z.enum(['asap', 'schedule'])),
  scheduled_day: z.nullable(z.string()),
  scheduled_period: z.nullable(z.string()),
  payment_method_id: z.nullable(z.int()),
  use_points: z.boolean(),
  use_wallet: z.boolean(),
  /** Where a delivery goes and the zone that covers it (ours: the spec keeps coordinates on the customer). */
  delivery_location: z._default(z.nullable(deliveryLocationSchema), null),
});
export type OrderDraft = z.infer<typeof orderDraftSchema>;
export type OrderType = NonNullable<OrderDraft['type']>;

/** A draft's table fields when no table is chosen (any order type but dine-in). */
export const NO_TABLE = {
  table_id: null,
  table_name: null,
  table_available: false,
  table_changed: false,
  table_changed_branch_id: null,
  session_id: null,
  area_name: null,
} as const satisfies Partial<OrderDraft>;

const EMPTY_DRAFT: OrderDraft = {
  cart_id: null,
  type: null,
  branch_id: null,
  branch_name: null,
  branch_asap_allowed: false,
  branch_schedule_allowed: false,
  ...NO_TABLE,
  vehicle: null,
  delivery_time: null,
  scheduled_day: null,
  scheduled_period: null,
  payment_method_id: null,
  use_points: false,
  use_wallet: false,
  delivery_location: null,
};

/** Where the draft survives reloads, tabs and browser restarts: one key per tenant. */
export const orderDraftStorageKey = (tenant: string): string => storageKey(tenant, 'order-draft');

/**
 * The customer's order draft. Every change is saved for the tenant; a draft saved by another tab
 * is taken over; whatever is read back is checked, and a damaged draft is dropped, never trusted.
 */
export class OrderDraftStore {
  draft: OrderDraft = { ...EMPTY_DRAFT };

  constructor() {
    makeAutoObservable(this);
  }

  update(changes: Partial<OrderDraft>): void {
    this.draft = { ...this.draft, ...changes };
  }

  clear(): void {
    this.draft = { ...EMPTY_DRAFT };
  }

  /** What is kept for reloads and other tabs (`persisted`): the whole draft. */
  get saved(): OrderDraft {
    return this.draft;
  }

  /** Takes a kept draft back (checked by `orderDraftSchema` on the way in). */
  restore(saved: OrderDraft): boolean {
    this.draft = saved;
    return true;
  }
}
