import type { Server as HttpServer } from 'node:http';
import type { Health } from '@storefront/shared/contracts';
import { Server } from 'socket.io';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { clientAddressOf } from '../http/client-address';
import type { TrustProxy } from '../http/trust-proxy';
import type { OperatorKeyCheck } from '../operator/operator-key-check';
import type { PushNotifier } from '../push/push-notifier';
import { connectRedisAdapter } from './redis-adapter';
import { socketAuth } from './socket-auth';
import { customerServerRoom, isTenantRoom, serverRoom } from './tenant-rooms';

/** Live events to the storefronts, shared by every module of the api. */
export interface Realtime {
  readonly adapter: Health['socket_adapter'];
  /** Web pushes of the status changes customers subscribed to, sent beside the live events. */
  readonly push: PushNotifier;
  /** Sends `event` to every socket of `tenant` in `room` (one of `socketRooms(tenant)`), on every api instance. */
  emit(tenant: string, room: string, event: string, payload?: Record<string, unknown>): void;
  /** Sends `event` to the sockets that joined with a live token of this customer, on every api instance. */
  emitToCustomer(tenant: string, customerId: number, event: string, payload: Record<string, unknown>): void;
  /** The customer's sockets leave their private room (their tokens were revoked), on every api instance. */
  forgetCustomer(tenant: string, customerId: number): void;
  /** Sends a message to the other api instances (through redis; with one instance there is nobody to tell). */
  toOtherInstances(message: string, payload: Record<string, unknown>): void;
  /** Calls `handler` with the payload of every `message` another api instance sends. */
  onInstanceMessage(message: string, handler: (payload: unknown) => void): void;
  /** Whether the redis adapter's redis answers now; null with the in-memory adapter. */
  readonly answersRedis: (() => Promise<boolean>) | null;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  db: Db;
  clock: Clock;
  /** The operator key check of the operator routes (one budget of wrong keys per address). */
  operatorKeys: OperatorKeyCheck;
  /** The proxies whose X-Forwarded-For names the client of a handshake, as for the HTTP calls. */
  trustProxy: TrustProxy | undefined;
  /** With a URL, events travel through redis to the sockets of every api instance. */
  redisUrl: string | undefined;
  /** The redis adapter's channel prefix (instances that share it hear each other). */
  redisKey: string;
  /** How long a redis command may wait for its answer (the health check's PING). */
  redisCommandTimeoutMs: number;
  onRedisError: (error: Error) => void;
  push: PushNotifier;
}

/** socket.io on the api's own HTTP server (same port), path /socket.io. */
export const createRealtime = async (
  httpServer: HttpServer,
  { db, clock, operatorKeys, trustProxy, redisUrl, redisKey, redisCommandTimeoutMs, onRedisError, push }: RealtimeOptions,
): Promise<Realtime> => {
  const redis = redisUrl
    ? await connectRedisAdapter({ url: redisUrl, key: redisKey, commandTimeoutMs: redisCommandTimeoutMs, onError: onRedisError })
    : null;
  const io = new Server(httpServer, { serveClient: false, cors: { origin: '*' } });
  if (redis) io.adapter(redis.adapter);
  io.use(socketAuth({ db, clock, operatorKeys, addressOf: (socket) => clientAddressOf(socket.request, trustProxy) }));
  return {
    adapter: redis ? 'redis' : 'memory',
    push,
    emit: (tenant, room, event, payload = {}) => {
      if (!isTenantRoom(tenant, room)) throw new Error(`${room} is not a room of tenant ${tenant}`);
      io.to(serverRoom(tenant, room)).emit(event, payload);
    },
    emitToCustomer: (tenant, customerId, event, payload) => {
      io.to(customerServerRoom(tenant, customerId)).emit(event, payload);
    },
    forgetCustomer: (tenant, customerId) => {
      const room = customerServerRoom(tenant, customerId);
      io.in(room).socketsLeave(room);
    },
    toOtherInstances: (message, payload) => {
      // The in-memory adapter has no other instance to reach (and only warns when asked to).
      if (redis) io.serverSideEmit(message, payload);
    },
    onInstanceMessage: (message, handler) => {
      io.of('/').on(message, handler);
    },
    answersRedis: redis ? redis.answers : null,
    close: async () => {
      if (redis) await redis.close(() => io.close());
      else await io.close();
    },
  };
};
