import { z } from 'zod';
import type { Realtime } from '../realtime/realtime';
import type { MenuCache } from './menu-cache';

/** The message api instances send each other (never to a socket) when a tenant's menu changed. */
export const MENU_CACHE_INVALIDATED_MESSAGE = 'menu_cache.invalidated';
const payloadSchema = z.object({ tenant_id: z.number().int().positive() });

/** Empties a tenant's cached menus on this api instance and on every other one. */
export type InvalidateMenus = (tenantId: number) => void;

/**
 * Links this instance's menu cache to the others': an operator change made through any instance
 * empties the tenant's cached menus everywhere (through the socket.io redis adapter). Should a
 * message be lost (redis reconnecting), the cache's time-to-live bounds how long a menu stays stale.
 */
export const shareMenuInvalidation = (
  cache: MenuCache,
  realtime: Pick<Realtime, 'toOtherInstances' | 'onInstanceMessage'>,
): InvalidateMenus => {
  realtime.onInstanceMessage(MENU_CACHE_INVALIDATED_MESSAGE, (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (parsed.success) cache.invalidate(parsed.data.tenant_id);
  });
  return (tenantId) => {
    cache.invalidate(tenantId);
    realtime.toOtherInstances(MENU_CACHE_INVALIDATED_MESSAGE, { tenant_id: tenantId });
  };
};
