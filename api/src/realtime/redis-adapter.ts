import { createAdapter } from '@socket.io/redis-adapter';
import { answersPing, closeRedisClients } from '../redis/client-liveness';
import { createRedisClient, type RedisClient } from '../redis/redis-client';
import { startupReconnect } from '../redis/startup-reconnect';

export interface RedisAdapterConnection {
  adapter: ReturnType<typeof createAdapter>;
  /** Whether redis answers the adapter's clients now (the health route asks). */
  answers(): Promise<boolean>;
  /** Closes the clients around `closeSockets` (socket.io's own closing, which unsubscribes the adapter). */
  close(closeSockets: () => Promise<void>): Promise<void>;
}

/**
 * The adapter publishes without waiting for the answer: a publish the client refuses (redis
 * unreachable: it queues nothing while disconnected) would be an unhandled rejection that ends the
 * process. It is reported instead, and that event is lost, as one sent while redis is down.
 */
const reportingRefusedPublishes = (client: RedisClient, onError: (error: Error) => void): RedisClient => {
  const publish = client.publish.bind(client);
  return Object.assign(client, {
    publish: (...args: Parameters<typeof publish>) =>
      publish(...args).catch((error: unknown) => {
        onError(error as Error);
        return 0;
      }),
  });
};

/**
 * Connects the publish and subscribe clients of the socket.io redis adapter. Startup fails after a
 * few attempts (a wrong REDIS_URL is reported at once); once connected, the clients reconnect forever.
 */
export const connectRedisAdapter = async ({
  url,
  key,
  commandTimeoutMs,
  onError,
}: {
  url: string;
  /** The adapter's channel prefix: the instances of one deployment share it. */
  key: string;
  /** How long the health check waits for redis's answer. */
  commandTimeoutMs: number;
  onError: (error: Error) => void;
}): Promise<RedisAdapterConnection> => {
  const startup = startupReconnect(url);
  const pub = reportingRefusedPublishes(createRedisClient(url, startup.reconnectStrategy), onError);
  const sub = pub.duplicate();
  pub.on('error', onError);
  sub.on('error', onError);
  await startup.connect([pub, sub]);
  // The subscriber only listens (a client in subscribe mode sends no PING): connected is all it can say.
  const answers = async () => sub.isReady && (await answersPing(pub, commandTimeoutMs));
  return {
    adapter: createAdapter(pub, sub, { key }),
    answers,
    close: async (closeSockets) => {
      const answering = await answers();
      // A redis that does not answer would keep the adapter's last commands (it unsubscribes as socket.io
      // closes) waiting for ever: its clients are dropped first, and a dropped client never sends them.
      if (!answering) await closeRedisClients([pub, sub], false);
      await closeSockets();
      if (answering) await closeRedisClients([pub, sub], true);
    },
  };
};
