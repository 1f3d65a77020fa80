import type { RateLimit } from '../http/rate-limit';
import { answersPing, closeRedisClients } from '../redis/client-liveness';
import { createRedisClient } from '../redis/redis-client';
import { startupReconnect } from '../redis/startup-reconnect';
import { withinDeadline } from '../redis/within-deadline';
import { secondsUntilWindowEnds, type Limiter, type LimitAnswer, type LimitKey, type LimitSlot } from './limiter';
import { limitsUnavailable } from './limits-unavailable';

// One script per call, so taking a slot is atomic in redis: a new window (start `now`, count 1, expiring
// with the window) once the old one is over, else one more while there is room. The window start comes
// from the api's clock (as with the database), the expiry only clears keys nobody uses any more.
const TAKE = `
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
local now, windowMs, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
if (not start) or start <= now - windowMs then
  redis.call('HSET', KEYS[1], 's', now, 'c', 1)
  redis.call('PEXPIRE', KEYS[1], windowMs)
  return {1, now}
end
if tonumber(redis.call('HGET', KEYS[1], 'c')) >= max then return {0, start} end
return {redis.call('HINCRBY', KEYS[1], 'c', 1), start}
`;
const GIVE_BACK = `
if redis.call('HGET', KEYS[1], 's') == ARGV[1] and tonumber(redis.call('HGET', KEYS[1], 'c')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'c', -1)
end
return 0
`;

/** The limiter in redis, and whether its redis answers (the health route asks). */
export interface RedisLimiter extends Limiter {
  answers(): Promise<boolean>;
}

/**
 * The limiter of several api instances: the windows live in redis (REDIS_URL) under `prefix`. Each
 * command waits `commandTimeoutMs` for its answer at most; a slot that cannot be taken in that time
 * refuses the request (`limitsUnavailable`, a 503), and should redis take it later (it answers again)
 * it is given back, since the request it was for was refused. Giving back never fails a request: a
 * slot that cannot be given back counts until its window is over.
 */
export const redisLimiter = async ({
  url,
  prefix,
  commandTimeoutMs,
  onError,
}: {
  url: string;
  prefix: string;
  commandTimeoutMs: number;
  onError: (error: Error) => void;
}): Promise<RedisLimiter> => {
  const startup = startupReconnect(url);
  const client = createRedisClient(url, startup.reconnectStrategy);
  client.on('error', onError);
  await startup.connect([client]);
  const redisKey = ({ tenantId, rule, subject }: LimitKey) => `${prefix}${tenantId}:${rule}:${subject}`;
  const takeSlot = async (key: LimitKey, limit: RateLimit, now: Date): Promise<LimitAnswer> => {
    const [count, start] = (await client.eval(TAKE, {
      keys: [redisKey(key)],
      arguments: [String(now.getTime()), String(limit.windowMs), String(limit.max)],
    })) as [number, number];
    const windowStart = new Date(Number(start));
    if (count === 0) return { taken: false, retryAfterSeconds: secondsUntilWindowEnds(windowStart, limit, now) };
    return { taken: true, slot: { key, position: count, windowStart } };
  };
  const giveBack = async ({ key, windowStart }: LimitSlot): Promise<void> => {
    try {
      await withinDeadline(client.eval(GIVE_BACK, { keys: [redisKey(key)], arguments: [String(windowStart.getTime())] }), commandTimeoutMs);
    } catch (error) {
      onError(error as Error);
    }
  };
  return {
    take: async (key, limit, now) => {
      const taking = takeSlot(key, limit, now);
      try {
        return await withinDeadline(taking, commandTimeoutMs);
      } catch (error) {
        void taking.then(
          (late) => (late.taken ? giveBack(late.slot) : undefined),
          () => undefined,
        );
        throw limitsUnavailable(error);
      }
    },
    giveBack,
    answers: () => answersPing(client, commandTimeoutMs),
    close: async () => closeRedisClients([client], await answersPing(client, commandTimeoutMs)),
  };
};
