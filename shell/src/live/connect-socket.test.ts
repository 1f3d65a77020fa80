import { MENU_UPDATED_EVENT } from '@storefront/shared';
import { SOCKET_CONNECTED_EVENT } from '@storefront/shared/contracts';
import { testStore } from '@storefront/shared/testing';
import { connectSocket } from './connect-socket';

/** A socket.io socket as far as the shell uses it: handlers by event, and the server's side to call them. */
const fakeSocket = () => {
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const socket = {
    auth: {},
    on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler),
    onAny: () => undefined,
    connect: () => socket,
    disconnect: () => socket,
    close: () => undefined,
  };
  return { socket, server: (event: string) => handlers.get(event)?.() };
};

const made = fakeSocket();
jest.mock('socket.io-client', () => ({ io: () => made.socket }));

describe("the page's socket", () => {
  it('has what the page follows read again on every connection, and the menu too after a lost one', async () => {
    const root = testStore({ locale: 'en' });
    const heard: string[] = [];
    root.realtime.subscribe(SOCKET_CONNECTED_EVENT, () => heard.push('connected'));
    root.realtime.subscribe(MENU_UPDATED_EVENT, () => heard.push('menu'));
    const close = await connectSocket(root, () => undefined);

    made.server('connect');
    expect(heard).toEqual(['connected']);
    made.server('disconnect');
    expect(root.realtime.connected).toBe(false);
    made.server('connect');
    expect(heard).toEqual(['connected', 'connected', 'menu']);
    close();
  });
});
