import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth-routes';
import { branchRoutes } from './branches/branch-routes';
import { cartRoutes } from './cart/cart-routes';
import { systemClock, type Clock } from './clock';
import type { LogLevel } from './config';
import { contactRoutes } from './contact/contact-routes';
import { storefrontRoutes } from './content/storefront-routes';
import { customerRoutes } from './customers/customer-routes';
import type { Db } from './db/db';
import { CORS_OPTIONS } from './http/cors';
import { registerErrorHandlers } from './http/error-handlers';
import { registerHealthRoute } from './http/health-route';
import { registerMediaRoute } from './http/media-route';
import { registerNulGuard } from './http/nul-guard';
import { HUMAN_CHECK_PROVIDERS, type HumanCheckProviderName } from './human-check/human-check-providers';
import { deliveryZoneRoutes } from './delivery/delivery-zone-route';
import { MenuCache } from './menu/menu-cache';
import { menuRoutes } from './menu/menu-routes';
import { operatorRoutes } from './operator/operator-routes';
import { createRealtime } from './realtime/realtime';
import { devOutboxRoutes } from './sms/dev-outbox-routes';
import { SMS_PROVIDERS, type SmsProviderName } from './sms/sms-providers';
import './tenancy/request-tenant';
import { registerTenantLookupRoute } from './tenancy/tenant-lookup-route';

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
}: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({ logger: { level: logLevel } });
  const realtime = await createRealtime(app.server, {
    db,
    redisUrl,
    onRedisError: (error) => app.log.error({ err: error }, 'redis adapter'),
  });
  app.decorate('realtime', realtime);
  // Set by the authentication hooks of the tenant-scoped and customer routes (the null overload needs a dependency list).
  app.decorateRequest('tenant', null, []);
  app.decorateRequest('customer', null, []);
  app.addHook('preClose', () => realtime.close());
  registerErrorHandlers(app);
  registerNulGuard(app);
  await app.register(cors, CORS_OPTIONS);
  registerHealthRoute(app, db, realtime);
  registerTenantLookupRoute(app, db, baseHost);
  registerMediaRoute(app);
  const humanCheck = HUMAN_CHECK_PROVIDERS[humanCheckProvider](db, clock);
  const sms = SMS_PROVIDERS[smsProvider](db, clock);
  const menuCache = new MenuCache();
  await app.register(storefrontRoutes(db));
  await app.register(branchRoutes({ db, clock }));
  await app.register(contactRoutes({ db, clock, humanCheck }));
  await app.register(authRoutes({ db, clock, sms }));
  await app.register(customerRoutes({ db, clock }));
  if (devOutbox) await app.register(devOutboxRoutes(db));
  await app.register(deliveryZoneRoutes({ db, clock }));
  await app.register(cartRoutes({ db }));
  await app.register(menuRoutes({ db, cache: menuCache }));
  await app.register(operatorRoutes({ db, realtime, clock, menuCache }));
  return app;
};
