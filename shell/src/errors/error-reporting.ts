import { setErrorReporter } from '@storefront/shared';

/**
 * Error reporting (Sentry) loads only when a DSN is configured, after the first paint. Besides what
 * Sentry catches itself (uncaught errors), it takes the failures the page answered with a fallback
 * (`reportError` of @storefront/shared: a part still loading at its limit, a remote that could not
 * be loaded or stopped rendering), those made before it started included.
 */
export const startErrorReporting = async (dsn: string | undefined, environment: string): Promise<boolean> => {
  if (!dsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({ dsn, environment });
  setErrorReporter((error, context) => Sentry.captureException(error, { tags: context }));
  return true;
};
