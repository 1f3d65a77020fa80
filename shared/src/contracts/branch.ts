import { z } from 'zod/mini';
import { itemOf, listOf, localizedTextSchema } from './common';
import { ORDER_TYPES } from './order-types';

/** Branch states of docs/specification.md §4, as the API computes them for now in the tenant's time zone. */
export const branchStatusSchema = z.enum(['open', 'closed', 'busy', 'preorder', 'scheduled_only']);
export type BranchStatus = z.infer<typeof branchStatusSchema>;

export const orderTypeSchema = z.enum(ORDER_TYPES);

/** One opening period of a weekday (0 = Sunday), local times `HH:MM`; `closes` may pass midnight. */
export const workingHoursSchema = z.object({
  weekday: z.int().check(z.gte(0), z.lte(6)),
  opens: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  closes: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
});
export type WorkingHours = z.infer<typeof workingHoursSchema>;

export const branchSchema = z.object({
  id: z.int(),
  names: localizedTextSchema,
  address: localizedTextSchema,
  phone: z.nullable(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  status: branchStatusSchema,
  /** Minutes until an order is ready now (busy mode adds to it). */
  preparation_minutes: z.int().check(z.nonnegative()),
  asap_allowed: z.boolean(),
  schedule_allowed: z.boolean(),
  order_types: z.array(orderTypeSchema),
  working_hours: z.array(workingHoursSchema),
});
export type Branch = z.infer<typeof branchSchema>;

/** GET /api/v1/branch/frontend/branches (every active branch) and /api/v1/branch/frontend/branches/{id}. */
export const branchesResponseSchema = listOf(branchSchema);
export const branchResponseSchema = itemOf(branchSchema);
