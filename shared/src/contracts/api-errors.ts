import { z } from 'zod/mini';

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
  // Waiting list.
  waiting_entry_not_found: 'This waiting-list entry was not found.',
  waiting_list_closed: 'The waiting list of this branch is out of service.',
  waiting_already_in_line: 'This mobile number is already in line here; its link was sent to it by SMS.',
  waiting_settings_changed: 'The waiting list settings changed. Check your entry and try again.',
  waiting_party_size: 'The party size is outside what this branch takes.',
  waiting_area_not_found: 'Choose an area of this branch.',
  waiting_delay_limit: 'You cannot delay your turn any more.',
  waiting_entry_closed: 'This entry is no longer in line.',
  waiting_line_empty: 'Nobody is waiting in this line.',
  waiting_no_show_too_soon: 'The party was called too recently to be marked a no-show.',
  waiting_not_called: 'Only a party that was called can be seated or marked a no-show.',
  waiting_reason_not_found: 'Choose a cancellation reason from the list.',
  // The electronic menu and its feedback.
  emenu_not_found: 'This menu could not be found.',
  feedback_photo_required: 'Please attach an image',
  feedback_photos_too_many: 'Attach at most 6 images.',
  feedback_photo_too_large: 'Each image must be at most 4 MB.',
  feedback_photo_type: 'Attach images only (JPEG, PNG or WebP).',
  feedback_not_sent: "Can't send your message, please try again.",
  too_many_feedback: 'Too many messages, please try again later.',
  // Reservations (issue 13).
  reservation_not_found: 'Reservation not found',
  reservations_off: 'This branch does not take reservations.',
  fully_booked: 'Fully booked, try another date.',
  reservation_guests_out_of_range: 'This branch does not take this number of guests.',
  reservation_date_out_of_range: 'This date cannot be reserved.',
  reservation_hold_expired: 'The table was held for you only for a while and has been released. Please start again.',
  reservation_action_invalid: 'This cannot be done on this reservation now.',
  reservation_details_missing: 'Please fill all fields',
  reservation_event_unknown: 'Choose an event from the list.',
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;
export const API_ERROR_CODES = Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]];
export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);

/** Every error answer: a code to decide by, a message for people, and field errors when a body failed validation. */
export const apiErrorSchema = z.object({
  code: apiErrorCodeSchema,
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The code of an error answer, or null when the body carries none this client knows. */
export const apiErrorCodeOf = (body: unknown): ApiErrorCode | null => {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  const parsed = apiErrorCodeSchema.safeParse(code);
  return parsed.success ? parsed.data : null;
};
