import { isIP } from 'node:net';

/** TRUST_PROXY: the proxies' addresses/CIDRs (or proxy-addr's names loopback, linklocal, uniquelocal), or how many hops to trust. */
export type TrustProxy = string[] | number;

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Reads TRUST_PROXY: a hop count ("1"), or a comma-separated list of addresses and CIDRs. Answers an
 * error message for anything else: "true" would believe X-Forwarded-For from every client, who could then
 * choose the address every limit counts.
 */
export const parseTrustProxy = (value: string): TrustProxy | string => {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) >= 1 ? Number(text) : 'must be at least 1 hop';
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || wrong.length > 0) return `must be a hop count or proxy addresses/CIDRs (not ${wrong.join(', ') || 'empty'})`;
  return entries;
};

/** Fastify's `trustProxy` for a TRUST_PROXY: the listed proxies, or the first `n` hops from the api. */
export const fastifyTrustProxy = (trust: TrustProxy): string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
