const STARTUP_ATTEMPTS = 3;

/**
 * A redis client's reconnect strategy: before `started()` is called, connecting fails after a few
 * attempts with `redis unreachable at {host}` (a wrong REDIS_URL is reported at once); afterwards the
 * client reconnects forever.
 */
export const startupReconnect = (url: string) => {
  const where = new URL(url).host;
  let started = false;
  return {
    reconnectStrategy: (retries: number, cause: Error): number | Error =>
      !started && retries >= STARTUP_ATTEMPTS
        ? new Error(`redis unreachable at ${where}: ${cause.message}`)
        : Math.min(100 * 2 ** retries, 5000),
    started: () => {
      started = true;
    },
  };
};
