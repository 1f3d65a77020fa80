import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { authRoutes } from './auth/auth-routes';
import { OTP_IP_LIMIT } from './auth/otp-rules';
import { branchRoutes } from './branches/branch-routes';
import { catalogueRoutes } from './catalogues/catalogue-routes';
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
import { AnswerCache } from './http/answer-cache';
import { shareAnswerInvalidation } from './http/shared-answer-invalidation';
import { TenantRowCache } from './tenancy/tenant-row-cache';
import { registerErrorHandlers } from './http/error-handlers';
import { apiLoggerOptions, type LogStream } from './http/log-options';
import { useContracts } from './http/contract-compilers';
import { registerOpenApi } from './http/openapi';
import { frameworkErrors } from './http/framework-errors';
import { healthRoutes } from './http/health-route';
import { mediaRoutes } from './http/media-route';
import { openApiRoutes } from './http/openapi-routes';
import { registerNulGuard } from './http/nul-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTransportHeaders } from './http/transport-security';
import { openLimiter } from './limits/open-limiter';
import { REDIS_COMMAND_TIMEOUT_MS } from './redis/redis-timeouts';
import { HUMAN_CHECK_PROVIDERS, humanCheckWidgetOf, type HumanCheckProviderName } from './human-check/human-check-providers';
import type { HumanCheckSettings } from './human-check/hosted-human-check-settings';
import { deliveryZoneRoutes } from './delivery/delivery-zone-route';
import { emenuRoutes } from './emenu/emenu-routes';
import { feedbackRoutes } from './emenu/feedback/feedback-route';
import { folderPhotoStore, type PhotoStore } from './emenu/feedback/photo-store';
import { DEFAULT_FEEDBACK_PHOTOS_DIR } from './emenu/feedback/photo-store-config';
import { menuRoutes } from './menu/menu-routes';
import { operatorReservationRoutes } from './operator/operator-reservation-routes';
import { operatorRoutes } from './operator/operator-routes';
import { orderingRoutes } from './orders/orders-plugin';
import { sweepUnpaidOrders } from './orders/unpaid-order-service';
import { DEFAULT_PAYMENT_SETTINGS, paymentProviderOf, type PaymentProviderName, type PaymentSettings } from './payments/payment-providers';
import { secretsKeysOf } from './payments/secrets-keys';
import { providerRoutes } from './payments/provider-routes';
import { DEFAULT_SANDBOX_SECRET } from './payments/sandbox-provider';
import { createRealtime } from './realtime/realtime';
import { operatorKeyCheck } from './operator/operator-key-check';
import { depositSessions } from './reservations/deposit-settlement-service';
import { sendUnsentRefunds } from './payments/refund-sweep';
import { askOpenSessionsBeforeExpiry } from './payments/unpaid-session-check';
import { sweepExpiredHolds } from './reservations/hold-sweep';
import { sweepExpiredVouchers } from './rewards/reward-service';
import { reservationCustomerRoutes } from './reservations/reservation-customer-routes';
import { reservationRoutes } from './reservations/reservation-routes';
import { devOutboxRoutes } from './sms/dev-outbox-routes';
import { NO_SMS_SETTINGS, SMS_PROVIDERS, type SmsProviderName, type SmsSettings } from './sms/sms-providers';
import { EMAIL_PROVIDERS, NO_EMAIL_SETTINGS, type EmailProviderName, type EmailSettings } from './email/email-providers';
import { vehicleCatalogueRoutes } from './vehicles/vehicle-routes';
import './tenancy/request-tenant';
import { waitingListRoutes } from './waiting-list/waiting-list-routes';
import { waitingNotices } from './waiting-list/waiting-notices';
import { pushNotifier } from './push/push-notifier';
import { pushRoutes } from './push/push-routes';
import { webPushSender, type PushSender } from './push/push-sender';
import type { VapidKeys } from './push/vapid-keys';
import { KNOWN_PUSH_SERVICE_HOSTS } from './push/push-endpoints';
import { customerScope, publicScope, tenantScope } from './tenancy/scopes';
import { operatorScope } from './operator/operator-key-auth';
import { tenantLookupRoutes } from './tenancy/tenant-lookup-route';
import { WAITING_JOIN_LIMITS, type WaitingJoinLimits } from './waiting-list/waiting-join-limits';

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
  /** Where the log's JSON lines go (tests read them); stdout by default. */
  logStream?: LogStream;
  /** Where every "now" comes from (tests move it); the system clock by default. */
  clock?: Clock;
  /** Serve the development SMS outbox (GET /api/v1/dev/outbox). Off by default. */
  devOutbox?: boolean;
  /** Serve the interactive reference of the OpenAPI document (/api/v1/reference). Off by default. */
  referencePage?: boolean;
  humanCheckProvider?: HumanCheckProviderName;
  /** The hosted human checks' keys and addresses (none by default). */
  humanCheckSettings?: HumanCheckSettings;
  smsProvider?: SmsProviderName;
  /** The real SMS providers' credentials and the platform's sender name (none by default). */
  smsSettings?: SmsSettings;
  emailProvider?: EmailProviderName;
  /** The SMTP server and the platform's sender address of `emailProvider: 'smtp'` (none by default). */
  emailSettings?: EmailSettings;
  paymentProvider?: PaymentProviderName;
  /** The api's public base URL (the sandbox payment page's address); default http://localhost:4000. */
  publicUrl?: string;
  /** The storefront origin, `{host}` standing for the tenant's domain; default http://{host}:8080. */
  storefrontUrl?: string;
  /** The sandbox payment webhooks' master secret (each tenant signs with a secret derived from it). */
  paymentSandboxSecret?: string;
  /** The real providers' keys and URLs, and SECRETS_KEY for tenants' own providers (none by default). */
  paymentSettings?: PaymentSettings;
  /** How often unpaid online orders past `order.unpaid_expiry_minutes` are expired; 0 turns the sweep off. */
  unpaidSweepMs?: number;
  /** Login codes one IP address may ask for per hour and tenant. */
  otpCodesPerIpPerHour?: number;
  /** The budgets of waiting-list joins (WAITING_JOIN_LIMITS by default). */
  waitingJoinLimits?: WaitingJoinLimits;
  /**
   * The proxies whose `X-Forwarded-For` names the client (TRUST_PROXY): their addresses/CIDRs, or how
   * many hops to trust. Unset: the header is ignored and every limit keys on the socket's address.
   */
  trustProxy?: TrustProxy | undefined;
  /** Where the rate limits keep their windows in redis (with `redisUrl`); tests give each api its own. */
  limitsRedisPrefix?: string;
  /** The socket.io redis adapter's channel prefix (with `redisUrl`); tests give each database's apis their own. */
  socketRedisKey?: string;
  /** How long a redis command waits for its answer before redis counts as unreachable (REDIS_COMMAND_TIMEOUT_MS). */
  redisCommandTimeoutMs?: number;
  /** Where e-menu feedback photos are kept; a folder under the repository's `.data` by default. */
  photoStore?: PhotoStore;
  /** Told every route as it is registered (the route table's test reads their schemas). */
  onRoute?: (route: RouteOptions) => void;
  /** Web push's VAPID keys; null or unset: push is off (the public key answers null, subscribing 503). */
  vapid?: VapidKeys | null;
  /** Sends the pushes (tests may give their own); `web-push` with `vapid` by default. */
  pushSender?: PushSender;
  /** Accept push endpoints on http://127.0.0.1 / localhost (tests' push service stand-in); off by default: https only. */
  pushLoopbackHttp?: boolean;
  /** The https hosts push endpoints may have; the browsers' known push services by default. */
  pushServiceHosts?: readonly string[];
}

/** What `buildApp` opened so far, each with its closing (the limiter's and socket.io's redis clients, socket.io). */
type Opened = Array<() => Promise<void>>;

/**
 * The api: Fastify routes and socket.io on one HTTP server. `app.realtime.emit` sends live events.
 * `app.close()` disconnects the sockets and closes the server; the database stays open. When a step of
 * the start fails (a plugin's registration throws), what was opened is closed before the error is
 * thrown on: a failed start leaves no redis client or socket server behind to keep the process alive.
 */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const opened: Opened = [];
  try {
    return await assembleApp(options, opened);
  } catch (error) {
    for (const close of opened.reverse()) await close().catch(() => undefined);
    throw error;
  }
};

const assembleApp = async (
  {
    db,
    baseHost,
    redisUrl,
    logLevel = 'info',
    logStream,
    clock = systemClock,
    devOutbox = false,
    referencePage = false,
    humanCheckProvider = 'sandbox',
    humanCheckSettings = {},
    smsProvider = 'outbox',
    smsSettings = NO_SMS_SETTINGS,
    emailProvider = 'outbox',
    emailSettings = NO_EMAIL_SETTINGS,
    paymentProvider = 'sandbox',
    publicUrl = 'http://localhost:4000',
    storefrontUrl = 'http://{host}:8080',
    paymentSandboxSecret = DEFAULT_SANDBOX_SECRET,
    paymentSettings = DEFAULT_PAYMENT_SETTINGS,
    unpaidSweepMs = UNPAID_SWEEP_MS,
    otpCodesPerIpPerHour = OTP_IP_LIMIT.max,
    waitingJoinLimits = WAITING_JOIN_LIMITS,
    trustProxy,
    limitsRedisPrefix = 'storefront:limit:',
    socketRedisKey = 'socket.io',
    redisCommandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS,
    photoStore = folderPhotoStore(DEFAULT_FEEDBACK_PHOTOS_DIR),
    onRoute,
    vapid = null,
    pushSender,
    pushLoopbackHttp = false,
    pushServiceHosts = KNOWN_PUSH_SERVICE_HOSTS,
  }: AppOptions,
  opened: Opened,
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: apiLoggerOptions(logLevel, logStream),
    frameworkErrors,
    // Registering the route plugins builds every route's schemas and the OpenAPI document: on a busy
    // 2-core machine a cold start took over Fastify's default 10 s, which is slowness, not a plugin that hangs.
    pluginTimeout: 60_000,
    ...(trustProxy === undefined ? {} : { trustProxy: fastifyTrustProxy(trustProxy) }),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  const { limiter, answersRedis: limiterAnswersRedis } = await openLimiter({
    db,
    redisUrl,
    redisPrefix: limitsRedisPrefix,
    redisCommandTimeoutMs,
    onRedisError: (error) => app.log.error({ err: error }, 'redis limiter'),
  });
  opened.push(() => limiter.close());
  app.addHook('onClose', () => limiter.close());
  // One budget of wrong operator keys per address, for the operator calls and the socket handshakes.
  const operatorKeys = operatorKeyCheck({ db, clock, limiter });
  // Web push: sent after each change is committed, in the background; off without VAPID keys.
  const push = pushNotifier({
    db,
    sender: vapid ? (pushSender ?? webPushSender(vapid)) : null,
    publicKey: vapid?.publicKey ?? null,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  app.addHook('onClose', () => push.settled());
  const realtime = await createRealtime(app.server, {
    push,
    db,
    clock,
    operatorKeys,
    trustProxy,
    redisUrl,
    redisKey: socketRedisKey,
    redisCommandTimeoutMs,
    onRedisError: (error) => app.log.error({ err: error }, 'redis adapter'),
  });
  opened.push(() => realtime.close());
  app.decorate('realtime', realtime);
  registerTransportHeaders(app.server, trustProxy);
  // First-visit answers (menus, settings, banners) and the tenants behind app tokens, cached per instance.
  const answers = new AnswerCache(clock);
  app.decorate('tenantRows', new TenantRowCache(clock));
  const invalidateAnswers = shareAnswerInvalidation({ answers, tenants: app.tenantRows }, realtime);
  // Set by the checks of tenantScope/customerScope and the operator routes (the null overload needs a dependency list).
  app.decorateRequest('tenant', null, []);
  app.decorateRequest('customer', null, []);
  app.addHook('preClose', () => realtime.close());
  registerErrorHandlers(app);
  useContracts(app);
  // Before any route: the document is made from the routes registered after it.
  await registerOpenApi(app, { referencePage });
  registerSecurityHeaders(app);
  // Bodies are JSON (docs/api.md): a text/plain body is a 415 like any other type, not a string for the routes.
  app.removeContentTypeParser('text/plain');
  registerNulGuard(app);
  await app.register(cors, CORS_OPTIONS);
  const humanCheck = HUMAN_CHECK_PROVIDERS[humanCheckProvider]({ db, clock, settings: humanCheckSettings });
  const sms = SMS_PROVIDERS[smsProvider](db, clock, smsSettings);
  const email = EMAIL_PROVIDERS[emailProvider](db, clock, emailSettings);
  const payments = paymentProviderOf(
    paymentProvider,
    { db, clock, publicUrl: publicUrl.replace(/\/$/, ''), sandboxSecret: paymentSandboxSecret },
    paymentSettings,
  );
  const otpIpLimit = { ...OTP_IP_LIMIT, max: otpCodesPerIpPerHour };
  // Reservations: deposits go through the same provider, its webhook and sandbox page.
  const reservationDeps = { db, clock, realtime, provider: payments, sms };
  // The waiting list: its notices are shared by the storefront's and the operator's calls.
  const waiting = waitingNotices({ db, clock, realtime, sms, storefrontUrl });
  // Every route is a plugin `async (scope, deps)` registered in the scope whose checks it needs
  // (docs/adding-an-endpoint.md). Calls without tenant credentials: health, tenant lookup, media, the
  // OpenAPI document, and the payment provider's webhook and sandbox page.
  await app.register(
    publicScope(async (open) => {
      const redisProbes = [limiterAnswersRedis, realtime.answersRedis].filter((probe) => probe !== null);
      await open.register(healthRoutes, { db, realtime, redisProbes });
      await open.register(tenantLookupRoutes, {
        db,
        baseHost,
        humanCheckWidget: humanCheckWidgetOf(humanCheckProvider, humanCheckSettings),
      });
      await open.register(mediaRoutes, {});
      await open.register(openApiRoutes, { document: () => app.swagger() });
      await open.register(providerRoutes, { db, clock, realtime, provider: payments, others: depositSessions(reservationDeps) });
    }),
  );
  // Every storefront call: the tenant's credentials are checked first, and a logged-in customer's
  // calls live in the customer scope.
  await app.register(
    tenantScope(db, async (tenant) => {
      await tenant.register(storefrontRoutes, { db, cache: answers, clock });
      await tenant.register(branchRoutes, { db, clock });
      await tenant.register(contactRoutes, { db, clock, humanCheck, limiter });
      await tenant.register(authRoutes, { db, clock, sms, email, otpIpLimit, limiter, humanCheck, realtime });
      await tenant.register(vehicleCatalogueRoutes, { db });
      if (devOutbox) await tenant.register(devOutboxRoutes, { db });
      await tenant.register(deliveryZoneRoutes, { db, clock });
      await tenant.register(cartRoutes, { db, clock, cache: answers });
      await tenant.register(menuRoutes, { db, cache: answers });
      await tenant.register(dineInRoutes, { db });
      await tenant.register(catalogueRoutes, { db });
      await tenant.register(reservationRoutes, { db, clock });
      await tenant.register(waitingListRoutes, { db, clock, notices: waiting, limiter, humanCheck, joinLimits: waitingJoinLimits });
      await tenant.register(emenuRoutes, { db, cache: answers });
      await tenant.register(feedbackRoutes, { db, clock, limiter, photos: photoStore });
      await tenant.register(pushRoutes, {
        db,
        clock,
        limiter,
        push,
        endpoints: { hosts: pushServiceHosts, loopbackHttp: pushLoopbackHttp },
      });
      await tenant.register(orderingRoutes, { db, clock, realtime, humanCheck, payments, storefrontUrl, limiter, cache: answers });
      await tenant.register(
        customerScope(db, clock, async (customer) => {
          await customer.register(customerRoutes, { db, clock, realtime });
          await customer.register(accountRoutes, { db, clock, sms, otpIpLimit, limiter, humanCheck });
          await customer.register(reservationCustomerRoutes, { ...reservationDeps, storefrontUrl });
        }),
      );
    }),
  );
  // The restaurant's calls: a tenant scope checked by the operator key.
  await app.register(
    operatorScope(operatorKeys, async (operator) => {
      await operator.register(operatorRoutes, {
        db,
        realtime,
        clock,
        invalidateAnswers,
        waitingNotices: waiting,
        photos: photoStore,
        provider: payments,
        sms,
        secrets: secretsKeysOf(paymentSettings),
      });
      await operator.register(operatorReservationRoutes, reservationDeps);
    }),
  );
  if (unpaidSweepMs > 0) {
    // Unpaid online orders past their expiry (their open payment asked about first), reservation holds that ran out, vouchers that expired unused
    // (their points come back), and card refunds left unsent.
    const sweep = () => {
      void askOpenSessionsBeforeExpiry({ db, clock, realtime, provider: payments })
        .then(() => sweepUnpaidOrders({ db, clock, realtime }))
        .catch((error: unknown) => app.log.error({ err: error }, 'unpaid sweep'));
      void sweepExpiredHolds({ db, clock, realtime }).catch((error: unknown) => app.log.error({ err: error }, 'hold sweep'));
      void sweepExpiredVouchers({ db, clock }).catch((error: unknown) => app.log.error({ err: error }, 'voucher sweep'));
      void sendUnsentRefunds({ db, clock, realtime, provider: payments }).catch((error: unknown) =>
        app.log.error({ err: error }, 'refund sweep'),
      );
    };
    const timer = setInterval(sweep, unpaidSweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return app;
};
