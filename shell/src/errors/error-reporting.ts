/** Error reporting (Sentry) loads only when a DSN is configured, after the first paint. */
export const startErrorReporting = async (dsn: string | undefined, environment: string): Promise<boolean> => {
  if (!dsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({ dsn, environment });
  return true;
};
