import { z } from 'zod/mini';
import { listOf } from './common';

/** GET: payments that reached an order which could no longer take them (operator key). docs/api.md, "Payment incidents". */
export const OPERATOR_PAYMENT_INCIDENTS_PATH = '/api/v1/operator/payment-incidents';

export const paymentIncidentSchema = z.object({
  id: z.int(),
  order_id: z.int(),
  order_number: z.int(),
  session_id: z.string(),
  /** `order_already_paid`: a second payment of a paid order; `order_canceled`: paid after a cancel or an expiry. */
  reason: z.enum(['order_already_paid', 'order_canceled']),
  amount: z.number(),
  currency: z.string(),
  /** The refund through the payment adapter: `failed` needs the operator (refund by hand in the provider's dashboard). */
  refund_status: z.enum(['pending', 'refunded', 'failed']),
  refund_message: z.nullable(z.string()),
  created_at: z.string(),
  refunded_at: z.nullable(z.string()),
});
export type PaymentIncident = z.infer<typeof paymentIncidentSchema>;
export const paymentIncidentListResponseSchema = listOf(paymentIncidentSchema);
