import { socketAuthSchema } from '@storefront/shared/contracts';
import type { Socket } from 'socket.io';
import type { Db } from '../db/db';
import { safeEqual } from '../security/secrets';
import { findTenantByName } from '../tenancy/tenant-repository';
import { serverRoomsOf } from './tenant-rooms';

export const SOCKET_UNAUTHORIZED = 'unauthorized';

/**
 * socket.io middleware: the handshake `auth: { tenant, app_token }` must name a tenant and its token;
 * the socket then joins that tenant's rooms before it is told it is connected. Any other socket is
 * refused with a `connect_error` whose message is `unauthorized`.
 */
export const socketAuth =
  (db: Db) =>
  async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    const auth = socketAuthSchema.safeParse(socket.handshake.auth);
    if (!auth.success) return next(new Error(SOCKET_UNAUTHORIZED));
    try {
      const tenant = await findTenantByName(db, auth.data.tenant);
      if (!tenant || !safeEqual(auth.data.app_token, tenant.app_token)) return next(new Error(SOCKET_UNAUTHORIZED));
      await socket.join(serverRoomsOf(tenant.name));
      next();
    } catch (error) {
      next(error as Error);
    }
  };
