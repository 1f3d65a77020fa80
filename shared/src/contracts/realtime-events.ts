/**
 * Not sent by the api: the shell publishes it in the page's realtime store each time the socket connects, the
 * first time (the page read what it shows before its socket had joined its rooms) and after a lost connection.
 * What the api sent while the page was not connected never reaches it, so a page that follows something live
 * (an order, a reservation, a waiting-list entry, a list of them) reads it again.
 */
export const SOCKET_CONNECTED_EVENT = 'socket.connected';
