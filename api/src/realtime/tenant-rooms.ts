import { socketRooms } from '@storefront/shared/contracts';

/**
 * The server-side name of one of a tenant's rooms. The public names (client_frontend, orders_sufra, ...)
 * are prefixed with the tenant, so `client_frontend` of one tenant is never heard by another.
 */
export const serverRoom = (tenant: string, room: string): string => `${tenant}:${room}`;

export const isTenantRoom = (tenant: string, room: string): boolean => socketRooms(tenant).includes(room);

export const serverRoomsOf = (tenant: string): string[] => socketRooms(tenant).map((room) => serverRoom(tenant, room));
