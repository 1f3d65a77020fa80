import type { RedisClient } from './redis-client';
import { REDIS_STARTUP_TIMEOUT_MS } from './redis-timeouts';
import { RedisTimeoutError, withinDeadline } from './within-deadline';

const STARTUP_ATTEMPTS = 3;

/**
 * A redis client's reconnect strategy: before `connect` succeeded, connecting fails after a few
 * attempts with `redis unreachable at {host}` (a wrong REDIS_URL is reported at once); afterwards the
 * client reconnects forever, at most 5 s apart.
 */
export const startupReconnect = (url: string) => {
  const where = new URL(url).host;
  let started = false;
  return {
    reconnectStrategy: (retries: number, cause: Error): number | Error =>
      !started && retries >= STARTUP_ATTEMPTS
        ? new Error(`redis unreachable at ${where}: ${cause.message}`)
        : Math.min(100 * 2 ** retries, 5000),
    /**
     * Connects the clients at startup, all or none (on failure each is destroyed): within
     * REDIS_STARTUP_TIMEOUT_MS, since a hung redis accepts the connection and never answers its handshake.
     */
    connect: async (clients: RedisClient[]): Promise<void> => {
      try {
        await withinDeadline(Promise.all(clients.map((client) => client.connect())), REDIS_STARTUP_TIMEOUT_MS);
      } catch (error) {
        for (const client of clients) if (client.isOpen) client.destroy();
        throw error instanceof RedisTimeoutError ? new Error(`redis unreachable at ${where}: ${error.message}`) : error;
      }
      started = true;
    },
  };
};
