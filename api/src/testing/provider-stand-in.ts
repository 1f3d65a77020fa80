import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the next calls of a stand-in fail: no answer at all (the caller's timeout), or a 5xx. */
export type StandInFault = 'stall' | 'server_error' | null;

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** `body` goes as JSON; `text` as it is (a script), with its own content-type among `headers`. */
export type StandInAnswer = { status: number; body?: unknown; text?: string; headers?: Record<string, string> };

export interface StandInServer {
  url: string;
  /** Every request received, in order. */
  requests: StandInRequest[];
  fault: StandInFault;
  close(): Promise<void>;
}

/** A provider's stand-in as a real HTTP server on `port` of the loopback, a free one by default (tests only). */
export const startStandIn = async (
  handle: (request: StandInRequest) => Promise<StandInAnswer> | StandInAnswer,
  port = 0,
): Promise<StandInServer> => {
  const stalled = new Set<ServerResponse>();
  const state: Omit<StandInServer, 'url' | 'close'> = { requests: [], fault: null };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        body = text;
      }
      const received: StandInRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      };
      state.requests.push(received);
      if (state.fault === 'stall') {
        stalled.add(response);
        return;
      }
      if (state.fault === 'server_error') {
        response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Service Unavailable' }));
        return;
      }
      void Promise.resolve(handle(received)).then((answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        response.end(answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of stalled) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
};

/** The user of an HTTP basic `Authorization` header, or null. */
export const basicUser = (header: string | undefined): string | null => {
  const match = /^Basic (.+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const [user, ...rest] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
  return rest.length > 0 && rest.join(':') === '' ? (user ?? null) : null;
};
