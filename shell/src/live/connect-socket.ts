import { reaction } from 'mobx';
import { RELOAD_EVENT, type RootStore } from '@storefront/shared';
import { SOCKET_RECONNECTED_EVENT } from '@storefront/shared/contracts';

/**
 * Opens the page's one socket (socket.io-client loads after the first paint): joins the tenant's
 * rooms through the handshake (with the customer's token, their own order events too), feeds every
 * event to the realtime store, and reloads the page on the tenant-wide `update` event. A login or
 * logout connects again with the new token. socket.io reconnects by itself; a lost socket never breaks the page,
 * and once it is back the page hears `SOCKET_RECONNECTED_EVENT`, so what it follows is read again.
 */
export const connectSocket = async (root: RootStore, reload: () => void = () => window.location.reload()): Promise<() => void> => {
  const { io } = await import('socket.io-client');
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
  let connectedBefore = false;
  socket.on('connect', () => {
    root.realtime.setConnected(true);
    if (connectedBefore) root.realtime.publish(SOCKET_RECONNECTED_EVENT, null);
    connectedBefore = true;
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
