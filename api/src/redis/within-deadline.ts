/** A redis command that got no answer in time (redis hangs, or the network drops the packets). */
export class RedisTimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'RedisTimeoutError';
  }
}

/**
 * The answer of a redis command, or a `RedisTimeoutError` once `ms` have passed without one. The
 * command itself is not withdrawn (redis may still run it when it answers again): callers undo what
 * it did if needed.
 */
export const withinDeadline = async <T>(command: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeoutError(ms)), ms);
  });
  try {
    return await Promise.race([command, deadline]);
  } finally {
    clearTimeout(timer);
  }
};
