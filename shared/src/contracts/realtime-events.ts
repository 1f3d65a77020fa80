/**
 * Not sent by the api: the shell publishes it in the page's realtime store each time the socket connects, the
 * first time (the page read what it shows before its socket had joined its rooms) and after a lost connection.
 * What the api sent while the page was not connected never reaches it, so a page that follows something live
 * (an order, a reservation, a waiting-list entry, a list of them) reads it again.
 */
export const SOCKET_CONNECTED_EVENT = 'socket.connected';

/** What SOCKET_CONNECTED_EVENT carries: whether the page's socket had connected before (a lost connection, a new login). */
export interface SocketConnected {
  reconnected: boolean;
}

/** Whether a SOCKET_CONNECTED_EVENT's payload is a connection after an earlier one. */
export const isReconnection = (payload: unknown): boolean => (payload as SocketConnected | null)?.reconnected === true;
