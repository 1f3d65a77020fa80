import { z } from 'zod';
import type { Realtime } from '../realtime/realtime';
import type { TenantRowCache } from '../tenancy/tenant-row-cache';
import type { AnswerCache } from './answer-cache';

/** The message api instances send each other (never to a socket) when a tenant's content changed. */
// Its name from when only menus were cached: instances of both versions understand each other during a deploy.
export const ANSWERS_INVALIDATED_MESSAGE = 'menu_cache.invalidated';
const payloadSchema = z.object({ tenant_id: z.number().int().positive() });

/** Empties a tenant's cached answers (and the cached tenants) on this api instance and on every other one. */
export type InvalidateAnswers = (tenantId: number) => void;

interface Caches {
  answers: Pick<AnswerCache, 'invalidate'>;
  tenants: Pick<TenantRowCache, 'invalidate'>;
}

/**
 * Links this instance's caches to the others': an operator change made through any instance empties
 * the tenant's cached answers everywhere (through the socket.io redis adapter). Should a message be
 * lost (redis reconnecting), the caches' time-to-live bounds how long an answer stays stale.
 */
export const shareAnswerInvalidation = (
  { answers, tenants }: Caches,
  realtime: Pick<Realtime, 'toOtherInstances' | 'onInstanceMessage'>,
): InvalidateAnswers => {
  const invalidate = (tenantId: number) => {
    answers.invalidate(tenantId);
    tenants.invalidate();
  };
  realtime.onInstanceMessage(ANSWERS_INVALIDATED_MESSAGE, (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (parsed.success) invalidate(parsed.data.tenant_id);
  });
  return (tenantId) => {
    invalidate(tenantId);
    realtime.toOtherInstances(ANSWERS_INVALIDATED_MESSAGE, { tenant_id: tenantId });
  };
};
