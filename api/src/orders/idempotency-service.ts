import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN as KEY } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { deleteOpenKeyClaim, findKeyClaim, insertKeyClaim, type KeyScope } from './idempotency-key-repository';

const POLL_MS = 50;
/** A claim without an order after this long belongs to a request that died: it may be taken over. */
const STALE_MS = 30_000;
const WAIT_MS = 15_000;

export const checkIdempotencyKey = (key: string | undefined): string => {
  if (!key || !KEY.test(key)) {
    throw new DomainError('invalid_input', {
      message: 'Send an Idempotency-Key header of 8 to 128 letters, digits, dashes, dots, colons or underscores',
      errors: {
        'idempotency-key': ['validation.required'],
      },
    });
  }
  return key;
};

/** A stable hash of a request body (keys sorted). */
export const requestHash = (body: unknown): string => {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, inner]) => [key, canonical(inner)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
};

export type Claim = { kind: 'claimed' } | { kind: 'done'; orderId: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the key for this request, or answers the order an earlier request with the same key and body
 * placed (waiting while that request is still running). Another body under the key is a 409.
 */
export const claimIdempotencyKey = async (db: Db, clock: Clock, scope: KeyScope, key: string, hash: string): Promise<Claim> => {
  const started = Date.now();
  for (;;) {
    if (await insertKeyClaim(db, scope, key, hash, clock())) return { kind: 'claimed' };
    const row = await findKeyClaim(db, scope, key);
    if (!row) continue;
    if (row.request_hash !== hash) throw new DomainError('idempotency_key_reused');
    if (row.order_id !== null) return { kind: 'done', orderId: row.order_id };
    if (clock().getTime() - new Date(row.created_at).getTime() > STALE_MS) {
      await releaseIdempotencyKey(db, scope, key);
      continue;
    }
    if (Date.now() - started > WAIT_MS) throw new DomainError('idempotency_key_pending');
    await sleep(POLL_MS);
  }
};

/** Forgets a claim whose request failed, so a retry with the same key runs again. */
export const releaseIdempotencyKey = (db: Db, scope: KeyScope, key: string): Promise<void> => deleteOpenKeyClaim(db, scope, key);
