import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth-routes';
import { OTP_IP_LIMIT } from './auth/otp-rules';
import { branchRoutes } from './branches/branch-routes';
import { cartRoutes } from './cart/cart-routes';
import { systemClock, type Clock } from './clock';
import type { LogLevel } from './config';
import { contactRoutes } from './contact/contact-routes';
import { storefrontRoutes } from './content/storefront-routes';
import { accountRoutes } from './customers/account-routes';
import { customerRoutes } from './customers/customer-routes';
import type { Db } from './db/db';
import { dineInRoutes } from './dine-in/dine-in-routes';
import { CORS_OPTIONS } from './http/cors';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy';
import { registerErrorHandlers } from './http/error-handlers';
import { frameworkErrors } from './http/framework-errors';
import { registerHealthRoute } from './http/health-route';
import { registerMediaRoute } from './http/media-route';
import { registerNulGuard } from './http/nul-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { openLimiter } from './limits/open-limiter';
import { HUMAN_CHECK_PROVIDERS, type HumanCheckProviderName } from './human-check/human-check-providers';
import { deliveryZoneRoutes } from './delivery/delivery-zone-route';
import { MenuCache } from './menu/menu-cache';
import { menuRoutes } from './menu/menu-routes';
import { shareMenuInvalidation } from './menu/shared-menu-invalidation';
import { operatorRoutes } from './operator/operator-routes';
import { ordersPlugin } from './orders/orders-plugin';
import { sweepUnpaidOrders } from './orders/unpaid-orders';
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './payments/payment-providers';
import { providerRoutes } from './payments/provider-routes';
import { DEFAULT_SANDBOX_SECRET } from './payments/sandbox-provider';
import { createRealtime } from './realtime/realtime';
import { devOutboxRoutes } from './sms/dev-outbox-routes';
import { SMS_PROVIDERS, type SmsProviderName } from './sms/sms-providers';
import { EMAIL_PROVIDERS, type EmailProviderName } from './email/email-providers';
import { vehicleCatalogueRoutes } from './vehicles/vehicle-routes';
import './tenancy/request-tenant';
import { registerTenantLookupRoute } from './tenancy/tenant-lookup-route';

/** The unpaid-order sweep's period by default (expiry itself is also applied on every payment call and slot count). */
const UNPAID_SWEEP_MS = 60_000;

export interface AppOptions {
  /** A migrated database (see `prepareDatabase`); the caller opens and closes it. */
  db: Db;
  /** Tenants live at `{name}.{baseHost}` besides their own domain. */
  baseHost: string;
  /** Share socket events with other api instances through this redis. */
  redisUrl?: string | undefined;
  logLevel?: LogLevel;
  /** Where every "now" comes from (tests move it); the system clock by default. */
  clock?: Clock;
  /** Serve the development SMS outbox (GET /api/v1/dev/outbox). Off by default. */
  devOutbox?: boolean;
  humanCheckProvider?: HumanCheckProviderName;
  smsProvider?: SmsProviderName;
  emailProvider?: EmailProviderName;
  paymentProvider?: PaymentProviderName;
  /** The api's public base URL (the sandbox payment page's address); default http://localhost:4000. */
  publicUrl?: string;
  /** The storefront origin, `{host}` standing for the tenant's domain; default http://{host}:8080. */
  storefrontUrl?: string;
  /** The sandbox payment webhooks' master secret (each tenant signs with a secret derived from it). */
  paymentSandboxSecret?: string;
  /** How often unpaid online orders past `order.unpaid_expiry_minutes` are expired; 0 turns the sweep off. */
  unpaidSweepMs?: number;
  /** Login codes one IP address may ask for per hour and tenant. */
  otpCodesPerIpPerHour?: number;
  /**
   * The proxies whose `X-Forwarded-For` names the client (TRUST_PROXY): their addresses/CIDRs, or how
   * many hops to trust. Unset: the header is ignored and every limit keys on the socket's address.
   */
  trustProxy?: TrustProxy | undefined;
  /** Where the rate limits keep their windows in redis (with `redisUrl`); tests give each api its own. */
  limitsRedisPrefix?: string;
}

/**
 * The api: Fastify routes and socket.io on one HTTP server. `app.realtime.emit` sends live events.
 * `app.close()` disconnects the sockets and closes the server; the database stays open.
 */
export const buildApp = async ({
  db,
  baseHost,
  redisUrl,
  logLevel = 'info',
  clock = systemClock,
  devOutbox = false,
  humanCheckProvider = 'sandbox',
  smsProvider = 'outbox',
  emailProvider = 'outbox',
  paymentProvider = 'sandbox',
  publicUrl = 'http://localhost:4000',
  storefrontUrl = 'http://{host}:8080',
  paymentSandboxSecret = DEFAULT_SANDBOX_SECRET,
  unpaidSweepMs = UNPAID_SWEEP_MS,
  otpCodesPerIpPerHour = OTP_IP_LIMIT.max,
  trustProxy,
  limitsRedisPrefix = 'storefront:limit:',
}: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: logLevel },
    frameworkErrors,
    ...(trustProxy === undefined ? {} : { trustProxy: fastifyTrustProxy(trustProxy) }),
  });
  const realtime = await createRealtime(app.server, {
    db,
    clock,
    redisUrl,
    onRedisError: (error) => app.log.error({ err: error }, 'redis adapter'),
  });
  app.decorate('realtime', realtime);
  // Set by the authentication hooks of the tenant-scoped and customer routes (the null overload needs a dependency list).
  app.decorateRequest('tenant', null, []);
  app.decorateRequest('customer', null, []);
  app.addHook('preClose', () => realtime.close());
  const limiter = await openLimiter({
    db,
    redisUrl,
    redisPrefix: limitsRedisPrefix,
    onRedisError: (error) => app.log.error({ err: error }, 'redis limiter'),
  });
  app.addHook('onClose', () => limiter.close());
  registerErrorHandlers(app);
  registerSecurityHeaders(app);
  // Bodies are JSON (docs/api.md): a text/plain body is a 415 like any other type, not a string for the routes.
  app.removeContentTypeParser('text/plain');
  registerNulGuard(app);
  await app.register(cors, CORS_OPTIONS);
  registerHealthRoute(app, db, realtime);
  registerTenantLookupRoute(app, db, baseHost);
  registerMediaRoute(app);
  const humanCheck = HUMAN_CHECK_PROVIDERS[humanCheckProvider](db, clock);
  const sms = SMS_PROVIDERS[smsProvider](db, clock);
  const menuCache = new MenuCache(clock);
  const invalidateMenus = shareMenuInvalidation(menuCache, realtime);
  const email = EMAIL_PROVIDERS[emailProvider](db, clock);
  await app.register(storefrontRoutes(db));
  await app.register(branchRoutes({ db, clock }));
  await app.register(contactRoutes({ db, clock, humanCheck, limiter }));
  const otpIpLimit = { ...OTP_IP_LIMIT, max: otpCodesPerIpPerHour };
  await app.register(authRoutes({ db, clock, sms, email, otpIpLimit, limiter, humanCheck }));
  await app.register(customerRoutes({ db, clock, realtime }));
  await app.register(accountRoutes({ db, clock, sms, otpIpLimit, limiter, humanCheck }));
  await app.register(vehicleCatalogueRoutes(db));
  if (devOutbox) await app.register(devOutboxRoutes(db));
  await app.register(deliveryZoneRoutes({ db, clock }));
  await app.register(cartRoutes({ db, clock }));
  await app.register(menuRoutes({ db, cache: menuCache }));
  await app.register(dineInRoutes({ db }));
  await app.register(operatorRoutes({ db, realtime, clock, invalidateMenus, limiter }));
  const payments = PAYMENT_PROVIDERS[paymentProvider]({
    db,
    clock,
    publicUrl: publicUrl.replace(/\/$/, ''),
    sandboxSecret: paymentSandboxSecret,
  });
  await app.register(ordersPlugin({ db, clock, realtime, humanCheck, payments, storefrontUrl, limiter }));
  await app.register(providerRoutes({ db, clock, realtime, provider: payments }));
  if (unpaidSweepMs > 0) {
    const sweep = () =>
      void sweepUnpaidOrders({ db, clock, realtime }).catch((error: unknown) => app.log.error({ err: error }, 'unpaid sweep'));
    const timer = setInterval(sweep, unpaidSweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return app;
};
