import { z } from 'zod/mini';
import { branchResponseSchema } from './branch';

/** PUT: the restaurant side switches a branch's busy mode or closes it (x-tenant + x-operator-key). */
export const operatorBranchPath = (id: number | string): string => `/api/v1/operator/branches/${id}`;

/** Most minutes busy mode may add to the preparation time. */
export const MAX_BUSY_EXTRA_MINUTES = 240;

export const operatorBranchUpdateBodySchema = z
  .strictObject({
    busy: z.optional(z.boolean()),
    busy_extra_minutes: z.optional(z.int().check(z.gte(0), z.lte(MAX_BUSY_EXTRA_MINUTES))),
    manually_closed: z.optional(z.boolean()),
  })
  .check(z.refine((update) => Object.keys(update).length > 0, { error: 'Send busy, busy_extra_minutes or manually_closed' }));
export type OperatorBranchUpdate = z.infer<typeof operatorBranchUpdateBodySchema>;

/** The branch after the change, as the storefront sees it. */
export const operatorBranchResponseSchema = branchResponseSchema;

export const branchUpdatedPayloadSchema = z.object({ id: z.int() });
