import { BlockList, isIP } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { API_SECURITY_HEADERS } from './security-headers';
import type { TrustProxy } from './trust-proxy';

/** One year, this host and its subdomains: sent only on answers a browser received over TLS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** proxy-addr's named ranges, as TRUST_PROXY may write them. */
const NAMED_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** Whether the socket's peer is one of the TRUST_PROXY proxies (any peer for a hop count, none without TRUST_PROXY). */
const trustedPeer = (trust: TrustProxy | undefined): ((address: string) => boolean) => {
  if (trust === undefined) return () => false;
  if (typeof trust === 'number') return () => trust >= 1;
  const list = new BlockList();
  for (const entry of trust) {
    const named = NAMED_RANGES[entry];
    if (named) for (const [network, bits, family] of named) list.addSubnet(network, bits, family);
    else {
      const [address = '', bits] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(bits), family);
    }
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
};

/**
 * True when the browser's request came over TLS: on a TLS socket of our own, or through one of the
 * TRUST_PROXY proxies saying so in `X-Forwarded-Proto` (its first value: the hop facing the browser).
 * A client writing the header itself is not believed.
 */
export const cameOverTls = (trust: TrustProxy | undefined) => {
  const isTrusted = trustedPeer(trust);
  return (request: IncomingMessage): boolean => {
    if ((request.socket as TLSSocket).encrypted) return true;
    const forwarded = request.headers['x-forwarded-proto'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
    return first === 'https' && isTrusted(request.socket.remoteAddress ?? '');
  };
};

/**
 * Headers set before any handler runs, so they are on every answer of the HTTP server: socket.io's
 * polling answers and its errors (which never pass through Fastify's hooks) get the api's security
 * headers, and every answer that came over TLS gets Strict-Transport-Security.
 */
export const registerTransportHeaders = (server: Server, trust: TrustProxy | undefined, socketPath = '/socket.io/'): void => {
  const overTls = cameOverTls(trust);
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith(socketPath))
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) response.setHeader(name, value);
    if (overTls(request)) response.setHeader('strict-transport-security', HSTS_VALUE);
  });
};
