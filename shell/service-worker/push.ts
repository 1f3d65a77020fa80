/**
 * Web push in the worker (issue 31; docs/decisions.md, "Service worker"): a push shows the api's
 * already-localized message, a click on it opens its page. The decisions are pure functions
 * (unit-tested); `listenForPushes` wires them to the worker's events.
 */
import { pushMessageSchema, type PushMessage } from '@storefront/shared/contracts';
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

/** Focuses a tab of this origin already at `url`, or opens one. */
export const openPage = async (clients: Clients, url: string): Promise<void> => {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client): client is WindowClient => client.url === url && 'focus' in client);
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
