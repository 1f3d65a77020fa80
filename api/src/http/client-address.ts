import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';

/**
 * The client's address of a raw request as Fastify's `request.ip` gives it (the socket's address, or
 * the last hop not added by a proxy TRUST_PROXY names): for requests Fastify does not see, such as
 * the socket.io handshake, so they count in the same limits as the HTTP calls.
 */
export const clientAddressOf = (request: IncomingMessage, trust: TrustProxy | undefined): string => {
  if (trust === undefined) return request.socket.remoteAddress ?? '';
  const trusted = fastifyTrustProxy(trust);
  const addresses = proxyAddr.all(request, typeof trusted === 'function' ? trusted : proxyAddr.compile(trusted));
  return addresses.at(-1) ?? '';
};
