import { socketAuthSchema } from '@storefront/shared/contracts';
import type { Socket } from 'socket.io';
import type { Clock } from '../clock';
import { customerTokenHash } from '../customers/customer-token';
import { useCustomerToken } from '../customers/customer-token-repository';
import type { Db } from '../db/db';
import { findOperatorKeyHashes } from '../operator/operator-key-repository';
import { safeEqual, verifySecret } from '../security/secrets';
import { findTenantByName, type TenantRow } from '../tenancy/tenant-repository';
import { customerServerRoom, publicServerRoomsOf, serverRoomsOf } from './tenant-rooms';

export const SOCKET_UNAUTHORIZED = 'unauthorized';

const isOperatorKey = async (db: Db, tenant: TenantRow, key: string): Promise<boolean> => {
  const hashes = await findOperatorKeyHashes(db, tenant.id);
  return (await Promise.all(hashes.map((hash) => verifySecret(key, hash)))).includes(true);
};

/**
 * socket.io middleware: the handshake `auth: { tenant, app_token }` must name a tenant and its token;
 * the socket then joins that tenant's public rooms before it is told it is connected. A live
 * `customer_token` adds the customer's own room (a dead one connects as a guest: the page still hears
 * the tenant's events). A wrong `operator_key`, or any other bad handshake, is refused with a
 * `connect_error` whose message is `unauthorized`; a right one joins every room of the tenant.
 */
export const socketAuth =
  (db: Db, clock: Clock) =>
  async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    const auth = socketAuthSchema.safeParse(socket.handshake.auth);
    if (!auth.success) return next(new Error(SOCKET_UNAUTHORIZED));
    try {
      const tenant = await findTenantByName(db, auth.data.tenant);
      if (!tenant || !safeEqual(auth.data.app_token, tenant.app_token)) return next(new Error(SOCKET_UNAUTHORIZED));
      const { customer_token: customerToken, operator_key: operatorKey } = auth.data;
      if (operatorKey !== undefined) {
        if (!(await isOperatorKey(db, tenant, operatorKey))) return next(new Error(SOCKET_UNAUTHORIZED));
        await socket.join(serverRoomsOf(tenant.name));
        return next();
      }
      const rooms = publicServerRoomsOf(tenant.name);
      const customer = customerToken ? await useCustomerToken(db, tenant.id, customerTokenHash(customerToken), clock()) : null;
      if (customer) rooms.push(customerServerRoom(tenant.name, customer.customer_id));
      await socket.join(rooms);
      next();
    } catch (error) {
      next(error as Error);
    }
  };
