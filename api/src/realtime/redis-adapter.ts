import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

export interface RedisAdapterConnection {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

const STARTUP_ATTEMPTS = 3;

/**
 * Connects the publish and subscribe clients of the socket.io redis adapter. Startup fails after a
 * few attempts (a wrong REDIS_URL is reported at once); once connected, the clients reconnect forever.
 */
export const connectRedisAdapter = async (url: string, onError: (error: Error) => void): Promise<RedisAdapterConnection> => {
  const where = new URL(url).host;
  let started = false;
  const pub = createClient({
    url,
    socket: {
      reconnectStrategy: (retries, cause) =>
        !started && retries >= STARTUP_ATTEMPTS
          ? new Error(`redis unreachable at ${where}: ${cause.message}`)
          : Math.min(100 * 2 ** retries, 5000),
    },
  });
  const sub = pub.duplicate();
  pub.on('error', onError);
  sub.on('error', onError);
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy();
    throw error;
  }
  started = true;
  return {
    adapter: createAdapter(pub, sub),
    close: async () => {
      await Promise.all([pub.close(), sub.close()]);
    },
  };
};
