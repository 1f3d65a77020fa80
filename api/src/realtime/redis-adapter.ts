import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { startupReconnect } from '../redis/startup-reconnect';

export interface RedisAdapterConnection {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * Connects the publish and subscribe clients of the socket.io redis adapter. Startup fails after a
 * few attempts (a wrong REDIS_URL is reported at once); once connected, the clients reconnect forever.
 */
export const connectRedisAdapter = async (
  url: string,
  onError: (error: Error) => void,
  /** The adapter's channel prefix: the instances of one deployment share it. */
  key: string,
): Promise<RedisAdapterConnection> => {
  const startup = startupReconnect(url);
  const pub = createClient({ url, socket: { reconnectStrategy: startup.reconnectStrategy } });
  const sub = pub.duplicate();
  pub.on('error', onError);
  sub.on('error', onError);
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy();
    throw error;
  }
  startup.started();
  return {
    adapter: createAdapter(pub, sub, { key }),
    close: async () => {
      await Promise.all([pub.close(), sub.close()]);
    },
  };
};
