import { z } from 'zod/mini';
import { itemOf, listOf, localizedTextSchema } from './common';
import {
  MAX_INTEGER,
  countField,
  countText,
  mobileFields,
  optionalText,
  requiredText,
  rowIdField,
  rowIdText,
  withMobileRule,
} from './validation';
import { LIMITS, VALIDATION } from './field-rules';
import { optionalHumanCheckField } from './auth';
import { waitingEntrySchema } from './waiting-list-entry';

/**
 * The waiting list (docs/api.md, "Waiting list"): a queue per branch area that a customer joins from the
 * door's QR code and follows live. An entry is named by an unguessable token (its link, sent by SMS),
 * never by a sequential id: whoever holds the link sees and changes that entry, nobody else.
 */
export { WAITING_LIST_PATHS } from './waiting-list-paths';

/** An entry's token as it appears in its link: 32 URL-safe characters (24 random bytes). */
export const waitingTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/));

/** The rules of one branch's list (GET WAITING_LIST_PATHS.settings(id)?frontend=true). */
export const waitingSettingsSchema = z.object({
  /** False while the restaurant has closed its list ("Out of service"): no new entries. */
  open: z.boolean(),
  /** Why the list is closed, as the restaurant wrote it; null while open. */
  closed_reason: z.nullable(z.string()),
  party_size_min: z.int().check(z.positive()),
  party_size_max: z.int().check(z.positive()),
  /** The branch's average minutes per party in line: the estimate is parties ahead × this. */
  turn_minutes: z.int().check(z.positive()),
  /** Places a delay moves a party down. */
  delay_step: z.int().check(z.positive()),
  /** Delays one party may ask for. */
  max_delays: z.int().check(z.nonnegative()),
  /**
   * The grace time: minutes a called party has to come before the restaurant may mark it a no-show and
   * give its place up (shown on "Your turn now"). 10 unless the branch sets it.
   */
  no_show_minutes: z.int().check(z.nonnegative()),
});
export type WaitingSettings = z.infer<typeof waitingSettingsSchema>;

/**
 * Whether the branch is open now by its working hours (the line takes parties only then, and only while
 * its list is `open`), and when it opens next (an ISO instant) while it is closed; null while open or
 * when it has no hours.
 */
export const waitingLineHoursSchema = z.object({ branch_open: z.boolean(), opens_at: z.nullable(z.string()) });
export type WaitingLineHours = z.infer<typeof waitingLineHoursSchema>;
export const waitingSettingsResponseSchema = itemOf(
  z.object({
    branch_id: z.int(),
    names: localizedTextSchema,
    /** The spec forces areas on: always "1". */
    enable_area: z.literal('1'),
    waiting_settings: waitingSettingsSchema,
    ...waitingLineHoursSchema.shape,
  }),
);

/**
 * A queue of a branch (main hall, terrace); GET WAITING_LIST_PATHS.areas?branch_id= lists them, with the
 * parties waiting in it and about how long the next one would wait (`estimateWaitMinutes`).
 */
export const waitingAreaSchema = z.object({
  id: z.int(),
  names: localizedTextSchema,
  waiting_count: z.int().check(z.nonnegative()),
  estimated_minutes: z.int().check(z.nonnegative()),
});
export type WaitingArea = z.infer<typeof waitingAreaSchema>;

/**
 * One branch that runs a waiting list, with the parties waiting in each of its queues now: `waiting_count`
 * is their sum, and each area's count is the one its register screen shows (one count for both).
 */
export const waitingBranchSchema = z.object({
  id: z.int(),
  names: localizedTextSchema,
  address: localizedTextSchema,
  open: z.boolean(),
  closed_reason: z.nullable(z.string()),
  ...waitingLineHoursSchema.shape,
  waiting_count: z.int().check(z.nonnegative()),
  areas: z.array(waitingAreaSchema),
});
export type WaitingBranch = z.infer<typeof waitingBranchSchema>;
export const waitingBranchesResponseSchema = listOf(waitingBranchSchema);

export const waitingAreasQuerySchema = z.object({ branch_id: rowIdText() });
export const waitingAreasResponseSchema = listOf(waitingAreaSchema);

const optionalRowId = z.optional(rowIdText());

/** GET WAITING_LIST_PATHS.check(branchId)?area_id=: the line now ("No Line" at 0, else "In Line: N"). */
export const waitingCheckQuerySchema = z.object({ area_id: optionalRowId });
export const waitingCheckResponseSchema = itemOf(
  z.object({ count: z.int().check(z.nonnegative()), estimated_minutes: z.int().check(z.nonnegative()) }),
);

export const waitingLastActiveQuerySchema = z.object({
  branch_id: rowIdText(),
  area_id: optionalRowId,
});

/** The entry's party size and note, shared by joining and changing them. */
const partySize = countText(1, MAX_INTEGER, VALIDATION.required);

/** POST WAITING_LIST_PATHS.create?frontend=1: the entry and the branch settings the customer saw. */
export const waitingCreateBodySchema = withMobileRule(
  z.object({
    branch_id: rowIdField(),
    area_id: rowIdField(),
    name: requiredText(LIMITS.name),
    ...mobileFields,
    party_size: partySize,
    event_type_id: z.nullish(rowIdField()),
    note: optionalText(LIMITS.notes, { multiline: true }),
    /** The bounds the form showed: when the branch changed them meanwhile the api answers 409 waiting_settings_changed. */
    branch_settings: z.object({ party_size_min: countField(1, MAX_INTEGER), party_size_max: countField(1, MAX_INTEGER) }),
    /** Asked by the api (428 human_check_required) past a few joins from one address within the hour. */
    human_check: optionalHumanCheckField,
  }),
);
export type WaitingCreateBody = z.input<typeof waitingCreateBodySchema>;
export const waitingCreateResponseSchema = itemOf(z.object({ WaitingEntity_id: waitingTokenSchema, entry: waitingEntrySchema }));

/** PUT WAITING_LIST_PATHS.update(token): the party size and/or the note. */
export const waitingUpdateBodySchema = z
  .strictObject({ party_size: z.optional(partySize), note: optionalText(LIMITS.notes, { multiline: true }) })
  .check(z.refine((update) => update.party_size !== undefined || update.note !== undefined, { error: 'Send party_size or note' }));
export type WaitingUpdateBody = z.input<typeof waitingUpdateBodySchema>;

/** POST WAITING_LIST_PATHS.changeQueue(token): `sub` moves the party down by the branch's step (a delay). */
export const waitingChangeQueueBodySchema = z.strictObject({ id: waitingTokenSchema, action: z.literal('sub') });

export const waitingCancellationReasonSchema = z.object({ id: z.int(), names: localizedTextSchema });
export type WaitingCancellationReason = z.infer<typeof waitingCancellationReasonSchema>;
export const waitingCancellationReasonsResponseSchema = listOf(waitingCancellationReasonSchema);

/** POST WAITING_LIST_PATHS.cancel(token): one of the tenant's cancellation reasons. */
/** Leaving the line: the reason is the party's to give or not. */
export const waitingCancelBodySchema = z.strictObject({ reason_id: z.optional(z.nullable(rowIdField(VALIDATION.choose))) });

/** POST WAITING_LIST_PATHS.rating(token): once, after being seated or after cancelling. */
export const waitingRatingBodySchema = z.strictObject({
  stars: countField(1, 5),
  comment: optionalText(LIMITS.notes, { multiline: true }),
});

export const waitingEntryResponseSchema = itemOf(waitingEntrySchema);
/** GET WAITING_LIST_PATHS.lastActive: the customer's entry still in line there, or null. */
export const waitingLastActiveResponseSchema = itemOf(z.nullable(waitingEntrySchema));

export { WAITING_LIST_UPDATED_EVENT, waitingListRoom } from './waiting-list-paths';
export const waitingListUpdatedPayloadSchema = z.object({ branch_id: z.int(), area_id: z.nullable(z.int()) });
