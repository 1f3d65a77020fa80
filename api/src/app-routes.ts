import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './customers/account-routes';
import { authRoutes } from './auth/auth-routes';
import { branchRoutes } from './branches/branch-routes';
import { cartRoutes } from './cart/cart-routes';
import { catalogueRoutes } from './catalogues/catalogue-routes';
import type { Clock } from './clock';
import { contactRoutes } from './contact/contact-routes';
import { storefrontRoutes } from './content/storefront-routes';
import { customerRoutes } from './customers/customer-routes';
import type { Db } from './db/db';
import { deliveryZoneRoutes } from './delivery/delivery-zone-route';
import { dineInRoutes } from './dine-in/dine-in-routes';
import type { BackgroundWork } from './background/background-work';
import type { EmailSender } from './email/email-sender';
import { emenuRoutes } from './emenu/emenu-routes';
import { feedbackRoutes } from './emenu/feedback/feedback-route';
import type { PhotoStore } from './emenu/feedback/photo-store';
import type { AnswerCache } from './http/answer-cache';
import { healthRoutes } from './http/health-route';
import { mediaRoutes } from './http/media-route';
import { openApiRoutes } from './http/openapi-routes';
import type { HUMAN_CHECK_PROVIDERS, HumanCheckProviderName, humanCheckWidgetOf } from './human-check/human-check-providers';
import type { Limiter } from './limits/limiter';
import type { RedisProbe } from './http/health-route';
import { menuRoutes } from './menu/menu-routes';
import type { OperatorKeyCheck } from './operator/operator-key-check';
import { operatorScope } from './operator/operator-key-auth';
import { operatorReservationRoutes } from './operator/operator-reservation-routes';
import { operatorRoutes } from './operator/operator-routes';
import { checkoutCustomerRoutes, checkoutRoutes } from './orders/checkout-routes';
import { orderRoutes } from './orders/order-routes';
import { applePayAssociationRoute, paymentConfirmRoutes } from './payments/payment-routes';
import type { PaymentProvider } from './payments/payment-provider';
import { providerRoutes } from './payments/provider-routes';
import type { SecretsKeys } from './payments/credentials-seal';
import type { PushNotifier } from './push/push-notifier';
import { pushRoutes } from './push/push-routes';
import type { Realtime } from './realtime/realtime';
import { depositSessions } from './reservations/deposit-settlement-service';
import { reservationCustomerRoutes } from './reservations/reservation-customer-routes';
import { reservationRoutes } from './reservations/reservation-routes';
import { devOutboxRoutes } from './sms/dev-outbox-routes';
import type { SmsSender } from './sms/sms-sender';
import { customerScope, publicScope, tenantScope } from './tenancy/scopes';
import { tenantLookupRoutes } from './tenancy/tenant-lookup-route';
import { vehicleCatalogueRoutes } from './vehicles/vehicle-routes';
import type { WaitingJoinLimits } from './waiting-list/waiting-join-limits';
import type { WaitingNotices } from './waiting-list/waiting-notices';
import { waitingListRoutes } from './waiting-list/waiting-list-routes';
import type { InvalidateAnswers } from './http/shared-answer-invalidation';
import type { RateLimit } from './http/rate-limit';

/** What the route plugins are given: the database, the clock, the app's services and its switches. */
export interface RouteDeps {
  db: Db;
  clock: Clock;
  baseHost: string;
  realtime: Realtime;
  limiter: Limiter;
  answers: AnswerCache;
  invalidateAnswers: InvalidateAnswers;
  operatorKeys: OperatorKeyCheck;
  redisProbes: RedisProbe[];
  humanCheck: ReturnType<(typeof HUMAN_CHECK_PROVIDERS)[HumanCheckProviderName]>;
  humanCheckWidget: ReturnType<typeof humanCheckWidgetOf>;
  sms: SmsSender;
  email: EmailSender;
  background: BackgroundWork;
  payments: PaymentProvider;
  secrets: SecretsKeys | null;
  push: PushNotifier;
  waiting: WaitingNotices;
  photoStore: PhotoStore;
  storefrontUrl: string;
  otpIpLimit: RateLimit;
  waitingJoinLimits: WaitingJoinLimits;
  devOutbox: boolean;
  pushEndpoints: { hosts: readonly string[]; loopbackHttp: boolean };
}

/**
 * Every route of the api, each a plugin `async (scope, deps)` in the scope whose checks it needs
 * (docs/adding-an-endpoint.md): the calls without credentials, the storefront's (tenant, then customer)
 * and the restaurant's (operator key).
 */
export const registerRoutes = async (app: FastifyInstance, deps: RouteDeps): Promise<void> => {
  const { db, clock, realtime, limiter, answers, humanCheck, sms, payments, waiting, storefrontUrl, otpIpLimit } = deps;
  // Reservations: deposits go through the same provider, its webhook and sandbox page.
  const reservationDeps = { db, clock, realtime, provider: payments, sms };
  // Health, tenant lookup, media, the OpenAPI document, and the payment provider's webhook and sandbox page.
  await app.register(
    publicScope(async (open) => {
      await open.register(healthRoutes, { db, realtime, redisProbes: deps.redisProbes });
      await open.register(tenantLookupRoutes, { db, baseHost: deps.baseHost, humanCheckWidget: deps.humanCheckWidget });
      await open.register(mediaRoutes, {});
      await open.register(openApiRoutes, { document: () => app.swagger() });
      await open.register(providerRoutes, { db, clock, realtime, provider: payments, others: depositSessions(reservationDeps) });
    }),
  );
  // Every storefront call: the tenant's credentials are checked first, a logged-in customer's calls live in the customer scope.
  await app.register(
    tenantScope(db, async (tenant) => {
      await tenant.register(storefrontRoutes, { db, cache: answers, clock });
      await tenant.register(branchRoutes, { db, clock });
      await tenant.register(contactRoutes, { db, clock, humanCheck, limiter });
      await tenant.register(authRoutes, {
        db,
        clock,
        sms,
        email: deps.email,
        background: deps.background,
        otpIpLimit,
        limiter,
        humanCheck,
        realtime,
      });
      await tenant.register(vehicleCatalogueRoutes, { db });
      if (deps.devOutbox) await tenant.register(devOutboxRoutes, { db });
      await tenant.register(deliveryZoneRoutes, { db, clock });
      await tenant.register(cartRoutes, { db, clock, cache: answers });
      await tenant.register(menuRoutes, { db, cache: answers });
      await tenant.register(dineInRoutes, { db });
      await tenant.register(catalogueRoutes, { db });
      await tenant.register(reservationRoutes, { db, clock });
      await tenant.register(waitingListRoutes, { db, clock, notices: waiting, limiter, humanCheck, joinLimits: deps.waitingJoinLimits });
      await tenant.register(emenuRoutes, { db, cache: answers });
      await tenant.register(feedbackRoutes, { db, clock, limiter, photos: deps.photoStore });
      await tenant.register(pushRoutes, { db, clock, limiter, push: deps.push, endpoints: deps.pushEndpoints });
      // Checkout, orders and payments, as carts: a tenant whose website is switched off answers 403 to them all.
      await tenant.register(checkoutRoutes, { db, clock, payments, limiter, cache: answers });
      await tenant.register(applePayAssociationRoute, { db, payments, cache: answers });
      await tenant.register(
        customerScope(db, clock, async (customer) => {
          await customer.register(customerRoutes, { db, clock, realtime });
          await customer.register(accountRoutes, { db, clock, sms, otpIpLimit, limiter, humanCheck });
          await customer.register(reservationCustomerRoutes, { ...reservationDeps, storefrontUrl });
          await customer.register(checkoutCustomerRoutes, { db, clock, limiter, cache: answers });
          await customer.register(orderRoutes, { db, clock, realtime, humanCheck, payments, cache: answers, storefrontUrl });
          await customer.register(paymentConfirmRoutes, { db, clock, realtime, provider: payments, cache: answers });
        }),
      );
    }),
  );
  // The restaurant's calls: a tenant scope checked by the operator key.
  await app.register(
    operatorScope(deps.operatorKeys, async (operator) => {
      await operator.register(operatorRoutes, {
        db,
        realtime,
        clock,
        invalidateAnswers: deps.invalidateAnswers,
        waitingNotices: waiting,
        photos: deps.photoStore,
        provider: payments,
        sms,
        secrets: deps.secrets,
      });
      await operator.register(operatorReservationRoutes, reservationDeps);
    }),
  );
};
