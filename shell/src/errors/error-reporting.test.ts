import { reportError, setErrorReporter } from '@storefront/shared';
import { startErrorReporting } from './error-reporting';

const init = jest.fn();
const captureException = jest.fn();
jest.mock('@sentry/react', () => ({
  init: (...args: unknown[]) => init(...args),
  captureException: (...args: unknown[]) => captureException(...args),
}));

describe('startErrorReporting', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    setErrorReporter(null);
    jest.restoreAllMocks();
  });

  it('stays off without a DSN', async () => {
    expect(await startErrorReporting(undefined, 'sufra')).toBe(false);
    expect(init).not.toHaveBeenCalled();
  });

  it('loads Sentry and starts it with the DSN', async () => {
    expect(await startErrorReporting('https://key@sentry.example/1', 'sufra')).toBe(true);
    expect(init).toHaveBeenCalledWith({ dsn: 'https://key@sentry.example/1', environment: 'sufra' });
  });

  it('sends the failures reported with a fallback to Sentry, also those from before it started', async () => {
    const early = new Error('account screen was still loading after 10 s');
    reportError(early, { kind: 'loading-stalled', what: 'account screen' });
    await startErrorReporting('https://key@sentry.example/1', 'sufra');
    const late = new Error('remote menu could not be loaded');
    reportError(late, { kind: 'remote-load' });
    expect(captureException.mock.calls).toEqual([
      [early, { tags: { kind: 'loading-stalled', what: 'account screen' } }],
      [late, { tags: { kind: 'remote-load' } }],
    ]);
  });
});
