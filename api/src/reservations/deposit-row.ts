import type { PaymentCardForm, RefundDestination } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { PaymentProvider } from '../payments/payment-provider';
import type { Realtime } from '../realtime/realtime';

export interface DepositDeps {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  provider: PaymentProvider;
}

export interface DepositRow {
  id: string;
  tenant_id: number;
  reservation_id: number;
  provider_ref: string;
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';
  /**
   * A refund claimed (`pending`) before the provider is asked, `sending` while it is, then `refunded` or
   * `failed` (its reason in refund_message); one to the wallet is `refunded` at once (deposit-refund-service.ts).
   */
  refund_status: 'pending' | 'sending' | 'refunded' | 'failed' | null;
  refund_destination: RefundDestination | null;
  refund_attempted_at: Date | null;
  refund_message: string | null;
  /** The idempotency key the provider is sent with the deposit's refund, every time (payment-provider.ts). */
  refund_key: string;
  amount_minor: number;
  currency: string;
  message: string | null;
  redirect_url: string;
  /** The card step's form when the browser posts the card to the provider itself (migration 108); null for a hosted page. */
  card_form: PaymentCardForm | null;
  expires_at: Date;
}
