import {
  API_ERRORS,
  API_PATHS,
  healthSchema,
  healthUnavailableSchema,
  type ApiError,
  type Health,
  type HealthDown,
} from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { pingDatabase } from '../db/ping';
import type { Realtime } from '../realtime/realtime';
import type { PublicScope } from '../tenancy/scopes';

/** Whether a part of the api reaches its redis now (the limiter's client, the socket adapter's). */
export type RedisProbe = () => Promise<boolean>;

const REDIS_DOWN_MESSAGE = 'Redis unavailable';

/**
 * Public liveness: the database answers, and so does redis when the api uses one (REDIS_URL); which
 * database and socket adapter run. 503 while either does not, so a load balancer takes the instance out.
 */
export const healthRoutes = async (
  scope: PublicScope,
  { db, realtime, redisProbes }: { db: Db; realtime: Realtime; redisProbes: RedisProbe[] },
): Promise<void> => {
  scope.get(API_PATHS.health, { schema: { response: { 200: healthSchema, 503: healthUnavailableSchema } } }, async (request, reply) => {
    try {
      await pingDatabase(db);
    } catch (error) {
      request.log.error({ err: error }, 'health: database unreachable');
      return reply.status(503).send({ code: 'service_unavailable', message: API_ERRORS.service_unavailable } satisfies ApiError);
    }
    const parts = { database: db.kind, socket_adapter: realtime.adapter };
    if (redisProbes.length === 0) return { status: 'ok', ...parts, redis: 'unused' } satisfies Health;
    const reached = await Promise.all(redisProbes.map((probe) => probe()));
    if (reached.every(Boolean)) return { status: 'ok', ...parts, redis: 'ok' } satisfies Health;
    request.log.error('health: redis unreachable');
    const down: HealthDown = { code: 'service_unavailable', message: REDIS_DOWN_MESSAGE, status: 'down', ...parts, redis: 'down' };
    return reply.status(503).send(down);
  });
};
