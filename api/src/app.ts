import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LogLevel } from './config';
import { storefrontRoutes } from './content/storefront-routes';
import type { Db } from './db/db';
import { CORS_OPTIONS } from './http/cors';
import { registerErrorHandlers } from './http/error-handlers';
import { registerHealthRoute } from './http/health-route';
import { registerMediaRoute } from './http/media-route';
import { operatorRoutes } from './operator/operator-routes';
import { createRealtime } from './realtime/realtime';
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
}

/**
 * The api: Fastify routes and socket.io on one HTTP server. `app.realtime.emit` sends live events.
 * `app.close()` disconnects the sockets and closes the server; the database stays open.
 */
export const buildApp = async ({ db, baseHost, redisUrl, logLevel = 'info' }: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({ logger: { level: logLevel } });
  const realtime = await createRealtime(app.server, {
    db,
    redisUrl,
    onRedisError: (error) => app.log.error({ err: error }, 'redis adapter'),
  });
  app.decorate('realtime', realtime);
  // Set by the authentication hooks of the tenant-scoped routes (the null overload needs a dependency list).
  app.decorateRequest('tenant', null, []);
  app.addHook('preClose', () => realtime.close());
  registerErrorHandlers(app);
  await app.register(cors, CORS_OPTIONS);
  registerHealthRoute(app, db, realtime);
  registerTenantLookupRoute(app, db, baseHost);
  registerMediaRoute(app);
  await app.register(storefrontRoutes(db));
  await app.register(operatorRoutes(db, realtime));
  return app;
};
