import { createClient } from 'redis';
import { REDIS_CONNECT_TIMEOUT_MS, REDIS_QUEUE_MAX } from './redis-timeouts';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * A redis client of the api: a command sent while the client is not connected is refused at once
 * (nothing is queued for later: a request would wait for the reconnection, however long it takes),
 * connecting gives up after REDIS_CONNECT_TIMEOUT_MS, and at most REDIS_QUEUE_MAX commands wait for
 * an answer. A command written to a connection that redis stopped answering waits for its answer:
 * its caller bounds the wait (`withinDeadline`).
 */
export const createRedisClient = (url: string, reconnectStrategy: (retries: number, cause: Error) => number | Error): RedisClient =>
  createClient({
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: REDIS_QUEUE_MAX,
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy },
  });
