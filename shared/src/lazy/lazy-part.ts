/**
 * A part of the page loaded once, on first use (a chunk): later uses share it. A load that failed
 * (the network dropped the chunk) is forgotten, so the next use asks again instead of failing for ever.
 */
export const lazyPart = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
};
