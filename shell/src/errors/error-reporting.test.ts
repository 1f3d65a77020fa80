import { startErrorReporting } from './error-reporting';

const init = jest.fn();
jest.mock('@sentry/react', () => ({ init: (...args: unknown[]) => init(...args) }));

describe('startErrorReporting', () => {
  it('stays off without a DSN', async () => {
    expect(await startErrorReporting(undefined, 'sufra')).toBe(false);
    expect(init).not.toHaveBeenCalled();
  });

  it('loads Sentry and starts it with the DSN', async () => {
    expect(await startErrorReporting('https://key@sentry.example/1', 'sufra')).toBe(true);
    expect(init).toHaveBeenCalledWith({ dsn: 'https://key@sentry.example/1', environment: 'sufra' });
  });
});
