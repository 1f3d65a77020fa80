import { z } from 'zod/mini';
import { branchSchema } from './branch';
import { allergenSchema, eventTypeSchema } from './catalogues';
import { itemOf, listOf, localizedTextSchema } from './common';
import { countryCodeSchema } from './common';
import { toWesternDigits } from './digits';
import { MAX_INTEGER, calendarDateField, countText, emailField, plainText, rowIdText } from './validation';
import { LIMITS, VALIDATION, normalizeMobile } from './field-rules';
import { RESERVATION_SOURCE } from './reservation-paths';
import { cardFormOfSessionSchema } from './payments';

export { RESERVATION_PATHS, RESERVATION_SOURCE, RESERVATION_UPDATED_EVENT, reservationRoom } from './reservation-paths';

export const reservationStatusSchema = z.enum(['pending', 'pending_payment', 'confirmed', 'cancelled', 'seated', 'no_show']);
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;

/** `data.reservations_settings` of GET settings (`?frontend=true`). Minutes for hold, table and no-show. */
export const reservationSettingsSchema = z.object({
  person_count_from: z.int(),
  person_count_to: z.int(),
  maximum_duration: z.int(),
  hold_minutes: z.int(),
  table_minutes: z.int(),
  no_show_minutes: z.int(),
  /** A paid deposit is refunded when cancelled at least this many hours before the time. */
  refund_hours: z.int(),
  currency: z.string(),
  time_zone: z.string(),
  /** The branch's local day now (YYYY-MM-DD): step one's first date. */
  today: z.string(),
});
export type ReservationSettings = z.infer<typeof reservationSettingsSchema>;
export const reservationSettingsResponseSchema = itemOf(
  z.object({ branch: branchSchema, reservations_settings: reservationSettingsSchema }),
);
export const reservationBranchesResponseSchema = listOf(branchSchema);

const daySchema = calendarDateField();
const guestsCount = countText(1, MAX_INTEGER);

export const reservationSlotsBodySchema = z.object({
  branch_id: rowIdText(),
  date: daySchema,
  guests_count: guestsCount,
  source: z._default(z.literal(RESERVATION_SOURCE), RESERVATION_SOURCE),
});

/** A period: `time` HH:MM of the local day (of the next day when `is_next_day`), `cost` with 2 decimals. */
export const reservationPeriodSchema = z.object({ time: z.string(), cost: z.string(), is_next_day: z.boolean() });
export const reservationSectionSchema = z.object({
  id: z.int(),
  names: localizedTextSchema,
  periods: z.array(reservationPeriodSchema),
});
export type ReservationSection = z.infer<typeof reservationSectionSchema>;
export const reservationSlotsResponseSchema = itemOf(
  z.object({ date: z.string(), sections: z.array(reservationSectionSchema), fully_booked: z.boolean() }),
);
export type ReservationSlots = z.infer<typeof reservationSlotsResponseSchema>['data'];

/** POST create: holds a table for the chosen period (status pending); personal fields come with the update. */
export const createReservationBodySchema = z.object({
  branch_id: rowIdText(),
  date: daySchema,
  time: z.string().check(z.regex(/^\d{2}:\d{2}$/, { error: VALIDATION.choose })),
  is_next_day: z._default(z.boolean(), false),
  area_id: rowIdText(VALIDATION.choose),
  guests_count: guestsCount,
  source: z._default(z.literal(RESERVATION_SOURCE), RESERVATION_SOURCE),
  // Personal fields travel blank at creation (spec §5); step two's update fills them.
  name: z.optional(z.literal('')),
  email: z.optional(z.literal('')),
  phone: z.optional(z.literal('')),
  note: z.optional(z.literal('')),
});
export type CreateReservationBody = z.input<typeof createReservationBodySchema>;

/** The details of step two: name, e-mail, phone by its country's rules (spec §5), note, event and allergens. */
export const reservationDetailsSchema = z.pipe(
  z
    .object({
      name: plainText(LIMITS.name).check(z.minLength(1, { error: VALIDATION.required })),
      email: emailField,
      country_code: countryCodeSchema,
      phone: z.string().check(z.trim(), z.minLength(1, { error: VALIDATION.required })),
      note: z._default(plainText(LIMITS.notes, { multiline: true }), ''),
      event_id: z.nullish(rowIdText()),
      allergens: z._default(z.array(rowIdText()).check(z.maxLength(20)), []),
    })
    .check(z.refine((value) => normalizeMobile(value.country_code, value.phone) !== null, { path: ['phone'], message: VALIDATION.mobile })),
  z.transform((value) => ({ ...value, phone: normalizeMobile(value.country_code, toWesternDigits(value.phone)) ?? value.phone })),
);

/**
 * PUT item: `update` (step two's details), `confirm` (step three), `cancel` (with an optional reason) or
 * `change` (a confirmed booking to another period and party, same deposit; docs/api.md, "Changing a reservation").
 */
export const updateReservationBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), details: reservationDetailsSchema }),
  z.object({ action: z.literal('confirm') }),
  z.object({ action: z.literal('cancel'), cancellation_reason: z.optional(plainText(200, { multiline: true })) }),
  z.object({
    action: z.literal('change'),
    date: daySchema,
    time: z.string().check(z.regex(/^\d{2}:\d{2}$/, { error: VALIDATION.choose })),
    is_next_day: z._default(z.boolean(), false),
    area_id: rowIdText(VALIDATION.choose),
    guests_count: guestsCount,
  }),
]);
export type UpdateReservationBody = z.input<typeof updateReservationBodySchema>;

export const reservationNoteSchema = z.object({
  author: z.enum(['customer', 'staff', 'system']),
  text: z.string(),
  created_at: z.string(),
});

/** Where a refund went: deposits go back to the card they were paid with (orders may refund to the wallet). */
export const refundDestinationSchema = z.enum(['card', 'wallet']);

/** Money given back: the amount (2 decimals), where to and when (ISO). */
export const reservationRefundSchema = z.object({ amount: z.string(), to: refundDestinationSchema, at: z.string() });

/**
 * The deposit's refund rule applied to one reservation (null without a deposit): a customer's cancel by
 * `deadline` (ISO, `hours` before the time) gives it back, `to` the card or the wallet (the tenant's
 * choice); `refundable` says whether that is still so now, by the api's clock.
 */
export const refundPolicySchema = z.object({ hours: z.int(), deadline: z.string(), refundable: z.boolean(), to: refundDestinationSchema });
export type RefundPolicy = z.infer<typeof refundPolicySchema>;

export const reservationSchema = z.object({
  id: z.int(),
  branch_id: z.int(),
  branch_name: localizedTextSchema,
  status: reservationStatusSchema,
  action: z.nullable(z.string()),
  date: z.string(),
  time: z.string(),
  is_next_day: z.boolean(),
  starts_at: z.string(),
  /** When the table is needed until (starts_at plus the branch's table minutes): the calendar event's end. */
  ends_at: z.string(),
  guests_count: z.int(),
  area_id: z.int(),
  area_name: localizedTextSchema,
  table_id: z.int(),
  table_name: z.string(),
  cost: z.string(),
  currency: z.string(),
  is_payment_required: z.boolean(),
  paid: z.boolean(),
  name: z.string(),
  email: z.string(),
  country_code: z.nullable(countryCodeSchema),
  phone: z.string(),
  note: z.string(),
  event: z.nullable(eventTypeSchema),
  allergens: z.array(allergenSchema),
  source: z.string(),
  send_notification: z.boolean(),
  cancellation_reason: z.nullable(z.string()),
  /** Until when the table is held for an unfinished reservation; null once confirmed or closed. */
  hold_expires_at: z.nullable(z.string()),
  /** Seconds left on the hold by the api's clock (the countdown runs from this, whatever the device's clock says). */
  hold_seconds_left: z.nullable(z.int()),
  refund_policy: z.nullable(refundPolicySchema),
  /** Whether the customer can change the time and party now: confirmed, and the branch takes changes until `change_hours` before. */
  changeable: z.boolean(),
  /** The deposit given back (a cancel by the restaurant, or by the customer within the rule); null while none was. */
  refund: z.nullable(reservationRefundSchema),
  /** Whether `refund` is set: kept for remotes deployed before it (each remote bundles its own contracts). */
  refunded: z.boolean(),
  notes: z.optional(z.array(reservationNoteSchema)),
  /** The deposit's open payment page when confirming needs one (cost above 0). */
  payment_url: z.optional(z.nullable(z.string())),
  /** Set beside `payment_url` when the card is typed on the storefront and posted to the provider (`cardFormOfSessionSchema`). */
  card_form: z.optional(z.nullable(cardFormOfSessionSchema)),
});
export type Reservation = z.infer<typeof reservationSchema>;
export const reservationResponseSchema = itemOf(reservationSchema);
export const reservationListResponseSchema = listOf(reservationSchema);

export const reservationUpdatedPayloadSchema = z.object({ id: z.int(), status: reservationStatusSchema });
export type ReservationUpdatedPayload = z.infer<typeof reservationUpdatedPayloadSchema>;

export const cancellationReasonSchema = z.object({ id: z.int(), names: localizedTextSchema });
export const cancellationReasonsResponseSchema = listOf(cancellationReasonSchema);
export type CancellationReason = z.infer<typeof cancellationReasonSchema>;
export const smsBalanceResponseSchema = itemOf(z.object({ balance: z.int() }));

/** POST confirmPayment: verified with the provider on the server. */
export const reservationPaymentResponseSchema = itemOf(
  z.object({
    paid: z.boolean(),
    code: z.nullable(z.enum(['payment_failed', 'card_invalid', 'payment_session_expired', 'payment_refunded'])),
    reservation: reservationSchema,
  }),
);

/** The staff's calls behind the operator key (docs/api.md, "Reservations"). */
export const OPERATOR_RESERVATION_ACTIONS = ['confirm', 'cancel', 'seat', 'no_show', 'refund'] as const;
export type OperatorReservationAction = (typeof OPERATOR_RESERVATION_ACTIONS)[number];
export const OPERATOR_RESERVATION_PATHS = {
  /** GET `?branch_id=&date=YYYY-MM-DD`: the branch's reservations of that local day. */
  list: '/api/v1/operator/reservations',
  /** POST; `cancel` takes `{ reason }`; `refund` sends again a deposit refund the provider refused. */
  action: (id: number | string, action: OperatorReservationAction | string) => `/api/v1/operator/reservations/${id}/${action}`,
} as const;
export const operatorReservationListQuerySchema = z.object({ branch_id: rowIdText(), date: daySchema });
export const operatorReservationBodySchema = z.object({ reason: z.optional(plainText(200, { multiline: true })) });

/** What a customer typed in step two, kept in the browser per held reservation until the api has it. */
export const reservationDetailsDraftSchema = z.object({
  name: z.string(),
  email: z.string(),
  country_code: countryCodeSchema,
  phone: z.string(),
  note: z.string(),
  event_id: z.nullable(z.int()),
  event: z.nullable(eventTypeSchema),
  allergens: z.array(allergenSchema),
});
export type ReservationDetailsDraft = z.infer<typeof reservationDetailsDraftSchema>;

/** GET mine: the customer's upcoming (the default) or past reservations. */
export const reservationListQuerySchema = z.object({ when: z._default(z.enum(['upcoming', 'past']), 'upcoming') });
/** GET unfinished: at one branch, or at any. */
export const unfinishedReservationQuerySchema = z.object({ branch_id: z.optional(rowIdText()) });
/** GET item: `include=notes` adds the customer's notes. */
export const reservationItemQuerySchema = z.object({ include: z.optional(z.literal('notes')) });
