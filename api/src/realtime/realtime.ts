import type { Server as HttpServer } from 'node:http';
import type { Health } from '@storefront/shared/contracts';
import { Server } from 'socket.io';
import type { Db } from '../db/db';
import { connectRedisAdapter } from './redis-adapter';
import { socketAuth } from './socket-auth';
import { isTenantRoom, serverRoom } from './tenant-rooms';

/** Live events to the storefronts, shared by every module of the api. */
export interface Realtime {
  readonly adapter: Health['socket_adapter'];
  /** Sends `event` to every socket of `tenant` in `room` (one of `socketRooms(tenant)`), on every api instance. */
  emit(tenant: string, room: string, event: string, payload?: Record<string, unknown>): void;
  /** Sends a message to the other api instances (through redis; with one instance there is nobody to tell). */
  toOtherInstances(message: string, payload: Record<string, unknown>): void;
  /** Calls `handler` with the payload of every `message` another api instance sends. */
  onInstanceMessage(message: string, handler: (payload: unknown) => void): void;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  db: Db;
  /** With a URL, events travel through redis to the sockets of every api instance. */
  redisUrl: string | undefined;
  onRedisError: (error: Error) => void;
}

/** socket.io on the api's own HTTP server (same port), path /socket.io. */
export const createRealtime = async (httpServer: HttpServer, { db, redisUrl, onRedisError }: RealtimeOptions): Promise<Realtime> => {
  const redis = redisUrl ? await connectRedisAdapter(redisUrl, onRedisError) : null;
  const io = new Server(httpServer, { serveClient: false, cors: { origin: '*' } });
  if (redis) io.adapter(redis.adapter);
  io.use(socketAuth(db));
  return {
    adapter: redis ? 'redis' : 'memory',
    emit: (tenant, room, event, payload = {}) => {
      if (!isTenantRoom(tenant, room)) throw new Error(`${room} is not a room of tenant ${tenant}`);
      io.to(serverRoom(tenant, room)).emit(event, payload);
    },
    toOtherInstances: (message, payload) => {
      // The in-memory adapter has no other instance to reach (and only warns when asked to).
      if (redis) io.serverSideEmit(message, payload);
    },
    onInstanceMessage: (message, handler) => {
      io.of('/').on(message, handler);
    },
    close: async () => {
      await io.close();
      await redis?.close();
    },
  };
};
