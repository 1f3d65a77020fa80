import { z } from 'zod';
import { branchSchema, orderTypeSchema } from './branch';
import { itemOf, listOf, localizedTextSchema } from './common';
import type { CountryCode } from './countries';
import { menuGroupSchema } from './menu';
import { FEEDBACK_PHOTO_LIMITS } from './feedback-photos';
import { LIMITS, VALIDATION, normalizeMobile, optionalText } from './validation';

/** Calls of the electronic menu (docs/api.md, "Electronic menu"). */
export const EMENU_PATHS = {
  /** One branch's e-menu by the uuid printed in its QR code. */
  branch: (uuid: string) => `/api/v1/menu/emenu/branch/${uuid}`,
  /** The branches one QR code covers (a food court, a chain's shared menu). */
  branches: (uuid: string) => `/api/v1/menu/emenu/branches/${uuid}`,
  /** A branch's e-menu by its id, optionally for one order type (`?order_type=`). */
  branchById: (id: number | string) => `/api/v1/menu/emenu/branch-id/${id}`,
  feedback: '/api/v1/menu/emenu/feedback',
} as const;

/** Spec section 9: the daily reference intakes an item's calories are compared with. */
export const REFERENCE_CALORIES = { man: 2500, woman: 2000, child: 1800 } as const;
export type CalorieReference = keyof typeof REFERENCE_CALORIES;

/** An allergen of the tenant's e-menu catalogue; items name theirs by `code` (`MenuItem.allergens`). */
export const emenuAllergenSchema = z.object({
  code: z.string(),
  names: localizedTextSchema,
  /** A short symbol shown beside the name (an emoji). */
  icon: z.string(),
});
export type EMenuAllergen = z.infer<typeof emenuAllergenSchema>;

/** A branch as its e-menu shows it, with the uuid of its own QR code. */
export const emenuBranchSchema = branchSchema.pick({ id: true, names: true, address: true }).extend({ uuid: z.string() });
export type EMenuBranch = z.infer<typeof emenuBranchSchema>;

/** The answer of EMENU_PATHS.branch / branchById: the branch's menu (the ordering menu's data), read only. */
export const emenuSchema = z.object({
  branch: emenuBranchSchema,
  /** The order type the e-menu was asked for; null: every item the branch serves. */
  order_type: orderTypeSchema.nullable(),
  currency: z.string(),
  groups: z.array(menuGroupSchema),
  /** The allergens the items name, with their names and icons. */
  allergens: z.array(emenuAllergenSchema),
  /** Set when the tenant switched ordering on for this branch: the order type the link to the ordering menu opens. */
  ordering_type: orderTypeSchema.nullable(),
  /** The tenant asks for at least one photo with every feedback ('Please attach an image'). */
  feedback_photo_required: z.boolean(),
});
export type EMenu = z.infer<typeof emenuSchema>;
export const emenuResponseSchema = itemOf(emenuSchema);
export const emenuBranchQuerySchema = z.object({ order_type: orderTypeSchema.optional() });

/** The answer of EMENU_PATHS.branches: the branches to choose from, each with its own e-menu uuid. */
export const emenuBranchesResponseSchema = listOf(emenuBranchSchema);

/** Validation key of a missing or out-of-range star rating (translated by the e-menu remote). */
export const FEEDBACK_RATING_ERROR = 'validation.rating';

/**
 * The text fields of POST EMENU_PATHS.feedback (multipart/form-data, the photos as `photos` files):
 * stars 1 to 5, a comment of at most 500 characters, an optional name and an optional mobile number
 * of the tenant's country (kept in national form).
 */
export const feedbackFieldsSchema = (country: CountryCode) =>
  z
    .object({
      branch_id: z.coerce.number({ error: VALIDATION.required }).int().positive({ error: VALIDATION.required }),
      rating: z.coerce
        .number({ error: FEEDBACK_RATING_ERROR })
        .int({ error: FEEDBACK_RATING_ERROR })
        .min(1, { error: FEEDBACK_RATING_ERROR })
        .max(5, { error: FEEDBACK_RATING_ERROR }),
      comment: optionalText(LIMITS.notes),
      name: optionalText(LIMITS.name),
      mobile: optionalText(20),
    })
    .refine((value) => value.mobile === null || normalizeMobile(country, value.mobile) !== null, {
      path: ['mobile'],
      message: VALIDATION.mobile,
    })
    .transform((value) => ({ ...value, mobile: value.mobile === null ? null : normalizeMobile(country, value.mobile) }));
export type FeedbackFields = z.input<ReturnType<typeof feedbackFieldsSchema>>;
export const feedbackResponseSchema = itemOf(z.object({ id: z.number().int(), photos: z.number().int() }));

/** GET: the feedback of one branch and day (operator key), each with its photos. */
export const OPERATOR_FEEDBACK_PATH = '/api/v1/operator/emenu/feedback';
/** GET: one feedback photo's bytes (operator key). */
export const operatorFeedbackPhotoPath = (id: number | string): string => `/api/v1/operator/emenu/feedback-photos/${id}`;
export const operatorFeedbackQuerySchema = z.object({
  branch_id: z.coerce.number().int().positive(),
  /** The tenant's local day, YYYY-MM-DD; today there by default. */
  date: z.iso.date().optional(),
});
export const feedbackPhotoSchema = z.object({
  id: z.number().int(),
  content_type: z.enum(FEEDBACK_PHOTO_LIMITS.types),
  bytes: z.number().int(),
  /** The operator API path of the photo's bytes. */
  path: z.string(),
});
export const operatorFeedbackSchema = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  created_at: z.string(),
  photos: z.array(feedbackPhotoSchema),
});
export type OperatorFeedback = z.infer<typeof operatorFeedbackSchema>;
export const operatorFeedbackListResponseSchema = listOf(operatorFeedbackSchema);

/** The guest's allergen choice as kept on the device (`storefront.<tenant>.emenu.allergens`). */
export const allergenChoiceSchema = z.object({ avoid: z.array(z.string().max(40)).max(50), mode: z.enum(['hide', 'mark']) });

/** The feedback form's text fields as kept on the device until sent (photos stay in the page). */
export const feedbackDraftSchema = z.object({
  stars: z.number().int().min(0).max(5),
  comment: z.string().max(LIMITS.notes),
  name: z.string().max(LIMITS.name),
  mobile: z.string().max(20),
});
export type FeedbackDraft = z.infer<typeof feedbackDraftSchema>;
