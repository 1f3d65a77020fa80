import { API_ERRORS } from './api-errors';
import { z } from 'zod/mini';
import { itemOf } from './common';
import { orderStatusSchema } from './common';

/** Payment calls (docs/api.md, "Payments"). */
export const PAYMENT_PATHS = {
  confirm: (sessionId: string) => `/api/v1/payment/sessions/${sessionId}/confirm`,
  /** The tenant's Apple Pay domain association file (text/plain; 404 without one), which the shell serves at APPLE_PAY_ASSOCIATION_PATH. */
  applePayAssociation: '/api/v1/payment/apple-pay/domain-association',
  /** The sandbox adapter's hosted page (a browser page, not JSON). */
  sandboxPage: (sessionId: string) => `/api/v1/payment/sandbox/${sessionId}`,
  sandboxWebhook: '/api/v1/payment/webhooks/sandbox',
} as const;

/** Where Apple looks for a domain's association file before Apple Pay works on it. */
export const APPLE_PAY_ASSOCIATION_PATH = '/.well-known/apple-developer-merchantid-domain-association';

export const PAYMENT_FAILED_MESSAGE = API_ERRORS.payment_failed;
export const CARD_INVALID_MESSAGE = API_ERRORS.card_invalid;
export const PAYMENT_SESSION_EXPIRED_MESSAGE = API_ERRORS.payment_session_expired;
/** Paying an order that was not paid in time (`order.unpaid_expiry_minutes`) and so was canceled. */
/** A payment that reached an order already paid, canceled or expired: given back through the provider. */
export const PAYMENT_REFUNDED_MESSAGE = API_ERRORS.payment_refunded;

/** `expired` also stands for a session voided by a newer attempt or a cancel; `refunded`: paid too late, given back. */
export const paymentSessionStatusSchema = z.enum(['pending', 'paid', 'failed', 'expired', 'refunded']);

/**
 * A card payment the browser makes itself at the provider (Moyasar's card form): post the card to
 * the provider with `publishable_key`, `given_id` as the payment's id, `amount_minor` and `currency`
 * as they are (the api pays the order only at exactly these), `callback_url` and `metadata`; then
 * follow the provider's 3-D Secure page. The provider sends the customer back to `callback_url`.
 */
export const cardFormOfSessionSchema = z.object({
  provider: z.string(),
  /** The provider's API the browser posts the card to (`MOYASAR_API_URL`). */
  api_url: z.string(),
  publishable_key: z.string(),
  given_id: z.string(),
  amount_minor: z.int(),
  currency: z.string(),
  description: z.string(),
  callback_url: z.string(),
  metadata: z.record(z.string(), z.string()),
  /**
   * Whether the step also takes STC Pay: the same payment created with `source.type = stcpay` and the
   * customer's mobile, then the code STC Pay texts them posted to the answer's `source.transaction_url`.
   * Optional, as `apple_pay`: an api released before them answers neither, which means no.
   */
  stc_pay: z.optional(z.boolean()),
  /**
   * Whether the step also offers Apple Pay (in Safari): Moyasar validates the merchant
   * (`POST /v1/applepay/initiate`), then the same payment is created with `source.type = applepay` and the sheet's token.
   */
  apple_pay: z.optional(z.boolean()),
});

export const paymentSessionSchema = z.object({
  id: z.string(),
  order_id: z.int(),
  provider: z.string(),
  method: z.enum(['hosted', 'card']),
  status: paymentSessionStatusSchema,
  amount: z.number(),
  currency: z.string(),
  /** Where to send the customer (the provider's hosted page). */
  redirect_url: z.string(),
  expires_at: z.string(),
  /** Set when the browser makes the card payment at the provider (see `cardFormOfSessionSchema`); else null. */
  card_form: z.optional(z.nullable(cardFormOfSessionSchema)),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;
export type PaymentCardForm = z.infer<typeof cardFormOfSessionSchema>;
export const paymentSessionResponseSchema = itemOf(paymentSessionSchema);

/**
 * What became of the wallet and points an online order used: `held` for a retry until `held_until`
 * (the order's unpaid expiry), `returned` to the customer (the order expired or was canceled), or
 * `used` (the order was paid).
 */
export const orderTendersSchema = z.object({
  wallet: z.number(),
  points: z.int(),
  state: z.enum(['held', 'returned', 'used']),
  held_until: z.nullable(z.string()),
});
export type OrderTenders = z.infer<typeof orderTendersSchema>;

/** POST PAYMENT_PATHS.confirm(session): verified with the provider on the server, whatever the redirect said. */
export const paymentConfirmSchema = z.object({
  session: paymentSessionSchema,
  order_id: z.int(),
  order_status: orderStatusSchema,
  paid: z.boolean(),
  /** PAYMENT_FAILED_MESSAGE, CARD_INVALID_MESSAGE or PAYMENT_SESSION_EXPIRED_MESSAGE when not paid. */
  message: z.nullable(z.string()),
  /** The code of `message`: decide and translate by this. */
  code: z.nullable(z.enum(['payment_failed', 'card_invalid', 'payment_session_expired', 'payment_refunded'])),
  /** Whether the order can still be paid (`POST ORDER_PATHS.pay`). */
  payable: z.optional(z.boolean()),
  /** The wallet and points of the order; null when it used none. */
  tenders: z.optional(z.nullable(orderTendersSchema)),
});
export type PaymentConfirm = z.infer<typeof paymentConfirmSchema>;
export const paymentConfirmResponseSchema = itemOf(paymentConfirmSchema);

/** POST PAYMENT_PATHS.sandboxWebhook: the provider's signed event, naming the session it settles. */
export const sandboxWebhookBodySchema = z.looseObject({ session_id: z.string() });
/** The webhook body of a real provider (Moyasar's event, Paymob's `{ type, obj }`): checked by its adapter. */
export const providerWebhookBodySchema = z.looseObject({});
/** The webhook's query (Paymob's `?hmac=`). */
export const providerWebhookQuerySchema = z.record(z.string(), z.string());
/** A webhook delivery taken (a replay answers 409). */
export const webhookReceivedResponseSchema = itemOf(z.object({ received: z.literal(true) }));

/** POST PAYMENT_PATHS.sandboxPage(session), a form: approve (with a card when the method is `card`) or decline. */
export const sandboxDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'decline']),
  card_number: z.optional(z.string()),
  card_expiry: z.optional(z.string()),
  card_cvc: z.optional(z.string()),
});
