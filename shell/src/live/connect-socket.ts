import { reaction } from 'mobx';
import { io } from 'socket.io-client';
import { MENU_UPDATED_EVENT, RELOAD_EVENT, type RootStore } from '@storefront/shared';
import { SOCKET_CONNECTED_EVENT } from '@storefront/shared/contracts';

/**
 * Opens the page's one socket (this module and socket.io-client load together after the first paint): joins the tenant's
 * rooms through the handshake (with the customer's token, their own order events too), feeds every
 * event to the realtime store, and reloads the page on the tenant-wide `update` event. A login or
 * logout connects again with the new token. socket.io reconnects by itself; a lost socket never breaks the page.
 * Each connection is published as `SOCKET_CONNECTED_EVENT`, so what the page follows is read again (what was sent
 * before it connected never reaches it). A reconnection is also a menu change for the page: the menu and e-menu
 * read the menu again (and the cart is checked against it) as they do on a live change they missed.
 */
export const connectSocket = (root: RootStore, reload: () => void = () => window.location.reload()): (() => void) => {
  const { name, app_token } = root.tenant.tenant;
  const authOf = (token: string | null) => ({ tenant: name, app_token, ...(token ? { customer_token: token } : {}) });
  const socket = io(root.apiUrl, { auth: authOf(root.session.token), transports: ['websocket', 'polling'] });
  const stopFollowingSession = reaction(
    () => root.session.token,
    (token) => {
      socket.auth = authOf(token);
      socket.disconnect().connect();
    },
  );
  let connections = 0;
  socket.on('connect', () => {
    root.realtime.setConnected(true);
    root.realtime.publish(SOCKET_CONNECTED_EVENT, null);
    if (connections++) root.realtime.publish(MENU_UPDATED_EVENT, {});
  });
  socket.on('disconnect', () => root.realtime.setConnected(false));
  socket.on('connect_error', () => root.realtime.setConnected(false));
  socket.on(RELOAD_EVENT, () => reload());
  socket.onAny((event: string, payload: unknown) => {
    if (event !== RELOAD_EVENT) root.realtime.publish(event, payload);
  });
  return () => {
    stopFollowingSession();
    socket.close();
  };
};
