import type { Db } from '../db/db';
import type { Limiter } from './limiter';
import { redisLimiter } from './redis-limiter';
import { sqlLimiter } from './sql-limiter';

export interface OpenedLimiter {
  limiter: Limiter;
  /** Whether the limiter's redis answers now; null when the limits live in the database. */
  answersRedis: (() => Promise<boolean>) | null;
}

/** The api's limiter: in redis when REDIS_URL is set (shared by every api instance), in the database otherwise. */
export const openLimiter = async ({
  db,
  redisUrl,
  redisPrefix,
  redisCommandTimeoutMs,
  onRedisError,
}: {
  db: Db;
  redisUrl: string | undefined;
  redisPrefix: string;
  redisCommandTimeoutMs: number;
  onRedisError: (error: Error) => void;
}): Promise<OpenedLimiter> => {
  if (!redisUrl) return { limiter: sqlLimiter(db), answersRedis: null };
  const limiter = await redisLimiter({
    url: redisUrl,
    prefix: redisPrefix,
    commandTimeoutMs: redisCommandTimeoutMs,
    onError: onRedisError,
  });
  return { limiter, answersRedis: limiter.answers };
};
