import { z } from 'zod';
import { itemOf } from './common';
import { orderStatusSchema } from './order-status';

/** Payment calls (docs/api.md, "Payments"). */
export const PAYMENT_PATHS = {
  confirm: (sessionId: string) => `/api/v1/payment/sessions/${sessionId}/confirm`,
  /** The sandbox adapter's hosted page (a browser page, not JSON). */
  sandboxPage: (sessionId: string) => `/api/v1/payment/sandbox/${sessionId}`,
  sandboxWebhook: '/api/v1/payment/webhooks/sandbox',
} as const;

export const PAYMENT_FAILED_MESSAGE = 'Payment failed.';
export const CARD_INVALID_MESSAGE = 'Card details are invalid or missing!';
export const PAYMENT_SESSION_EXPIRED_MESSAGE = 'The payment session is invalid or expired, please refresh the page and retry.';

export const paymentSessionStatusSchema = z.enum(['pending', 'paid', 'failed', 'expired']);
export type PaymentSessionStatus = z.infer<typeof paymentSessionStatusSchema>;

export const paymentSessionSchema = z.object({
  id: z.string(),
  order_id: z.number().int(),
  provider: z.string(),
  method: z.enum(['hosted', 'card']),
  status: paymentSessionStatusSchema,
  amount: z.number(),
  currency: z.string(),
  /** Where to send the customer (the provider's hosted page). */
  redirect_url: z.string(),
  expires_at: z.string(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;
export const paymentSessionResponseSchema = itemOf(paymentSessionSchema);

/** POST PAYMENT_PATHS.confirm(session): verified with the provider on the server, whatever the redirect said. */
export const paymentConfirmSchema = z.object({
  session: paymentSessionSchema,
  order_id: z.number().int(),
  order_status: orderStatusSchema,
  paid: z.boolean(),
  /** PAYMENT_FAILED_MESSAGE, CARD_INVALID_MESSAGE or PAYMENT_SESSION_EXPIRED_MESSAGE when not paid. */
  message: z.string().nullable(),
});
export type PaymentConfirm = z.infer<typeof paymentConfirmSchema>;
export const paymentConfirmResponseSchema = itemOf(paymentConfirmSchema);
