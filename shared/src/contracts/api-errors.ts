import { z } from 'zod';

/**
 * Every error answer of the api names what happened by a stable `code`; its `message` is the English
 * text below (the spec's catalogue, section 8, word for word) unless the throw site is more precise
 * (which fields failed, which table is busy). Clients decide and translate by the code, never by the text.
 */
export const API_ERRORS = {
  // Requests the api cannot take as sent.
  invalid_input: 'The request has invalid fields.',
  bad_request: 'The request could not be read.',
  not_found: 'Not found',
  internal_error: 'Internal server error',
  service_unavailable: 'Database unavailable',
  tenant_not_found: 'No tenant at this host',
  tenant_credentials_invalid: 'Unknown tenant or wrong app token',
  operator_credentials_invalid: 'Unknown tenant or wrong operator key',
  customer_token_invalid: 'Unknown or revoked customer token',
  webhook_signature_invalid: 'Bad or stale webhook signature',
  webhook_already_received: 'This webhook was already received',
  // Limits and the human check.
  too_many_requests: 'Too many requests, please try again later.',
  too_many_logins: 'Too many login attempts, please try again later.',
  too_many_coupon_attempts: 'Too many coupon attempts, please try again later.',
  too_many_contact_messages: 'Too many messages, please try again later.',
  too_many_operator_keys: 'Too many wrong operator keys, please try again later.',
  otp_resend_too_soon: 'Please wait before asking for a new code.',
  otp_mobile_limit: 'Too many codes for this number, please try again later.',
  otp_ip_limit: 'Too many codes requested, please try again later.',
  human_check_required: 'Please complete the human check.',
  human_check_failed: 'Wrong Data, Please complete the human validation',
  // Login, sign-up and the account.
  otp_incorrect: 'The verification code is incorrect.',
  otp_expired: 'The verification code has expired.',
  otp_burned: 'Too many attempts, request a new code.',
  otp_not_sent: 'The code could not be sent, please try again.',
  wrong_password: 'The e-mail or the password is incorrect.',
  mobile_has_account: 'This mobile number already has an account. Log in instead.',
  email_has_account: 'This e-mail already has an account. Log in instead.',
  mobile_taken: 'This mobile number belongs to another account.',
  mobile_unchanged: 'This is already your mobile number.',
  referral_invalid: 'This referral code is not valid.',
  referral_own: 'You cannot use your own referral code.',
  referral_used: 'You have already used a referral code.',
  address_not_found: 'Address not found',
  addresses_too_many: 'You saved as many addresses as you can.',
  vehicle_not_found: 'Vehicle not found',
  vehicles_too_many: 'You saved as many vehicles as you can.',
  vehicle_catalogue_unknown: 'Choose a brand and a colour from the lists.',
  reward_not_found: 'Reward not found',
  challenge_not_found: 'Challenge not found',
  points_not_enough: 'Points balance is not enough.',
  // Menu, cart and checkout.
  branch_not_found: 'Branch not found',
  menu_not_available: 'Menu is not available now.',
  item_not_found: 'Item not found',
  delivery_not_available: 'Delivery is not available for this location.',
  order_service_unavailable: 'Order service is not available.',
  cart_not_found: 'Cart not found',
  cart_empty: 'Your cart is empty.',
  cart_lines_invalid: 'Invalid cart lines',
  cart_too_many_lines: 'A cart holds at most 50 lines.',
  cart_too_many_units: 'A cart holds at most 100 items.',
  cart_ordered: 'This cart was already ordered.',
  cart_changed: 'Some items of your cart changed. Check your order and place it again.',
  minimum_order_not_met: 'The order is below the minimum order amount.',
  payment_method_unavailable: 'This payment method is not available.',
  wallet_unavailable: 'The wallet cannot be used for this order.',
  coupon_invalid: 'The coupon code is invalid.',
  coupon_unavailable: 'Coupon is not available or expired.',
  slot_invalid: 'The selected slot is invalid.',
  no_slots: 'No time slots available.',
  scheduled_only: 'This product is available for scheduled orders only.',
  session_not_found: 'Session not found',
  session_closed: 'Session is closed',
  session_other_branch: 'The table of this session is at another branch.',
  table_not_found: 'Table not found',
  table_busy: 'The table already has an open session',
  idempotency_key_reused: 'This Idempotency-Key was used for another order.',
  idempotency_key_pending: 'An order with this Idempotency-Key is still being placed.',
  // Orders and payments.
  order_not_available: 'Order not available.',
  order_action_invalid: 'This action cannot be done on this order.',
  tracking_not_available: 'Tracking is not available.',
  rating_failed: "Can't add rate.",
  order_not_paid_online: 'This order is not paid online.',
  order_already_paid: 'Order is already paid.',
  order_expired: 'This order was not paid in time and was canceled.',
  payment_not_started: 'The payment could not be started. Please try again.',
  payment_session_not_found: 'Payment session not found',
  payment_failed: 'Payment failed.',
  card_invalid: 'Card details are invalid or missing!',
  payment_session_expired: 'The payment session is invalid or expired, please refresh the page and retry.',
  payment_refunded: 'This payment was refunded: the order was already paid or canceled.',
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;
export const API_ERROR_CODES = Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]];
export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);

/** Every error answer: a code to decide by, a message for people, and field errors when a body failed validation. */
export const apiErrorSchema = z.object({
  code: apiErrorCodeSchema,
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The code of an error answer, or null when the body carries none this client knows. */
export const apiErrorCodeOf = (body: unknown): ApiErrorCode | null => {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  const parsed = apiErrorCodeSchema.safeParse(code);
  return parsed.success ? parsed.data : null;
};
