import type { PaymentSession } from '@storefront/shared/contracts';
import type { PlaceOrderDeps } from '../orders/place-order-deps';
import { openPaymentIntent } from './payment-intent-service';

/**
 * The payment of an order just placed, or of a replayed placement (the same Idempotency-Key): the
 * open session, or a new one when the placement committed without one (the api stopped in between).
 * Null when the order takes no payment now (paid, expired, or the provider failed; `POST .../pay` retries).
 */
export const resumePayment = (
  deps: PlaceOrderDeps,
  tenant: { id: number; name: string },
  orderId: number,
): Promise<PaymentSession | null> =>
  openPaymentIntent({ db: deps.db, clock: deps.clock, realtime: deps.realtime, provider: deps.payments }, tenant, orderId, (sessionId) =>
    deps.returnUrl(tenant.id, orderId, sessionId),
  ).catch(() => null);
