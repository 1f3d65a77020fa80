import { createHash } from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { RateLimit } from '../http/rate-limit';
import type { Limiter } from '../limits/limiter';
import { verifySecret } from '../security/secrets';
import { findTenantByName, type TenantRow } from '../tenancy/tenant-repository';
import { findOperatorKeyHashes } from './operator-key-repository';

/** Wrong operator keys one address may send (for any tenant, over HTTP and socket handshakes together) before it must wait. */
export const OPERATOR_KEY_FAILURE_LIMIT: RateLimit = { max: 10, windowMs: 15 * 60_000 };

/** How long a key found right from an address is taken again from it without a new check (a revoked key stops working within this time). */
export const VERIFIED_KEY_MS = 60_000;

export type OperatorKeyVerdict =
  { verdict: 'right'; tenant: TenantRow } | { verdict: 'wrong' } | { verdict: 'locked'; retryAfterSeconds: number };

/** Whether `key` is an operator key of the tenant `name`, asked from the client address `ip`. */
export type OperatorKeyCheck = (ip: string, name: string, key: string) => Promise<OperatorKeyVerdict>;

/**
 * The one check of operator keys, shared by the operator routes and the socket handshake so both spend
 * one budget per address. Every key not recently found right from that address takes a slot of
 * OPERATOR_KEY_FAILURE_LIMIT before it is evaluated (given back when it is right): a locked address is
 * refused before any key is looked at, the right one too. A key found right is let through from the
 * same address for VERIFIED_KEY_MS without a slot, and the same key asked again while its check is under way
 * waits for that check, so a restaurant's burst of parallel actions is never taken for guessing; the remembered
 * pair includes the address, so a locked guesser never hits it.
 */
export const operatorKeyCheck = ({ db, clock, limiter }: { db: Db; clock: Clock; limiter: Limiter }): OperatorKeyCheck => {
  const verified = new Map<string, number>();
  // Checks under way, by address, tenant and key: a burst of the same key waits for the one check (one slot), instead
  // of each taking a slot while none is given back yet (50 parallel actions used to lock out the right key).
  const checking = new Map<string, Promise<OperatorKeyVerdict>>();

  const check = async (fingerprint: string, ip: string, name: string, key: string): Promise<OperatorKeyVerdict> => {
    const slot = await limiter.take({ tenantId: 0, rule: 'operator-key-ip', subject: ip }, OPERATOR_KEY_FAILURE_LIMIT, clock());
    if (!slot.taken) return { verdict: 'locked', retryAfterSeconds: slot.retryAfterSeconds };
    const tenant = await findTenantByName(db, name);
    const hashes = tenant ? await findOperatorKeyHashes(db, tenant.id) : [];
    const matches = await Promise.all(hashes.map((hash) => verifySecret(key, hash)));
    if (!tenant || !matches.includes(true)) return { verdict: 'wrong' };
    await limiter.giveBack(slot.slot);
    const now = clock().getTime();
    for (const [remembered, until] of verified) if (until <= now) verified.delete(remembered);
    verified.set(fingerprint, now + VERIFIED_KEY_MS);
    return { verdict: 'right', tenant };
  };

  return async (ip, name, key) => {
    const fingerprint = createHash('sha256').update(`${ip}\n${name}\n${key}`).digest('hex');
    if ((verified.get(fingerprint) ?? 0) > clock().getTime()) {
      const tenant = await findTenantByName(db, name);
      if (tenant) return { verdict: 'right', tenant };
    }
    const underWay = checking.get(fingerprint);
    if (underWay) return underWay;
    const checked = check(fingerprint, ip, name, key).finally(() => checking.delete(fingerprint));
    checking.set(fingerprint, checked);
    return checked;
  };
};
