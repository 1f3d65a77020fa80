import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { HumanCheckFactory } from '../human-check/human-check';
import type { PaymentProvider } from '../payments/payment-provider';
import type { Realtime } from '../realtime/realtime';
import type { OrderSettingsOf } from './order-settings';

/** What placing an order needs (order-placement-service.ts), and resuming its payment (resume-payment.ts). */
export interface PlaceOrderDeps {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  humanCheck: HumanCheckFactory;
  payments: PaymentProvider;
  orderSettings: OrderSettingsOf;
  /** The storefront's check-payment URL of a session. */
  returnUrl: (tenantId: number, orderId: number, sessionId: string) => Promise<string>;
}
