import type { SocketAuth } from '@storefront/shared/contracts';
import { io, type Socket } from 'socket.io-client';

const EVENT_TIMEOUT_MS = 3000;

/** A connected socket.io client; rejects with the server's reason when the connection is refused. */
export const connectSocket = (url: string, auth: Partial<SocketAuth> | undefined): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

/** The payloads of every event a socket receives, in order. */
export const recordEvents = (socket: Socket): Array<{ event: string; payload: unknown }> => {
  const received: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  return received;
};

/** The payload of the next `event` the socket receives. */
export const nextEvent = (socket: Socket, event: string): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${EVENT_TIMEOUT_MS} ms`)), EVENT_TIMEOUT_MS);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/**
 * The first `event` the socket receives from now on whose payload `matches`. A socket receives its
 * events in the order they were sent, so once a later marker arrives nothing sent before it is still
 * on its way: tests prove that something was not sent by waiting for a marker sent after it.
 */
export const eventMatching = (socket: Socket, event: string, matches: (payload: unknown) => boolean): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${event} within ${EVENT_TIMEOUT_MS} ms`));
    }, EVENT_TIMEOUT_MS);
    const listener = (payload: unknown) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
