import { z } from 'zod/mini';
import { localizedTextSchema } from './common';
import { orderTypeSchema } from './branch';
import { vehicleSchema } from './customer';
import { deliveryZoneSchema } from './menu';
import { bannerOfferSchema } from './tenant';

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
    z.pick(vehicleSchema, {
      brand_id: true,
      brand_name: true,
      brand_logo: true,
      color_id: true,
      color_name: true,
      color_code: true,
      plate_number: true,
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
  /** The offer of the banner the customer followed, applied at checkout (drafts kept before it have none). */
  offer: z._default(z.nullable(bannerOfferSchema), null),
  /** The branch's name in both languages, so a page in the other language names it in its own (drafts kept before it have none). */
  branch_names: z._default(z.nullable(localizedTextSchema), null),
});
export type OrderDraft = z.infer<typeof orderDraftSchema>;
