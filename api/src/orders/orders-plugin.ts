import type { Locale } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';
import type { HumanCheckFactory } from '../human-check/human-check';
import type { Limiter } from '../limits/limiter';
import type { PaymentProvider } from '../payments/payment-provider';
import { applePayAssociationRoute, paymentConfirmRoutes } from '../payments/payment-routes';
import type { Realtime } from '../realtime/realtime';
import { orderingOpen } from '../tenancy/ordering-open';
import { storefrontPageUrl } from '../tenancy/storefront-url-service';
import { checkoutCustomerRoutes, checkoutRoutes } from './checkout-routes';
import { orderRoutes } from './order-routes';
import { cachedOrderSettings } from './order-settings';
import { customerScope, type TenantScope } from '../tenancy/scopes';

export interface OrdersPluginOptions {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  humanCheck: HumanCheckFactory;
  payments: PaymentProvider;
  limiter: Limiter;
  /** The instance's answer cache: the website switch and the order settings are read through it. */
  cache: Pick<AnswerCache, 'get'>;
  /** `STOREFRONT_URL`: the storefront's origin, `{host}` standing for the tenant's domain. */
  storefrontUrl: string;
}

/**
 * Checkout, orders and payment confirmation, in the tenant scope; the customer's calls (docs/api.md)
 * in its customer scope. A tenant whose website is switched off answers 403 to all of them.
 */
export const orderingRoutes = async (
  scope: TenantScope,
  { db, clock, realtime, humanCheck, payments, storefrontUrl, limiter, cache }: OrdersPluginOptions,
): Promise<void> => {
  scope.addHook('onRequest', orderingOpen(db, cache));
  const orderSettings = cachedOrderSettings(db, cache);
  // The customer comes back in the language they paid in (`x-localization`): English under `/en`.
  const returnUrl = (tenantId: number, orderId: number, sessionId: string, locale: Locale): Promise<string> =>
    storefrontPageUrl(db, {
      storefrontUrl,
      tenantId,
      locale,
      path: `/check-payment?order=${orderId}&session=${encodeURIComponent(sessionId)}`,
    });
  await scope.register(checkoutRoutes, { db, clock, payments, limiter, orderSettings });
  await scope.register(applePayAssociationRoute, { payments });
  await scope.register(
    customerScope(db, clock, async (customer) => {
      await customer.register(checkoutCustomerRoutes, { db, clock, limiter, orderSettings });
      await customer.register(orderRoutes, { db, clock, realtime, humanCheck, payments, orderSettings, returnUrl });
      await customer.register(paymentConfirmRoutes, { db, clock, realtime, provider: payments });
    }),
  );
};
