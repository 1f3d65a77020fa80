import { createHash } from 'node:crypto';
import { HEADERS, OPERATOR_KEY_HEADER } from '@storefront/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { headerValue } from '../http/header-value';
import { HttpError } from '../http/http-error';
import type { RateLimit } from '../http/rate-limit';
import { sendTooManyRequests } from '../http/too-many-requests';
import type { Limiter } from '../limits/limiter';
import { verifySecret } from '../security/secrets';
import { requestTenantOf } from '../tenancy/request-tenant';
import { findTenantByName } from '../tenancy/tenant-repository';
import { findOperatorKeyHashes } from './operator-key-repository';

/** Wrong operator keys one address may send (for any tenant) before it must wait. */
export const OPERATOR_KEY_FAILURE_LIMIT: RateLimit = { max: 10, windowMs: 15 * 60_000 };

/** How long a key found right is taken without a new check (a revoked key stops working within this time). */
export const VERIFIED_KEY_MS = 60_000;

/**
 * onRequest hook of the operator routes: x-tenant and x-operator-key must match one of the tenant's keys.
 * Every unknown key sent takes a slot of the address's failure limit first (given back when it is right),
 * so keys cannot be guessed faster than OPERATOR_KEY_FAILURE_LIMIT allows (429 with Retry-After). A key
 * found right in the last VERIFIED_KEY_MS is let through at once: a restaurant's burst of parallel
 * actions is never mistaken for guessing.
 */
export const operatorKeyAuth = ({ db, clock, limiter }: { db: Db; clock: Clock; limiter: Limiter }) => {
  const verified = new Map<string, number>();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const name = headerValue(request, HEADERS.tenant);
    const key = headerValue(request, OPERATOR_KEY_HEADER);
    if (!name || !key)
      throw new HttpError(401, 'operator_credentials_invalid', {
        message: `Send the ${HEADERS.tenant} and ${OPERATOR_KEY_HEADER} headers`,
      });
    const fingerprint = createHash('sha256').update(`${name}\n${key}`).digest('hex');
    if ((verified.get(fingerprint) ?? 0) > clock().getTime()) {
      const tenant = await findTenantByName(db, name);
      if (tenant) {
        request.tenant = requestTenantOf(tenant);
        return undefined;
      }
    }
    const slot = await limiter.take({ tenantId: 0, rule: 'operator-key-ip', subject: request.ip }, OPERATOR_KEY_FAILURE_LIMIT, clock());
    if (!slot.taken) return sendTooManyRequests(reply, 'too_many_operator_keys', slot.retryAfterSeconds);
    const tenant = await findTenantByName(db, name);
    const hashes = tenant ? await findOperatorKeyHashes(db, tenant.id) : [];
    const matches = await Promise.all(hashes.map((hash) => verifySecret(key, hash)));
    if (!tenant || !matches.includes(true)) throw new HttpError(401, 'operator_credentials_invalid');
    await limiter.giveBack(slot.slot);
    verified.set(fingerprint, clock().getTime() + VERIFIED_KEY_MS);
    request.tenant = requestTenantOf(tenant);
    return undefined;
  };
};
