/**
 * Runs one call per key at a time: a call made while one with the same key is running answers that
 * one's outcome instead of running again (parallel refunds of one idempotency key in one api).
 */
export const singleFlight = () => {
  const running = new Map<string, Promise<void>>();
  return (key: string, run: () => Promise<void>): Promise<void> => {
    const current = running.get(key);
    if (current) return current;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
};
