/** What the browser offers for web push, read only when the control is shown or tapped. */

/** Whether this browser can take pushes at all: a service worker, the Push API and notifications. */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** A base64url text (a VAPID public key) as the bytes `applicationServerKey` takes. */
export const bytesOfBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

/** The worker's registration, once one is active (the shell registers it after the page's load); null after `timeoutMs`. */
export const activeRegistration = (timeoutMs: number): Promise<ServiceWorkerRegistration | null> =>
  Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs))]);
