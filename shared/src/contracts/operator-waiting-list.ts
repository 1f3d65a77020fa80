import { z } from 'zod/mini';
import { itemOf, localizedTextSchema } from './common';
import { countryCodeSchema } from './common';
import { waitingStatusSchema } from './waiting-list-entry';
import { requiredText, rowIdField } from './validation';

/** The restaurant side of the waiting list (x-tenant + x-operator-key): the line, opening, calling, seating. */
export const OPERATOR_WAITING_PATHS = {
  /** GET the line of a branch; PUT { open, reason } opens or closes its list. */
  branch: (branchId: number | string) => `/api/v1/operator/waiting-list/branches/${branchId}`,
  /** POST { area_id? }: the first party in line (of that area, else of the branch) is called: "Your turn now". */
  callNext: (branchId: number | string) => `/api/v1/operator/waiting-list/branches/${branchId}/call-next`,
  /** POST: a called party is seated. */
  seat: (entryId: number | string) => `/api/v1/operator/waiting-list/entries/${entryId}/seat`,
  /** POST: a called party did not come within the branch's no-show minutes. */
  noShow: (entryId: number | string) => `/api/v1/operator/waiting-list/entries/${entryId}/no-show`,
  /** POST: a called party is called again ("called again" push; SMS when no push got through). */
  callAgain: (entryId: number | string) => `/api/v1/operator/waiting-list/entries/${entryId}/call-again`,
} as const;

export const operatorWaitingOpenBodySchema = z
  .strictObject({ open: z.boolean(), reason: z.optional(requiredText(200)) })
  .check(z.refine((body) => body.open || body.reason !== undefined, { error: 'Closing the list needs a reason', path: ['reason'] }));

export const operatorCallNextBodySchema = z.strictObject({ area_id: z.optional(rowIdField()) });

/** One party as the restaurant sees it: the entry's row id (never its link token). */
export const operatorWaitingEntrySchema = z.object({
  id: z.int(),
  area_id: z.int(),
  name: z.string(),
  country_code: countryCodeSchema,
  mobile: z.string(),
  party_size: z.int(),
  note: z.nullable(z.string()),
  status: waitingStatusSchema,
  position: z.nullable(z.int()),
  delays_used: z.int(),
  created_at: z.string(),
  called_at: z.nullable(z.string()),
  /** Whole minutes since the party was called (at the answer's time); null while not called. */
  called_minutes_ago: z.nullable(z.int().check(z.nonnegative())),
  /** When the called party said "I'm on my way"; null until then. */
  on_my_way_at: z.nullable(z.string()),
});
export type OperatorWaitingEntry = z.infer<typeof operatorWaitingEntrySchema>;
export const operatorWaitingEntryResponseSchema = itemOf(operatorWaitingEntrySchema);

/** The line of a branch: its areas, each with the parties in line (by position) and those called. */
export const operatorWaitingLineSchema = z.object({
  branch_id: z.int(),
  names: localizedTextSchema,
  open: z.boolean(),
  closed_reason: z.nullable(z.string()),
  areas: z.array(z.object({ id: z.int(), names: localizedTextSchema, entries: z.array(operatorWaitingEntrySchema) })),
});
export type OperatorWaitingLine = z.infer<typeof operatorWaitingLineSchema>;
export const operatorWaitingLineResponseSchema = itemOf(operatorWaitingLineSchema);
