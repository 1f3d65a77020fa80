import type { ApiRequest, ApiTransport } from '../http/api-client';
import { installFakeApi, testStore } from '../testing';
import { primedAnswers, recordingTransport } from './first-paint-answers';

const request = (method: ApiRequest['method'], url: string): ApiRequest => ({
  method,
  path: new URL(url).pathname,
  url,
  params: undefined,
  headers: {},
  body: undefined,
  signal: new AbortController().signal,
});

describe("the first paint's api answers", () => {
  it('are recorded on the server from the api it reaches (GET answers that succeeded only), keyed by path and query', async () => {
    const reached: string[] = [];
    const network: ApiTransport = async ({ url }) => {
      reached.push(url);
      return url.includes('missing') ? { status: 404, data: { code: 'not_found' } } : { status: 200, data: { url } };
    };
    const answers = {};
    const transport = recordingTransport(network, 'http://api.internal:4000/', answers);
    await transport(request('GET', 'http://api.example/api/v1/menu?order_type=pickup'));
    await transport(request('GET', 'http://api.example/api/v1/missing'));
    await transport(request('POST', 'http://api.example/api/v1/carts'));
    expect(reached).toEqual([
      'http://api.internal:4000/api/v1/menu?order_type=pickup',
      'http://api.internal:4000/api/v1/missing',
      'http://api.internal:4000/api/v1/carts',
    ]);
    expect(answers).toEqual({
      '/api/v1/menu?order_type=pickup': { status: 200, data: { url: 'http://api.internal:4000/api/v1/menu?order_type=pickup' } },
    });
  });

  it('answer the same calls once in the browser, without a call, and anything else goes out as usual', async () => {
    const store = testStore();
    const calls = installFakeApi(store, {
      'GET /api/v1/menu': () => ({ status: 200, data: 'fresh' }),
      'GET /api/v1/branches': () => ({ status: 200, data: 'fresh' }),
    });
    store.api.primed = primedAnswers({ '/api/v1/menu?order_type=pickup': { status: 200, data: 'kept' } });
    expect((await store.api.get('/api/v1/menu', { params: { order_type: 'pickup' } })).data).toBe('kept');
    expect((await store.api.get('/api/v1/menu', { params: { order_type: 'pickup' } })).data).toBe('fresh');
    expect((await store.api.get('/api/v1/branches')).data).toBe('fresh');
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/menu', '/api/v1/branches']);
  });
});
