import { z } from 'zod/mini';
import { branchSchema, orderTypeSchema } from './branch';
import { itemOf, listOf, localizedTextSchema } from './common';
import type { CountryCode } from './countries';
import { menuGroupSchema } from './menu';
import { FEEDBACK_PHOTO_LIMITS } from './feedback-photos';
import { calendarDateField, optionalText, rowIdText } from './validation';
import { LIMITS, VALIDATION, normalizeMobile } from './field-rules';

/** An allergen of the tenant's e-menu catalogue; items name theirs by `code` (`MenuItem.allergens`). */
export const emenuAllergenSchema = z.object({
  code: z.string(),
  names: localizedTextSchema,
  /** A short symbol shown beside the name (an emoji). */
  icon: z.string(),
});
export type EMenuAllergen = z.infer<typeof emenuAllergenSchema>;

/** A branch as its e-menu shows it, with the uuid of its own QR code. */
export const emenuBranchSchema = z.extend(z.pick(branchSchema, { id: true, names: true, address: true }), { uuid: z.string() });
export type EMenuBranch = z.infer<typeof emenuBranchSchema>;

/** The answer of EMENU_PATHS.branch / branchById: the branch's menu (the ordering menu's data), read only. */
export const emenuSchema = z.object({
  branch: emenuBranchSchema,
  /** The order type the e-menu was asked for; null: every item the branch serves. */
  order_type: z.nullable(orderTypeSchema),
  currency: z.string(),
  groups: z.array(menuGroupSchema),
  /** The allergens the items name, with their names and icons. */
  allergens: z.array(emenuAllergenSchema),
  /** Set when the tenant switched ordering on for this branch: the order type the link to the ordering menu opens. */
  ordering_type: z.nullable(orderTypeSchema),
  /** The tenant asks for at least one photo with every feedback ('Please attach an image'). */
  feedback_photo_required: z.boolean(),
});
export type EMenu = z.infer<typeof emenuSchema>;
export const emenuResponseSchema = itemOf(emenuSchema);
export const emenuBranchQuerySchema = z.object({ order_type: z.optional(orderTypeSchema) });

/** The answer of EMENU_PATHS.branches: the branches to choose from, each with its own e-menu uuid. */
export const emenuBranchesResponseSchema = listOf(emenuBranchSchema);

/** Validation key of a missing or out-of-range star rating (translated by the e-menu remote). */
export const FEEDBACK_RATING_ERROR = 'validation.rating';

/** The text fields of POST EMENU_PATHS.feedback (multipart/form-data, the photos as `photos` files). */
export const feedbackTextFieldsSchema = z.object({
  branch_id: rowIdText(VALIDATION.required),
  rating: z.coerce
    .number({ error: FEEDBACK_RATING_ERROR })
    .check(z.int({ error: FEEDBACK_RATING_ERROR }), z.gte(1, { error: FEEDBACK_RATING_ERROR }), z.lte(5, { error: FEEDBACK_RATING_ERROR })),
  comment: optionalText(LIMITS.notes, { multiline: true }),
  name: optionalText(LIMITS.name),
  mobile: optionalText(20),
});

/**
 * The text fields as checked: stars 1 to 5, a comment of at most 500 characters, an optional name and
 * an optional mobile number of the tenant's country (kept in national form).
 */
export const feedbackFieldsSchema = (country: CountryCode) =>
  z.pipe(
    feedbackTextFieldsSchema.check(
      z.refine((value) => value.mobile === null || normalizeMobile(country, value.mobile) !== null, {
        path: ['mobile'],
        message: VALIDATION.mobile,
      }),
    ),
    z.transform((value) => ({ ...value, mobile: value.mobile === null ? null : normalizeMobile(country, value.mobile) })),
  );
export type FeedbackFields = z.input<ReturnType<typeof feedbackFieldsSchema>>;
export const feedbackResponseSchema = itemOf(z.object({ id: z.int(), photos: z.int() }));

/** GET: the feedback of one branch and day (operator key), each with its photos. */
export const OPERATOR_FEEDBACK_PATH = '/api/v1/operator/emenu/feedback';
/** GET: one feedback photo's bytes (operator key). */
export const operatorFeedbackPhotoPath = (id: number | string): string => `/api/v1/operator/emenu/feedback-photos/${id}`;
export const operatorFeedbackQuerySchema = z.object({
  branch_id: rowIdText(),
  /** The tenant's local day, YYYY-MM-DD; today there by default. */
  date: z.optional(calendarDateField()),
});
export const feedbackPhotoSchema = z.object({
  id: z.int(),
  content_type: z.enum(FEEDBACK_PHOTO_LIMITS.types),
  bytes: z.int(),
  /** The operator API path of the photo's bytes. */
  path: z.string(),
});
export const operatorFeedbackSchema = z.object({
  id: z.int(),
  branch_id: z.int(),
  rating: z.int(),
  comment: z.nullable(z.string()),
  name: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  created_at: z.string(),
  photos: z.array(feedbackPhotoSchema),
});
export type OperatorFeedback = z.infer<typeof operatorFeedbackSchema>;
export const operatorFeedbackListResponseSchema = listOf(operatorFeedbackSchema);

/** The guest's allergen choice as kept on the device (`storefront.<tenant>.emenu.allergens`). */
export const allergenChoiceSchema = z.object({
  avoid: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(50)),
  mode: z.enum(['hide', 'mark']),
});

/** The feedback form's text fields as kept on the device until sent (photos stay in the page). */
export const feedbackDraftSchema = z.object({
  stars: z.int().check(z.gte(0), z.lte(5)),
  comment: z.string().check(z.maxLength(LIMITS.notes)),
  name: z.string().check(z.maxLength(LIMITS.name)),
  mobile: z.string().check(z.maxLength(20)),
});
export type FeedbackDraft = z.infer<typeof feedbackDraftSchema>;

/** POST feedback as the form's schema: the text fields (checked for the tenant's country by `feedbackFieldsSchema`) and the photos. */
export const feedbackFormBodySchema = z.object({ ...feedbackTextFieldsSchema.shape, photos: z.optional(z.array(z.file())) });
