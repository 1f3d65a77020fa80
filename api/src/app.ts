import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { OTP_IP_LIMIT } from './auth/otp-rules';
import { withDefaults, type AppOptions } from './app-options';
import { registerRoutes } from './app-routes';
import { backgroundWork } from './background/background-work';
import { startBackgroundSweeps } from './background-sweeps';
import { EMAIL_PROVIDERS } from './email/email-providers';
import { AnswerCache } from './http/answer-cache';
import { contracts } from './http/contract-compilers';
import { CORS_OPTIONS } from './http/cors';
import { errorAnswers } from './http/error-handlers';
import { frameworkErrors } from './http/framework-errors';
import { apiLoggerOptions } from './http/log-options';
import { nulGuard } from './http/nul-guard';
import { registerOpenApi } from './http/openapi';
import { securityHeaders } from './http/security-headers';
import { shareAnswerInvalidation } from './http/shared-answer-invalidation';
import { registerTransportHeaders } from './http/transport-security';
import { fastifyTrustProxy } from './http/trust-proxy';
import { HUMAN_CHECK_PROVIDERS, humanCheckWidgetOf } from './human-check/human-check-providers';
import { openLimiter } from './limits/open-limiter';
import { operatorKeyCheck } from './operator/operator-key-check';
import { paymentProviderOf } from './payments/payment-providers';
import { secretsKeysOf } from './payments/secrets-keys';
import { pushNotifier } from './push/push-notifier';
import { webPushSender } from './push/push-sender';
import { createRealtime } from './realtime/realtime';
import { SMS_PROVIDERS } from './sms/sms-providers';
import { TenantRowCache } from './tenancy/tenant-row-cache';
import './tenancy/request-tenant';
import { waitingNotices } from './waiting-list/waiting-notices';

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

const assembleApp = async (options: AppOptions, opened: Opened): Promise<FastifyInstance> => {
  const settings = withDefaults(options);
  const { db, clock, redisUrl, trustProxy, redisCommandTimeoutMs, vapid } = settings;
  const app = Fastify({
    logger: apiLoggerOptions(settings.logLevel, settings.logStream),
    frameworkErrors,
    // Registering the route plugins builds every route's schemas and the OpenAPI document: on a busy
    // 2-core machine a cold start took over Fastify's default 10 s, which is slowness, not a plugin that hangs.
    pluginTimeout: 60_000,
    ...(trustProxy === undefined ? {} : { trustProxy: fastifyTrustProxy(trustProxy) }),
  });
  if (settings.onRoute) app.addHook('onRoute', settings.onRoute);
  const logError = (message: string) => (error: unknown) => app.log.error({ err: error }, message);
  const { limiter, answersRedis } = await openLimiter({
    db,
    redisUrl,
    redisPrefix: settings.limitsRedisPrefix,
    redisCommandTimeoutMs,
    onRedisError: logError('redis limiter'),
  });
  opened.push(() => limiter.close());
  app.addHook('onClose', () => limiter.close());
  // One budget of wrong operator keys per address, for the operator calls and the socket handshakes.
  const operatorKeys = operatorKeyCheck({ db, clock, limiter });
  // Web push: sent after each change is committed, in the background; off without VAPID keys.
  const push = pushNotifier({
    db,
    sender: vapid ? (settings.pushSender ?? webPushSender(vapid)) : null,
    publicKey: vapid?.publicKey ?? null,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  app.addHook('onClose', () => push.settled());
  app.decorate(
    'background',
    backgroundWork((error, message) => app.log.error({ err: error }, message)),
  );
  app.addHook('onClose', () => app.background.settled());
  const realtime = await createRealtime(app.server, {
    push,
    db,
    clock,
    operatorKeys,
    trustProxy,
    redisUrl,
    redisKey: settings.socketRedisKey,
    redisCommandTimeoutMs,
    onRedisError: logError('redis adapter'),
  });
  opened.push(() => realtime.close());
  app.decorate('realtime', realtime);
  app.addHook('preClose', () => realtime.close());
  registerTransportHeaders(app.server, trustProxy);
  // First-visit answers (menus, settings, banners) and the tenants behind app tokens, cached per instance.
  const answers = new AnswerCache(clock);
  app.decorate('tenantRows', new TenantRowCache(clock));
  const invalidateAnswers = shareAnswerInvalidation({ answers, tenants: app.tenantRows }, realtime);
  // Set by the checks of tenantScope/customerScope and the operator routes (the null overload needs a dependency list).
  app.decorateRequest('tenant', null, []);
  app.decorateRequest('customer', null, []);
  await app.register(errorAnswers);
  await app.register(contracts);
  // Before any route: the document is made from the routes registered after it.
  await registerOpenApi(app, { referencePage: settings.referencePage });
  await app.register(securityHeaders);
  // Bodies are JSON (docs/api.md): a text/plain body is a 415 like any other type, not a string for the routes.
  app.removeContentTypeParser('text/plain');
  await app.register(nulGuard);
  await app.register(cors, CORS_OPTIONS);
  const sms = SMS_PROVIDERS[settings.smsProvider](db, clock, settings.smsSettings);
  const payments = paymentProviderOf(
    settings.paymentProvider,
    { db, clock, publicUrl: settings.publicUrl.replace(/\/$/, ''), sandboxSecret: settings.paymentSandboxSecret },
    settings.paymentSettings,
  );
  await registerRoutes(app, {
    db,
    clock,
    baseHost: settings.baseHost,
    realtime,
    limiter,
    answers,
    invalidateAnswers,
    operatorKeys,
    redisProbes: [answersRedis, realtime.answersRedis].filter((probe) => probe !== null),
    humanCheck: HUMAN_CHECK_PROVIDERS[settings.humanCheckProvider]({ db, clock, settings: settings.humanCheckSettings }),
    humanCheckWidget: humanCheckWidgetOf(settings.humanCheckProvider, settings.humanCheckSettings),
    sms,
    email: EMAIL_PROVIDERS[settings.emailProvider](db, clock, settings.emailSettings),
    background: app.background,
    payments,
    secrets: secretsKeysOf(settings.paymentSettings),
    push,
    // The waiting list's notices are shared by the storefront's and the operator's calls.
    waiting: waitingNotices({ db, clock, realtime, sms, storefrontUrl: settings.storefrontUrl }),
    photoStore: settings.photoStore,
    storefrontUrl: settings.storefrontUrl,
    otpIpLimit: { ...OTP_IP_LIMIT, max: settings.otpCodesPerIpPerHour },
    waitingJoinLimits: settings.waitingJoinLimits,
    devOutbox: settings.devOutbox,
    pushEndpoints: { hosts: settings.pushServiceHosts, loopbackHttp: settings.pushLoopbackHttp },
  });
  startBackgroundSweeps(app, { db, clock, realtime, payments }, settings.unpaidSweepMs);
  return app;
};
