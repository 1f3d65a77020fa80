import type { Locale } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { HumanCheckFactory } from '../human-check/human-check';
import type { Limiter } from '../limits/limiter';
import type { PaymentProvider } from '../payments/payment-provider';
import { registerPaymentConfirmRoute } from '../payments/payment-routes';
import type { Realtime } from '../realtime/realtime';
import { orderingOpen } from '../tenancy/ordering-open';
import { findTenantDomain } from '../tenancy/tenant-repository';
import { registerCheckoutCustomerRoutes, registerCheckoutRoutes } from './checkout-routes';
import { registerOrderRoutes } from './order-routes';
import { customerScope, type TenantScope } from '../tenancy/scopes';

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
 * Checkout, orders and payment confirmation, in the tenant scope; the customer's calls (docs/api.md)
 * in its customer scope. A tenant whose website is switched off answers 403 to all of them.
 */
export const ordersPlugin =
  ({ db, clock, realtime, humanCheck, payments, storefrontUrl, limiter }: OrdersPluginOptions) =>
  async (scope: TenantScope): Promise<void> => {
    scope.addHook('onRequest', orderingOpen(db));
    // The customer comes back in the language they paid in (`x-localization`): English under `/en`.
    const returnUrl = async (tenantId: number, orderId: number, sessionId: string, locale: Locale): Promise<string> => {
      const domain = await findTenantDomain(db, tenantId);
      const origin = storefrontUrl.replace('{host}', domain ?? 'localhost').replace(/\/$/, '');
      const prefix = locale === 'en' ? '/en' : '';
      return `${origin}${prefix}/check-payment?order=${orderId}&session=${encodeURIComponent(sessionId)}`;
    };
    registerCheckoutRoutes(scope, { db, clock, paymentProvider: payments.name, limiter });
    await scope.register(
      customerScope(db, clock, async (customer) => {
        registerCheckoutCustomerRoutes(customer, { db, clock, limiter });
        registerOrderRoutes(customer, { db, clock, realtime, humanCheck, payments, returnUrl });
        registerPaymentConfirmRoute(customer, { db, clock, realtime, provider: payments });
      }),
    );
  };
