export const RELOAD_GUARD_MS = 60_000;
const KEY = 'storefront.chunkReloadAt';

/** A failed download of a part of the page (a stale deploy, a dropped connection). */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message));

/**
 * Reloads the page after a failed chunk load, at most once per 60 seconds (so a broken deploy
 * cannot loop). Returns whether it reloaded.
 */
export const reloadAfterChunkFailure = (
  error: unknown,
  { now = Date.now(), storage = window.sessionStorage, reload = () => window.location.reload() } = {},
): boolean => {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
};

/** Watches unhandled errors and rejections for failed chunk loads. */
export const watchChunkFailures = (): (() => void) => {
  const onError = (event: ErrorEvent) => reloadAfterChunkFailure(event.error);
  const onRejection = (event: PromiseRejectionEvent) => reloadAfterChunkFailure(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
};
