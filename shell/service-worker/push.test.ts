import { PAGE_ADDRESS_QUESTION } from '@storefront/shared/contracts';
import { addressOf, listenForPushes, notificationOf, openPage, pageToOpen, pushMessageOf } from './push';

const SELF = 'http://sufra.localhost:8080';
const MESSAGE = {
  title: 'حان دورك',
  body: 'تفضل إلى استقبال سفرة - العليا.',
  icon: '/app-icons/192.png',
  url: '/waiting-list/branch/1/abcdefghijklmnopqrstuvwxyz012345',
  tag: 'waiting:abcdefghijklmnopqrstuvwxyz012345',
};

describe('web push in the worker', () => {
  it('reads a message of the contract, and nothing else', () => {
    expect(pushMessageOf(JSON.stringify(MESSAGE))).toEqual(MESSAGE);
    expect(pushMessageOf(null)).toBeNull();
    expect(pushMessageOf('')).toBeNull();
    expect(pushMessageOf('not json')).toBeNull();
    expect(pushMessageOf(JSON.stringify({ ...MESSAGE, title: undefined }))).toBeNull();
    // A page of another site is not a message of ours.
    expect(pushMessageOf(JSON.stringify({ ...MESSAGE, url: 'https://evil.example/' }))).toBeNull();
    expect(pushMessageOf(JSON.stringify({ ...MESSAGE, url: '//evil.example/' }))).toBeNull();
  });

  it('shows the message in the language and direction of the page it opens', () => {
    expect(notificationOf(MESSAGE)).toEqual({
      title: MESSAGE.title,
      options: { body: MESSAGE.body, icon: MESSAGE.icon, tag: MESSAGE.tag, lang: 'ar', dir: 'rtl', data: { url: MESSAGE.url } },
    });
    const english = notificationOf({ ...MESSAGE, title: 'Your turn', url: '/en/order/12' });
    expect(english.options).toMatchObject({ lang: 'en', dir: 'ltr', data: { url: '/en/order/12' } });
    expect(notificationOf({ ...MESSAGE, url: '/english' }).options.lang).toBe('ar');
  });

  it('a click opens a path of this origin only', () => {
    expect(pageToOpen({ url: '/en/reservations/7' }, SELF)).toBe(`${SELF}/en/reservations/7`);
    expect(pageToOpen({ url: '/o/12?x=1' }, SELF)).toBe(`${SELF}/o/12?x=1`);
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', '', 12])
      expect(pageToOpen({ url }, SELF)).toBeNull();
    expect(pageToOpen(null, SELF)).toBeNull();
    expect(pageToOpen(undefined, SELF)).toBeNull();
  });

  /** Tabs that loaded at `loaded` and, asked where they are, answer `now` (no answer when undefined). */
  const clientsWith = (tabs: Array<{ loaded: string; now?: string }>) => {
    const windows = tabs.map(({ loaded, now }) => ({
      url: loaded,
      focus: jest.fn(async () => undefined),
      postMessage: jest.fn((question: unknown, [port]: MessagePort[]) => {
        if (question === PAGE_ADDRESS_QUESTION && now !== undefined) port!.postMessage(now);
      }),
    }));
    const clients = {
      matchAll: jest.fn(async () => windows),
      openWindow: jest.fn(async () => null),
    };
    return { windows, clients: clients as unknown as Clients & typeof clients };
  };

  it('asks a tab where it is now, and takes the address it loaded at when it does not answer in time', async () => {
    const [moved, silent] = clientsWith([
      { loaded: `${SELF}/waiting-list/branch/1`, now: `${SELF}${MESSAGE.url}` },
      { loaded: `${SELF}/en/menu` },
    ]).windows;
    await expect(addressOf(moved as unknown as Client)).resolves.toBe(`${SELF}${MESSAGE.url}`);
    await expect(addressOf(silent as unknown as Client, 20)).resolves.toBe(`${SELF}/en/menu`);
  });

  it('focuses the tab at the page now, even one that moved there without a load; else opens one', async () => {
    const page = `${SELF}${MESSAGE.url}`;
    // Joining the line shows the entry page through history: the tab loaded at the branch's page.
    const open = clientsWith([
      { loaded: `${SELF}/en/menu`, now: `${SELF}/en/menu` },
      { loaded: `${SELF}/waiting-list/branch/1`, now: page },
    ]);
    await openPage(open.clients, page);
    expect(open.windows[1]!.focus).toHaveBeenCalled();
    expect(open.windows[0]!.focus).not.toHaveBeenCalled();
    expect(open.clients.openWindow).not.toHaveBeenCalled();
    expect(open.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });

    // A tab that does not answer (a page of an older deploy, a frozen tab) counts where it loaded.
    const silent = clientsWith([{ loaded: page }]);
    await openPage(silent.clients, page);
    expect(silent.windows[0]!.focus).toHaveBeenCalled();

    const elsewhere = clientsWith([{ loaded: page, now: `${SELF}/en/menu` }]);
    await openPage(elsewhere.clients, page);
    expect(elsewhere.windows[0]!.focus).not.toHaveBeenCalled();
    expect(elsewhere.clients.openWindow).toHaveBeenCalledWith(page);
  });

  it('the worker shows a push of the contract, ignores another, and a click opens its page', async () => {
    const listeners: Record<string, (event: unknown) => void> = {};
    const showNotification = jest.fn(async () => undefined);
    const { clients } = clientsWith([]);
    const worker = {
      addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      registration: { showNotification },
      location: { origin: SELF },
      clients,
    } as unknown as ServiceWorkerGlobalScope;
    listenForPushes(worker);
    const waited: Promise<unknown>[] = [];
    const waitUntil = (promise: Promise<unknown>) => waited.push(promise);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    listeners.push!({ data: { text: () => '{"title":1}' }, waitUntil });
    listeners.push!({ data: null, waitUntil });
    expect(showNotification).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();

    listeners.push!({ data: { text: () => JSON.stringify(MESSAGE) }, waitUntil });
    expect(showNotification).toHaveBeenCalledWith(MESSAGE.title, notificationOf(MESSAGE).options);

    const close = jest.fn();
    listeners.notificationclick!({ notification: { data: { url: MESSAGE.url }, close }, waitUntil });
    await Promise.all(waited);
    expect(close).toHaveBeenCalled();
    expect(clients.openWindow).toHaveBeenCalledWith(`${SELF}${MESSAGE.url}`);

    listeners.notificationclick!({ notification: { data: { url: '//evil.example/' }, close }, waitUntil });
    await Promise.all(waited);
    expect(clients.openWindow).toHaveBeenCalledTimes(1);
  });
});
