import { ordersRoom, socketRooms } from '@storefront/shared/contracts';

/**
 * The server-side name of one of a tenant's rooms. The public names (client_frontend, orders_sufra, ...)
 * are prefixed with the tenant, so `client_frontend` of one tenant is never heard by another.
 */
export const serverRoom = (tenant: string, room: string): string => `${tenant}:${room}`;

export const isTenantRoom = (tenant: string, room: string): boolean => socketRooms(tenant).includes(room);

/** Every room of the tenant: what a socket with the operator key joins. */
export const serverRoomsOf = (tenant: string): string[] => socketRooms(tenant).map((room) => serverRoom(tenant, room));

/** The rooms any storefront socket joins: all but `orders_{tenant}`, whose events name other customers' orders. */
export const publicServerRoomsOf = (tenant: string): string[] =>
  socketRooms(tenant)
    .filter((room) => room !== ordersRoom(tenant))
    .map((room) => serverRoom(tenant, room));

/** The private room of one customer (their order events): joined only with their live token. */
export const customerServerRoom = (tenant: string, customerId: number): string => `${tenant}:customer:${customerId}`;
