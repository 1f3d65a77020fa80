import { testCustomer, testStore } from '../testing';
import { ApiCallError, type ApiRequest } from './api-client';

/** Runs a request through the real client with a transport that answers as given. */
const withAnswer = (status: number, data: unknown) => {
  const store = testStore({ locale: 'en' });
  const seen: ApiRequest[] = [];
  const loadingDuringRequest: boolean[] = [];
  store.api.transport = async (request) => {
    seen.push(request);
    loadingDuringRequest.push(store.ui.loading);
    return { status, data };
  };
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
    expect(seen[0]!.url).toBe('http://api.test/api/v1/tenant/pages/by-type/web');
    const headers = seen[0]!.headers;
    expect(headers['x-tenant']).toBe('sufra');
    expect(headers['x-app-token']).toBe('test-app-token');
    expect(headers['x-localization']).toBe('en');
    expect(headers['x-authorization-token']).toBe('Bearer secret');
  });

  it('turns an error answer into an ApiCallError with the API message and marks the request failed', async () => {
    const { store } = withAnswer(400, {
      code: 'invalid_input',
      message: 'Unknown settings group.',
      errors: { groups: ['Invalid option'] },
    });
    const failure = store.api.get('/x');
    await expect(failure).rejects.toEqual(new ApiCallError('Unknown settings group.', 400, { groups: ['Invalid option'] }));
    await expect(failure).rejects.toMatchObject({ code: 'invalid_input', status: 400, fieldErrors: { groups: ['Invalid option'] } });
    expect(store.ui.lastRequestFailed).toBe(true);
    expect(store.ui.loading).toBe(false);
  });

  it('carries no code when the answer names none the storefront knows', async () => {
    const { store } = withAnswer(409, { code: 'something_new', message: 'A newer api said this.' });
    await expect(store.api.get('/x')).rejects.toMatchObject({ code: null, status: 409 });
  });

  it('puts the query on the URL, skipping empty values, and sends JSON bodies', async () => {
    const { store, seen } = withAnswer(201, { data: {} });
    await store.api.post(
      '/api/v1/order/carts',
      { lines: [] },
      { params: { page: 2, q: 'كبسة', none: undefined }, headers: { 'idempotency-key': 'k1' } },
    );
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/api/v1/order/carts?page=2&q=%D9%83%D8%A8%D8%B3%D8%A9',
      body: { lines: [] },
    });
    expect(seen[0]!.headers['idempotency-key']).toBe('k1');
    expect(seen[0]!.headers['Content-Type']).toBe('application/json');
    await store.api.post('/api/v1/order/carts');
    expect(Object.keys(seen[1]!.headers).map((name) => name.toLowerCase())).not.toContain('content-type');
  });

  it('turns a network failure into the localized network message and marks the request failed', async () => {
    const store = testStore({ locale: 'en' });
    store.api.transport = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(store.api.get('/x')).rejects.toMatchObject({ message: 'errors.network', status: null });
    expect(store.ui.lastRequestFailed).toBe(true);
  });

  it('cancels a call through its AbortController: it fails like a call that got no answer', async () => {
    const store = testStore({ locale: 'en' });
    const controller = new AbortController();
    store.api.transport = (request) =>
      new Promise((_resolve, reject) => {
        request.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        expect(store.ui.loading).toBe(true);
        controller.abort();
      });
    const call = store.api.get('/x', { signal: controller.signal });
    await expect(call).rejects.toMatchObject({ message: 'errors.network', status: null });
    expect(store.ui.loading).toBe(false);
  });

  it('sends a form as it is, without the JSON content type (the browser writes the multipart one)', async () => {
    const { store, seen } = withAnswer(201, { data: {} });
    const form = new FormData();
    form.append('photo', new Blob(['x']), 'photo.jpg');
    await store.api.post('/api/v1/upload', form);
    expect(seen[0]!.body).toBe(form);
    expect(Object.keys(seen[0]!.headers).map((name) => name.toLowerCase())).not.toContain('content-type');
  });

  it('gives a localized key when the answer has no readable message', async () => {
    const { store } = withAnswer(502, '<html>bad gateway</html>');
    await expect(store.api.get('/x')).rejects.toMatchObject({ message: 'errors.unexpected', status: 502 });
  });
});
