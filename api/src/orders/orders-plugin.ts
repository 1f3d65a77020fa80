import type { Locale } from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { HumanCheckFactory } from '../human-check/human-check';
import type { Limiter } from '../limits/limiter';
import type { PaymentProvider } from '../payments/payment-provider';
import { registerPaymentConfirmRoute } from '../payments/payment-routes';
import type { Realtime } from '../realtime/realtime';
import { appTokenAuth } from '../tenancy/app-token-auth';
import { orderingOpen } from '../tenancy/ordering-open';
import { registerCheckoutRoutes } from './checkout-routes';
import { registerOrderRoutes } from './order-routes';

export interface OrdersPluginOptions {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  humanCheck: HumanCheckFactory;
  payments: PaymentProvider;
  limiter: Limiter;
  /** `STOREFRONT_URL`: the storefront's origin, `{host}` standing for the tenant's domain. */
  storefrontUrl: string;
}

/**
 * Checkout, orders and payment confirmation: tenant headers on every call, the customer token where
 * docs/api.md says; a tenant whose website is switched off answers 403 to all of them.
 */
export const ordersPlugin =
  ({ db, clock, realtime, humanCheck, payments, storefrontUrl, limiter }: OrdersPluginOptions) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', appTokenAuth(db));
    scope.addHook('onRequest', orderingOpen(db));
    // The customer comes back in the language they paid in (`x-localization`): English under `/en`.
    const returnUrl = async (tenantId: number, orderId: number, sessionId: string, locale: Locale): Promise<string> => {
      const [tenant] = await db.query<{ domain: string }>('SELECT domain FROM tenants WHERE id = $1', [tenantId]);
      const origin = storefrontUrl.replace('{host}', tenant?.domain ?? 'localhost').replace(/\/$/, '');
      const prefix = locale === 'en' ? '/en' : '';
      return `${origin}${prefix}/check-payment?order=${orderId}&session=${encodeURIComponent(sessionId)}`;
    };
    registerCheckoutRoutes(scope, { db, clock, paymentProvider: payments.name, limiter });
    registerOrderRoutes(scope, { db, clock, realtime, humanCheck, payments, returnUrl });
    registerPaymentConfirmRoute(scope, { db, clock, realtime, provider: payments });
  };
