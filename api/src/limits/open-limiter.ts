import type { Db } from '../db/db';
import type { Limiter } from './limiter';
import { redisLimiter } from './redis-limiter';
import { sqlLimiter } from './sql-limiter';

/** The api's limiter: in redis when REDIS_URL is set (shared by every api instance), in the database otherwise. */
export const openLimiter = async ({
  db,
  redisUrl,
  redisPrefix,
  onRedisError,
}: {
  db: Db;
  redisUrl: string | undefined;
  redisPrefix: string;
  onRedisError: (error: Error) => void;
}): Promise<Limiter> => (redisUrl ? redisLimiter(redisUrl, redisPrefix, onRedisError) : sqlLimiter(db));
