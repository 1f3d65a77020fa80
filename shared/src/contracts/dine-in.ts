import { z } from 'zod/mini';
import { itemOf, localizedTextSchema } from './common';
import { rowIdField, rowIdText } from './validation';

/** The code printed on a table ("T5", "12"): what a table's `name` holds (1-20 characters). */
export const tableCodeSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(20));

/** GET DINE_IN_PATHS.tableSession: the branch and the printed code (matched without regard to case). */
export const tableSessionQuerySchema = z.object({
  branch_id: rowIdText(),
  code: tableCodeSchema,
});

/** A session id as it appears in a table's QR link: letters, digits and dashes. */
export const dineInSessionIdSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/));

export const dineInSessionSchema = z.object({
  session_id: z.string(),
  /** `closed` once the staff closed it: no new orders. */
  status: z.enum(['open', 'closed']),
  branch_id: z.int(),
  branch_names: localizedTextSchema,
  table: z.object({
    id: z.int(),
    /** The table's label as printed on it ("T5", "12"). */
    name: z.string(),
    /** False while the staff has the table blocked (cleaning, out of service). */
    available: z.boolean(),
  }),
  area: z.object({ id: z.int(), names: localizedTextSchema }),
});
export type DineInSession = z.infer<typeof dineInSessionSchema>;
/** GET DINE_IN_PATHS.session(id): 404 'Session not found' for an unknown id or another tenant's. */
export const dineInSessionResponseSchema = itemOf(dineInSessionSchema);

/** Operator calls (x-tenant + x-operator-key): open a session at a table, move it, close it. */
export const OPERATOR_DINE_IN_PATHS = {
  sessions: '/api/v1/operator/dine-in/sessions',
  session: (sessionId: string) => `/api/v1/operator/dine-in/sessions/${encodeURIComponent(sessionId)}`,
} as const;
export const operatorOpenSessionBodySchema = z.strictObject({ table_id: rowIdField() });
export const operatorUpdateSessionBodySchema = z
  .strictObject({ table_id: z.optional(rowIdField()), status: z.optional(z.literal('closed')) })
  .check(z.refine((update) => Object.keys(update).length > 0, { error: 'Send table_id or status' }));

export const dineInSessionUpdatedPayloadSchema = z.object({ session_id: z.string() });
