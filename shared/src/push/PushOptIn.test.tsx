import { PUSH_PATHS, pushSubscribeRequestSchema, type PushTarget } from '@storefront/shared/contracts';
import { installFakeApi, renderAt, testStore, type FakeRoute } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PushOptIn } from '@storefront/shared/push';
import { bytesOfBase64Url } from './browser-push';

// A P-256 public key (65 bytes) and a subscription's keys, as base64url.
const PUBLIC_KEY = `BA${'x'.repeat(85)}`;
const P256DH = `BM${'y'.repeat(85)}`;
const AUTH = 'abcdefghijklmnopqrstuv';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const WAITING: PushTarget = { kind: 'waiting', token: TOKEN };

type Browser = {
  /** What `pushManager.getSubscription()` answers: this browser's subscription, once made. */
  subscription: { endpoint: string } | null;
  permission: NotificationPermission;
  answer: NotificationPermission;
  subscribe: jest.Mock;
  requestPermission: jest.Mock;
};

/** A browser with web push: Notification, PushManager and an active worker whose pushManager is `subscribe`. */
const browserWithPush = (answer: NotificationPermission = 'granted'): Browser => {
  const browser: Browser = {
    subscription: null,
    permission: 'default',
    answer,
    subscribe: jest.fn(async () => ({
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } }),
    })),
    requestPermission: jest.fn(async () => {
      browser.permission = browser.answer;
      return browser.answer;
    }),
  };
  const registration = { pushManager: { subscribe: browser.subscribe, getSubscription: async () => browser.subscription } };
  Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
  Object.defineProperty(window, 'Notification', {
    value: {
      get permission() {
        return browser.permission;
      },
      requestPermission: browser.requestPermission,
    },
    configurable: true,
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve(registration) }, configurable: true });
  return browser;
};

const withoutPush = () => {
  delete (window as { PushManager?: unknown }).PushManager;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
};

const show = (target: PushTarget, routes: Record<string, FakeRoute>, locale: 'ar' | 'en' = 'en') => {
  const store = testStore({ locale });
  const calls = installFakeApi(store, {
    [`GET ${PUSH_PATHS.publicKey}`]: () => ({ status: 200, data: { public_key: PUBLIC_KEY } }),
    [`POST ${PUSH_PATHS.subscriptions}`]: () => ({ status: 201, data: { subscribed: true } }),
    ...routes,
  });
  const view = renderAt(<PushOptIn target={target} />, locale === 'en' ? '/en/x' : '/x', store);
  return { calls, view };
};

afterEach(() => {
  withoutPush();
  localStorage.clear();
});

describe('the web push opt-in', () => {
  it('asks nothing on load, subscribes after a tap and keeps the subscription for the target in the page language', async () => {
    const browser = browserWithPush();
    const { calls } = show(WAITING, {});
    const button = await screen.findByRole('button', { name: "Notify me when it's my turn" });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(calls).toEqual([]);

    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent("We'll notify you on this device when it's your turn.");
    expect(screen.getByRole('button')).toHaveAccessibleName('Turn notifications off');
    expect(screen.getByRole('button')).toHaveFocus();
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: bytesOfBase64Url(PUBLIC_KEY) });
    const saved = calls.find((call) => call.method === 'POST');
    expect(saved?.url).toBe(PUSH_PATHS.subscriptions);
    expect(pushSubscribeRequestSchema.parse(saved?.body)).toEqual({
      subscription: { endpoint: ENDPOINT, keys: { p256dh: P256DH, auth: AUTH } },
      target: WAITING,
      lang: 'en',
    });
  });

  it('remembers per target that this browser is subscribed: "Notifications on" on the next visit, the button for another target', async () => {
    browserWithPush();
    const first = show(WAITING, {});
    await userEvent.click(await screen.findByRole('button', { name: "Notify me when it's my turn" }));
    await screen.findByText("We'll notify you on this device when it's your turn.");
    first.view.unmount();

    const again = show(WAITING, {});
    expect(await screen.findByRole('status')).toHaveTextContent('Notifications on');
    expect(screen.getByRole('button')).toHaveAccessibleName('Turn notifications off');
    expect(again.calls).toEqual([]);
    again.view.unmount();

    show({ kind: 'order', order_id: 12 }, {});
    expect(await screen.findByRole('button', { name: 'Notify me when my order moves' })).toBeEnabled();
  });

  it('turns the target off after a tap: the api forgets this endpoint for this target only, and the button asks again', async () => {
    const browser = browserWithPush();
    browser.subscription = { endpoint: ENDPOINT };
    const first = show(WAITING, {});
    await userEvent.click(await screen.findByRole('button', { name: "Notify me when it's my turn" }));
    await screen.findByText("We'll notify you on this device when it's your turn.");
    first.view.unmount();

    let unsubscribes = 0;
    const { calls } = show(WAITING, {
      [`POST ${PUSH_PATHS.unsubscribe}`]: () =>
        (unsubscribes += 1) === 1 ? { status: 503, data: { message: 'down' } } : { status: 204, data: '' },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const off = await screen.findByRole('button', { name: 'Turn notifications off' });
    await userEvent.click(off);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not turn notifications off. Please try again.');
    await userEvent.click(off);
    expect(await screen.findByRole('status')).toHaveTextContent('Notifications off on this device.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(off).toHaveAccessibleName("Notify me when it's my turn");
    expect(off).toHaveFocus();
    expect(calls.filter((call) => call.url === PUSH_PATHS.unsubscribe).map((call) => call.body)).toEqual([
      { endpoint: ENDPOINT, target: WAITING },
      { endpoint: ENDPOINT, target: WAITING },
    ]);
    warn.mockRestore();
  });

  it('a refused permission explains how to allow it, and sends nothing', async () => {
    browserWithPush('denied');
    const { calls } = show({ kind: 'reservation', reservation_id: 7 }, {});
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me about this reservation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/blocked for this site.*site settings of your browser/);
    expect(calls).toEqual([]);
  });

  it('a failed save says so and tries again on a tap', async () => {
    browserWithPush();
    let answers = 0;
    show(WAITING, {
      [`POST ${PUSH_PATHS.subscriptions}`]: () =>
        (answers += 1) === 1 ? { status: 500, data: { message: 'down' } } : { status: 201, data: { subscribed: true } },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: "Notify me when it's my turn" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not turn notifications on. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent("We'll notify you on this device when it's your turn.");
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });

  it('disappears when the api sends no pushes (no key)', async () => {
    const browser = browserWithPush();
    show(WAITING, { [`GET ${PUSH_PATHS.publicKey}`]: () => ({ status: 200, data: { public_key: null } }) });
    await userEvent.click(await screen.findByRole('button', { name: "Notify me when it's my turn" }));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('shows nothing where the browser has no web push', async () => {
    withoutPush();
    show(WAITING, {});
    // The page settles with nothing of the control in it.
    await waitFor(() => expect(document.body.textContent).toBe(''));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in Arabic', async () => {
    browserWithPush();
    const { calls } = show({ kind: 'order', order_id: 12 }, {}, 'ar');
    await userEvent.click(await screen.findByRole('button', { name: 'نبّهني عند تغيّر حالة طلبي' }));
    expect(await screen.findByRole('status')).toHaveTextContent('سننبهك على هذا الجهاز عند تغيّر حالة طلبك.');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ lang: 'ar', target: { kind: 'order', order_id: 12 } });
  });
});
