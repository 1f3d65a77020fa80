import { storageKey } from '../../site/storage-key';

/** Where the token survives reloads and browser restarts: one key per tenant. */
export const sessionStorageKey = (tenant: string): string => storageKey(tenant, 'session');

/** What survives a reload: the token, and the address chosen for delivery. */
export interface StoredSession {
  token?: unknown;
  selected_address_id?: unknown;
}

/** What the browser keeps of the session under `key`: nothing readable is an empty session. */
export const readStoredSession = (storage: Storage | null, key: string): StoredSession => {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as StoredSession) : {};
  } catch {
    return {};
  }
};
