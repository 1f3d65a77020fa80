/**
 * Web push in the worker (docs/decisions/push-in-worker.md): a push shows the api's
 * already-localized message, a click on it opens its page. The decisions are pure functions
 * (unit-tested); `listenForPushes` wires them to the worker's events.
 */
import { PAGE_ADDRESS_QUESTION, pushMessageSchema, type PushMessage } from '@storefront/shared/contracts';
import { languageOfPath } from './routes';

/** The message a push carries (JSON of pushMessageSchema), or null for anything else. */
export const pushMessageOf = (text: string | null | undefined): PushMessage | null => {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = pushMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
};

/** The notification of a message: in the language (and direction) of the page it opens. */
export const notificationOf = (message: PushMessage): { title: string; options: NotificationOptions } => {
  const lang = languageOfPath(message.url);
  return {
    title: message.title,
    options: {
      body: message.body,
      icon: message.icon,
      tag: message.tag,
      lang,
      dir: lang === 'ar' ? 'rtl' : 'ltr',
      data: { url: message.url },
    },
  };
};

/**
 * The page a clicked notification opens: its `data.url`, a path of this origin only (a `//host`,
 * `/\host` or absolute URL to another site gives null).
 */
export const pageToOpen = (data: unknown, origin: string): string | null => {
  const path = (data as { url?: unknown } | null)?.url;
  if (typeof path !== 'string' || !/^\/(?![/\\])/.test(path)) return null;
  try {
    const url = new URL(path, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
};

/** How long a tab has to say where it is: a frozen background tab does not answer, and the click's right to open a window lasts seconds. */
const ADDRESS_ANSWER_MS = 500;

/** Where a tab of this origin is now (PAGE_ADDRESS_QUESTION); the address it loaded at when it does not answer in time. */
export const addressOf = (client: Client, withinMs = ADDRESS_ANSWER_MS): Promise<string> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    const answer = (address: string) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(address);
    };
    const timer = setTimeout(() => answer(client.url), withinMs);
    channel.port1.onmessage = ({ data }) => answer(typeof data === 'string' ? data : client.url);
    client.postMessage(PAGE_ADDRESS_QUESTION, [channel.port2]);
  });

/** Focuses a tab of this origin already at `url`, or opens one. */
export const openPage = async (clients: Clients, url: string): Promise<void> => {
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (client): client is WindowClient => 'focus' in client,
  );
  const addresses = await Promise.all(windows.map((client) => addressOf(client)));
  const open = windows.find((_, index) => addresses[index] === url);
  if (open) await open.focus();
  else await clients.openWindow(url);
};

export const listenForPushes = (worker: ServiceWorkerGlobalScope): void => {
  worker.addEventListener('push', (event) => {
    const message = pushMessageOf(event.data?.text());
    if (!message) {
      console.warn('push: a message that is not pushMessageSchema, not shown');
      return;
    }
    const { title, options } = notificationOf(message);
    event.waitUntil(worker.registration.showNotification(title, options));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = pageToOpen(event.notification.data, worker.location.origin);
    if (url) event.waitUntil(openPage(worker.clients, url));
  });
};
