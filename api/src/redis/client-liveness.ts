import type { RedisClient } from './redis-client';
import { withinDeadline } from './within-deadline';

/** Whether redis answers a PING on this client within `deadlineMs` (false at once while the client is not connected). */
export const answersPing = async (client: RedisClient, deadlineMs: number): Promise<boolean> =>
  client.isReady &&
  withinDeadline(client.ping(), deadlineMs).then(
    () => true,
    () => false,
  );

/**
 * Closes clients of one redis: gracefully when it answers (`close` waits for the answers of the
 * commands sent), at once otherwise (a hung redis would keep `close` waiting for ever).
 */
export const closeRedisClients = async (clients: RedisClient[], answering: boolean): Promise<void> => {
  for (const client of clients) {
    if (!client.isOpen) continue;
    if (answering) await client.close();
    else client.destroy();
  }
};
