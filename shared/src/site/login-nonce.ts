import { storageKey } from './storage-key';

/**
 * The nonce of a login this browser started (login CSRF defence): stored per tenant before the
 * customer leaves for a login, carried back inside the login return's `state`, compared on return
 * and used once. A `state` without the matching nonce was not asked for by this browser.
 */
export const loginNonceStorageKey = (tenant: string): string => storageKey(tenant, 'login-nonce');

/** Long enough for a login by code or by e-mail; an older nonce is no longer accepted. */
export const LOGIN_NONCE_LIFETIME_MS = 15 * 60_000;

interface StoredNonce {
  nonce: string;
  issued_at: number;
}

const randomNonce = (): string => {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

const readNonce = (storage: Storage, key: string): StoredNonce | null => {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as Partial<StoredNonce> | null;
    return parsed && typeof parsed.nonce === 'string' && typeof parsed.issued_at === 'number'
      ? { nonce: parsed.nonce, issued_at: parsed.issued_at }
      : null;
  } catch {
    return null;
  }
};

/** A new nonce for a login about to start (it replaces an older one). */
export const issueLoginNonce = (storage: Storage, tenant: string, now: number = Date.now()): string => {
  const nonce = randomNonce();
  storage.setItem(loginNonceStorageKey(tenant), JSON.stringify({ nonce, issued_at: now } satisfies StoredNonce));
  return nonce;
};

/**
 * True when `nonce` is the one stored for a login of this tenant, still fresh; it is then spent. A
 * wrong nonce leaves the stored one alone, so a planted state cannot cancel the customer's own login.
 */
export const takeLoginNonce = (storage: Storage, tenant: string, nonce: string | undefined, now: number = Date.now()): boolean => {
  const key = loginNonceStorageKey(tenant);
  const stored = readNonce(storage, key);
  if (!stored || !nonce) return false;
  if (now - stored.issued_at > LOGIN_NONCE_LIFETIME_MS) {
    storage.removeItem(key);
    return false;
  }
  if (stored.nonce !== nonce) return false;
  storage.removeItem(key);
  return true;
};
