/**
 * Work that runs after the answer has gone: a caller never waits for it (web pushes), and how long it
 * takes says nothing to the caller (the password reset's e-mail, sent only when the address has an
 * account). A failure is logged with its message; `settled` waits for what is in flight (the app's
 * close, and tests).
 */
export interface BackgroundWork {
  run(work: () => Promise<unknown>, failureMessage: string): void;
  settled(): Promise<void>;
}

export const backgroundWork = (logError: (error: unknown, message: string) => void): BackgroundWork => {
  const inFlight = new Set<Promise<unknown>>();
  return {
    run: (work, failureMessage) => {
      const running = Promise.resolve()
        .then(work)
        .catch((error: unknown) => logError(error, failureMessage))
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    },
    settled: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
};
