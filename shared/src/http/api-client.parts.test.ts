import { API_TIMEOUT_MS, type ApiRequestContext } from './api-call';
import { createApiClient } from './api-client';

// The client's axios part, loaded with the first call: here one that fails once, then one that never comes.
const partFailures: Array<'fails' | 'never'> = [];
jest.mock('./axios-instance', () => {
  const real = jest.requireActual<typeof import('./axios-instance')>('./axios-instance');
  return {
    createAxiosInstance: (...args: Parameters<typeof real.createAxiosInstance>) => {
      const next = partFailures.shift();
      if (next === 'fails') throw new Error('Loading chunk api-axios failed.');
      if (next === 'never') return new Promise(() => undefined);
      return real.createAxiosInstance(...args);
    },
  };
});

const context: ApiRequestContext = {
  apiUrl: 'http://api.test',
  tenant: () => ({ name: 'sufra', app_token: 'token', country: 'SA' }),
  locale: () => 'en',
  customerToken: () => null,
  requestStarted: () => undefined,
  requestFinished: () => undefined,
  tokenRefused: () => undefined,
  errorTextsLoaded: () => Promise.resolve(),
};

const clientAnswering = () => {
  const client = createApiClient(context);
  client.transport = async () => ({ status: 200, data: { data: 'answered' } });
  return client;
};

describe("the api client's own part", () => {
  afterEach(() => {
    jest.useRealTimers();
    partFailures.length = 0;
  });

  it('is asked for again by the next call when it failed to arrive, so one bad moment does not fail every call after it', async () => {
    partFailures.push('fails');
    const client = clientAnswering();
    await expect(client.get('/x')).rejects.toThrow('Loading chunk api-axios failed.');
    await expect(client.get('/x')).resolves.toMatchObject({ status: 200, data: { data: 'answered' } });
  });

  it('that never arrives ends at the time limit like a call that got no answer, instead of loading for ever', async () => {
    jest.useFakeTimers();
    partFailures.push('never');
    const call = clientAnswering().get('/x');
    const settled = expect(call).rejects.toMatchObject({ message: 'errors.network', status: null });
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    await settled;
  });

  it('that never arrives ends when the caller cancels', async () => {
    partFailures.push('never');
    const controller = new AbortController();
    const call = clientAnswering().get('/x', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ message: 'errors.network', status: null });
  });
});
