import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { testCustomer, testStore } from '../testing';
import { ApiCallError } from './api-client';

/** Runs a request through the real client with a transport that answers as given. */
const withAnswer = (status: number, data: unknown) => {
  const store = testStore({ locale: 'en' });
  const seen: InternalAxiosRequestConfig[] = [];
  const loadingDuringRequest: boolean[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    loadingDuringRequest.push(store.ui.loading);
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', String(status), config, null, response);
    return response;
  };
  store.api.defaults.adapter = adapter;
  return { store, seen, loadingDuringRequest };
};

describe('the api client', () => {
  beforeEach(() => {
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it('sends the spec headers and the customer token, and feeds the progress state', async () => {
    const { store, seen, loadingDuringRequest } = withAnswer(200, { data: [] });
    store.session.signIn('secret', testCustomer());
    await store.api.get('/api/v1/tenant/pages/by-type/web');
    expect(loadingDuringRequest).toEqual([true]);
    expect(store.ui.loading).toBe(false);
    expect(seen[0]!.baseURL).toBe('http://api.test');
    const headers = seen[0]!.headers;
    expect(headers.get('x-tenant')).toBe('sufra');
    expect(headers.get('x-app-token')).toBe('test-app-token');
    expect(headers.get('x-localization')).toBe('en');
    expect(headers.get('x-authorization-token')).toBe('Bearer secret');
  });

  it('turns an error answer into an ApiCallError with the API message and marks the request failed', async () => {
    const { store } = withAnswer(400, { message: 'Unknown settings group.', errors: { groups: ['Invalid option'] } });
    await expect(store.api.get('/x')).rejects.toEqual(new ApiCallError('Unknown settings group.', 400, { groups: ['Invalid option'] }));
    expect(store.ui.lastRequestFailed).toBe(true);
    expect(store.ui.loading).toBe(false);
  });

  it('gives a localized key when the answer has no readable message', async () => {
    const { store } = withAnswer(502, '<html>bad gateway</html>');
    await expect(store.api.get('/x')).rejects.toMatchObject({ message: 'errors.unexpected', status: 502 });
  });
});
