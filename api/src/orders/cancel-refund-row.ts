import type { RefundDestination } from '@storefront/shared/contracts';

/** A row of order_cancel_refunds: the refund of a paid order the restaurant canceled (cancel-refund-service.ts). */
export interface CancelRefundRow {
  id: number;
  tenant_id: number;
  order_id: number;
  amount_minor: number;
  destination: RefundDestination;
  status: 'pending' | 'sending' | 'refunded' | 'failed';
  provider_message: string | null;
  attempted_at: Date | null;
  created_at: Date;
  refunded_at: Date | null;
  /** The idempotency key the provider is sent with this refund, every time (payment-provider.ts). */
  refund_key: string;
}
