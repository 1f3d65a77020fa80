/** @jest-environment node */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiRequestContext } from './api-client';

/** The client on the real network (axios's own adapter), against a local server that echoes what it got. */
const withServer = async (run: (apiUrl: string, received: IncomingMessage[]) => Promise<void>) => {
  const received: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    received.push(request);
    request.resume();
    request.on('end', () => {
      response.writeHead(request.url === '/refused' ? 401 : 200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(request.url === '/refused' ? { code: 'customer_token_invalid', message: 'Unauthenticated.' } : { data: 'ok' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received);
  } finally {
    server.close();
  }
};

const contextFor = (apiUrl: string, token: string | null) => {
  const events: string[] = [];
  const context: ApiRequestContext = {
    apiUrl,
    tenant: () => ({ name: 'sufra', app_token: 'app-token', country: 'SA' }),
    locale: () => 'ar',
    customerToken: () => token,
    requestStarted: () => events.push('started'),
    requestFinished: (failed) => events.push(failed ? 'failed' : 'finished'),
    tokenRefused: (refused) => events.push(`refused ${refused}`),
    errorTextsLoaded: () => Promise.resolve(),
  };
  return { context, events };
};

describe('the api client on the network', () => {
  it('sends the spec headers with the tenant and customer, and answers the parsed JSON', async () => {
    await withServer(async (apiUrl, received) => {
      const { context, events } = contextFor(apiUrl, 'secret');
      const answer = await createApiClient(context).get('/api/v1/x', { params: { page: 2 } });
      expect(answer).toEqual({ data: { data: 'ok' }, status: 200 });
      expect(received[0]!.url).toBe('/api/v1/x?page=2');
      expect(received[0]!.headers).toMatchObject({
        'x-tenant': 'sufra',
        'x-app-token': 'app-token',
        'x-localization': 'ar',
        'x-authorization-token': 'Bearer secret',
      });
      expect(events).toEqual(['started', 'finished']);
    });
  });

  it('reports the upload progress of a body to the caller', async () => {
    await withServer(async (apiUrl, received) => {
      const { context } = contextFor(apiUrl, null);
      const progress: Array<{ loaded: number; total: number | null }> = [];
      const photo = 'x'.repeat(200_000);
      await createApiClient(context).post('/api/v1/upload', { photo }, { onUploadProgress: (step) => progress.push(step) });
      expect(received[0]!.headers['x-authorization-token']).toBeUndefined();
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.at(-1)!.loaded).toBe(JSON.stringify({ photo }).length);
    });
  });

  it('says a refused customer token is dead and fails with the api code', async () => {
    await withServer(async (apiUrl) => {
      const { context, events } = contextFor(apiUrl, 'old');
      await expect(createApiClient(context).get('/refused')).rejects.toMatchObject({ code: 'customer_token_invalid', status: 401 });
      expect(events).toEqual(['started', 'failed', 'refused old']);
    });
  });
});
