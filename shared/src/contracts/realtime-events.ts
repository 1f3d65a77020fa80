/**
 * Not sent by the api: the shell publishes it in the page's realtime store when the socket connects again
 * after it lost its connection. What the api sent meanwhile never reaches the page, so a page that follows
 * something live (an order, a reservation, a waiting-list entry, a list of them) reads it again.
 */
export const SOCKET_RECONNECTED_EVENT = 'socket.reconnected';
