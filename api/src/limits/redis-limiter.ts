import { createClient } from 'redis';
import { startupReconnect } from '../redis/startup-reconnect';
import { secondsUntilWindowEnds, type Limiter, type LimitKey } from './limiter';

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

/** The limiter of several api instances: the windows live in redis (REDIS_URL) under `prefix`. */
export const redisLimiter = async (url: string, prefix: string, onError: (error: Error) => void): Promise<Limiter> => {
  const startup = startupReconnect(url);
  const client = createClient({ url, socket: { reconnectStrategy: startup.reconnectStrategy } });
  client.on('error', onError);
  try {
    await client.connect();
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw error;
  }
  startup.started();
  const redisKey = ({ tenantId, rule, subject }: LimitKey) => `${prefix}${tenantId}:${rule}:${subject}`;
  return {
    take: async (key, limit, now) => {
      const [count, start] = (await client.eval(TAKE, {
        keys: [redisKey(key)],
        arguments: [String(now.getTime()), String(limit.windowMs), String(limit.max)],
      })) as [number, number];
      const windowStart = new Date(Number(start));
      if (count === 0) return { taken: false, retryAfterSeconds: secondsUntilWindowEnds(windowStart, limit, now) };
      return { taken: true, slot: { key, position: count, windowStart } };
    },
    giveBack: async ({ key, windowStart }) => {
      await client.eval(GIVE_BACK, { keys: [redisKey(key)], arguments: [String(windowStart.getTime())] });
    },
    close: async () => {
      await client.close();
    },
  };
};
