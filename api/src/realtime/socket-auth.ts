import { socketAuthSchema } from '@storefront/shared/contracts';
import type { Socket } from 'socket.io';
import type { Clock } from '../clock';
import { customerTokenHash } from '../customers/customer-token';
import { useCustomerToken } from '../customers/customer-token-repository';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { OperatorKeyCheck } from '../operator/operator-key-check';
import { safeEqual } from '../security/secrets';
import { findTenantByName } from '../tenancy/tenant-repository';
import { customerServerRoom, publicServerRoomsOf, serverRoomsOf } from './tenant-rooms';

export const SOCKET_UNAUTHORIZED = 'unauthorized';
/** The `connect_error` of a handshake with an operator key from an address that used up its wrong keys; `data.retry_after` in seconds. */
export const SOCKET_TOO_MANY_KEYS = 'too_many_operator_keys';

const tooManyKeys = (retryAfterSeconds: number): Error =>
  Object.assign(new Error(SOCKET_TOO_MANY_KEYS), { data: { retry_after: retryAfterSeconds } });

/** The `connect_error` of a handshake whose operator key could not be checked (the limits' redis does not answer): its code, `data.retry_after`. */
const refusalOf = (error: unknown): Error =>
  error instanceof DomainError && error.code === 'limits_unavailable'
    ? Object.assign(new Error(error.code), { data: { retry_after: error.retryAfterSeconds } })
    : (error as Error);

export interface SocketAuthDeps {
  db: Db;
  clock: Clock;
  /** The operator routes' check: a handshake's key spends the same budget of wrong keys per address. */
  operatorKeys: OperatorKeyCheck;
  /** The client's address of the handshake, as the HTTP calls see it (TRUST_PROXY). */
  addressOf: (socket: Socket) => string;
}

/**
 * socket.io middleware: the handshake `auth: { tenant, app_token }` must name a tenant and its token;
 * the socket then joins that tenant's public rooms before it is told it is connected. A live
 * `customer_token` adds the customer's own room (a dead one connects as a guest: the page still hears
 * the tenant's events). A wrong `operator_key`, or any other bad handshake, is refused with a
 * `connect_error` whose message is `unauthorized`; a right one joins every room of the tenant. An
 * operator key is checked as over HTTP (`operatorKeyCheck`): once the address used up its wrong keys,
 * every handshake with a key is refused with `too_many_operator_keys`, the right one too, until the window is over;
 * while the limits cannot be checked (redis does not answer), with `limits_unavailable`.
 */
export const socketAuth =
  ({ db, clock, operatorKeys, addressOf }: SocketAuthDeps) =>
  async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    const auth = socketAuthSchema.safeParse(socket.handshake.auth);
    if (!auth.success) return next(new Error(SOCKET_UNAUTHORIZED));
    try {
      const tenant = await findTenantByName(db, auth.data.tenant);
      if (!tenant || !safeEqual(auth.data.app_token, tenant.app_token)) return next(new Error(SOCKET_UNAUTHORIZED));
      const { customer_token: customerToken, operator_key: operatorKey } = auth.data;
      if (operatorKey !== undefined) {
        const answer = await operatorKeys(addressOf(socket), tenant.name, operatorKey);
        if (answer.verdict === 'locked') return next(tooManyKeys(answer.retryAfterSeconds));
        if (answer.verdict !== 'right' || answer.tenant.id !== tenant.id) return next(new Error(SOCKET_UNAUTHORIZED));
        await socket.join(serverRoomsOf(tenant.name));
        return next();
      }
      const rooms = publicServerRoomsOf(tenant.name);
      const customer = customerToken ? await useCustomerToken(db, tenant.id, customerTokenHash(customerToken), clock()) : null;
      if (customer) rooms.push(customerServerRoom(tenant.name, customer.customer_id));
      await socket.join(rooms);
      next();
    } catch (error) {
      next(refusalOf(error));
    }
  };
