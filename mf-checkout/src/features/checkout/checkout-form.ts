import {
  type ApiErrorCode,
  type CartLine,
  type CheckoutPreviewBody,
  type PaymentMethodCode,
  type PlaceOrderBody,
} from '@storefront/shared/contracts';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod/mini';
import { ApiCallError, failureKey, LIMITS, VALIDATION, type OrderDraft } from '@storefront/shared';

/** Apple Pay is offered in Safari only and is paid through the hosted payment page (the contract has no method of its own). */
export const APPLE_PAY = 'apple_pay';

/** What the checkout form holds; every field but the human check is kept across reloads. */
export interface CheckoutValues {
  address_id: string;
  vehicle_id: string;
  delivery_time: '' | 'asap' | 'schedule';
  scheduled_day: string;
  scheduled_period: string;
  /** What the customer typed in the coupon field. */
  coupon_input: string;
  /** The coupon the api accepted (empty: none). */
  coupon_code: string;
  use_points: boolean;
  use_wallet: boolean;
  payment_method: string;
  notes: string;
  human_check: { key: string; answer: string };
}

export const emptyValues = (draft: OrderDraft): CheckoutValues => ({
  address_id: '',
  vehicle_id: '',
  delivery_time: draft.type === 'dine_in' ? 'asap' : (draft.delivery_time ?? ''),
  scheduled_day: draft.scheduled_day ?? '',
  scheduled_period: draft.scheduled_period ?? '',
  coupon_input: '',
  coupon_code: '',
  use_points: draft.use_points,
  use_wallet: draft.use_wallet,
  payment_method: '',
  notes: '',
  human_check: { key: '', answer: '' },
});

/**
 * The rules of docs/specification.md §5 for this order type: an address for delivery, a car for curbside, a
 * delivery time and, when scheduled, a slot; a payment method; notes at most 500; the human check when
 * the api asks it of this customer. Messages are `validation.*` or `checkout.required.*` keys, translated where shown.
 */
export const checkoutFormSchema = (type: OrderDraft['type'], humanCheckNeeded: boolean) =>
  z
    .object({
      address_id: z.string(),
      vehicle_id: z.string(),
      delivery_time: z.enum(['', 'asap', 'schedule']),
      scheduled_day: z.string(),
      scheduled_period: z.string(),
      coupon_input: z.string().check(z.maxLength(40, { error: VALIDATION.tooLong })),
      coupon_code: z.string(),
      use_points: z.boolean(),
      use_wallet: z.boolean(),
      payment_method: z.string().check(z.minLength(1, { error: 'checkout.required.payment' })),
      notes: z.string().check(z.maxLength(LIMITS.notes, { error: VALIDATION.tooLong })),
      human_check: z.object({ key: z.string(), answer: z.string() }),
    })
    .check(
      z.superRefine((values, context) => {
        if (type === 'delivery' && !values.address_id)
          context.addIssue({ code: 'custom', path: ['address_id'], message: 'checkout.required.address' });
        if (type === 'curbside' && !values.vehicle_id)
          context.addIssue({ code: 'custom', path: ['vehicle_id'], message: 'checkout.required.vehicle' });
        if (humanCheckNeeded && (!values.human_check.key || !values.human_check.answer.trim()))
          context.addIssue({ code: 'custom', path: ['human_check', 'answer'], message: VALIDATION.humanCheck });
        if (!values.delivery_time) context.addIssue({ code: 'custom', path: ['delivery_time'], message: 'checkout.required.time' });
        if (values.delivery_time === 'schedule') {
          if (!values.scheduled_day) context.addIssue({ code: 'custom', path: ['scheduled_day'], message: 'checkout.required.slot' });
          if (!values.scheduled_period) context.addIssue({ code: 'custom', path: ['scheduled_period'], message: 'checkout.required.slot' });
        }
      }),
    );

const methodCode = (value: string): PaymentMethodCode => (value === APPLE_PAY ? 'hosted' : (value as PaymentMethodCode));

/** The preview's body for what is chosen so far, or null while something it needs is missing. */
export const toPreviewBody = (values: CheckoutValues, draft: OrderDraft, fallbackMethod: string | null): CheckoutPreviewBody | null => {
  const method = values.payment_method || fallbackMethod;
  if (!draft.cart_id || !draft.type || !method) return null;
  if (draft.type === 'delivery' && !values.address_id) return null;
  if (draft.type === 'curbside' && !values.vehicle_id) return null;
  if (draft.type === 'dine_in' && !draft.session_id) return null;
  const time = draft.type === 'dine_in' ? 'asap' : values.delivery_time || 'asap';
  if (time === 'schedule' && (!values.scheduled_day || !values.scheduled_period)) return null;
  return {
    cart_id: draft.cart_id,
    delivery_time: time,
    scheduled_day: time === 'schedule' ? values.scheduled_day : null,
    scheduled_period: time === 'schedule' ? values.scheduled_period : null,
    address_id: draft.type === 'delivery' ? Number(values.address_id) : null,
    vehicle_id: draft.type === 'curbside' ? Number(values.vehicle_id) : null,
    session_id: draft.type === 'dine_in' ? draft.session_id : null,
    coupon_code: values.coupon_code || null,
    use_points: values.use_points,
    use_wallet: values.use_wallet,
    payment_method: methodCode(method),
  };
};

/**
 * The placement's body: the preview's fields, the notes, the cart's lines as the customer sees them priced (a cart
 * that changed meanwhile is not placed) and, when asked, the human check.
 */
export const toPlaceBody = (
  values: CheckoutValues,
  draft: OrderDraft,
  lines: readonly CartLine[],
  humanCheckNeeded: boolean,
): PlaceOrderBody | null => {
  const preview = toPreviewBody(values, draft, null);
  if (!preview) return null;
  const { key, answer } = values.human_check;
  return {
    ...preview,
    notes: values.notes.trim(),
    cart_seen: lines.map(({ item_id, quantity, total }) => ({ item_id, quantity, total })),
    ...(humanCheckNeeded ? { human_check: { key, answer: answer.trim() } } : {}),
  };
};

/** Where an api error of the preview or the placement belongs in the form, by its code. */
export const fieldOfCode = (code: ApiErrorCode | null): keyof CheckoutValues | null => {
  switch (code) {
    case 'slot_invalid':
    case 'scheduled_only':
      return 'scheduled_period';
    case 'coupon_invalid':
    case 'coupon_unavailable':
      return 'coupon_input';
    case 'points_not_enough':
      return 'use_points';
    case 'wallet_unavailable':
      return 'use_wallet';
    case 'delivery_not_available':
    case 'address_not_found':
      return 'address_id';
    case 'vehicle_not_found':
      return 'vehicle_id';
    case 'payment_method_unavailable':
      return 'payment_method';
    case 'human_check_failed':
      return 'human_check';
    default:
      return null;
  }
};

/** Where a refusal of the preview or the placement is shown in the form (by its code) and its text key; null: not a field's. */
export const fieldErrorOf = (error: unknown): { name: FieldPath<CheckoutValues>; message: string } | null => {
  const field = error instanceof ApiCallError ? fieldOfCode(error.code) : null;
  const message = failureKey(error);
  return field && message ? { name: field === 'human_check' ? 'human_check.answer' : field, message } : null;
};
