import { io, type Socket } from 'socket.io-client';
import { BRANCH_UPDATED_EVENT, MENU_UPDATED_EVENT, RELOAD_EVENT, type Tenant } from '@storefront/shared/contracts';

/** The live events after which a tenant's rendered pages are stale: its menus, its branches, the tenant-wide `update`. */
const STALE_AFTER = new Set<string>([MENU_UPDATED_EVENT, BRANCH_UPDATED_EVENT, RELOAD_EVENT]);

/**
 * Listens to the api's socket as a guest of each tenant it has rendered pages for (one socket per
 * tenant), and calls `onStale(tenant)` on its menu, branch and `update` events. While a tenant's
 * socket is down its pages are not kept (`isLive`), so a missed event can never serve a stale page.
 */
export const createRenderInvalidation = (apiUrl: string, onStale: (tenant: string) => void) => {
  const sockets = new Map<string, Socket>();
  const follow = (tenant: Tenant): void => {
    if (sockets.has(tenant.name)) return;
    const socket = io(apiUrl, { auth: { tenant: tenant.name, app_token: tenant.app_token }, transports: ['websocket'] });
    socket.onAny((event: string) => {
      if (STALE_AFTER.has(event)) onStale(tenant.name);
    });
    socket.on('disconnect', (reason) => {
      onStale(tenant.name);
      // socket.io reconnects by itself, except after the api closed the socket on purpose.
      if (reason === 'io server disconnect') socket.connect();
    });
    sockets.set(tenant.name, socket);
  };
  return {
    follow,
    isLive: (tenant: string): boolean => sockets.get(tenant)?.connected === true,
    close: (): void => {
      for (const socket of sockets.values()) socket.close();
      sockets.clear();
    },
  };
};
