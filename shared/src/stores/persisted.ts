import { reaction } from 'mobx';
import { z } from 'zod/mini';

/** A store whose state is kept in the browser's storage. */
export interface Persistable<T> {
  /** What to keep now (observable), or null to keep nothing. */
  readonly saved: T | null;
  /** Takes back a kept state that passed the schema; false when it does not belong here (it is then not used). */
  restore(saved: T): boolean;
}

/** A store's link to its storage key. */
export interface Persisted {
  readonly key: string;
  /** Takes a state saved as JSON (by another tab): only when it is valid and belongs; returns whether it did. */
  adopt(json: string | null): boolean;
  /** Stops saving. */
  stop(): void;
}

/**
 * Keeps `store` under `key`: restores what was kept there (a damaged, tampered or foreign value is
 * removed, never trusted) and saves every change from then on. `adopt` takes another tab's value.
 */
export const persisted = <T>(store: Persistable<T>, schema: z.core.$ZodType<T, unknown>, key: string, storage: Storage): Persisted => {
  const adopt = (json: string | null): boolean => {
    if (!json) return false;
    try {
      const parsed = z.safeParse(schema, JSON.parse(json));
      return parsed.success && store.restore(parsed.data);
    } catch {
      return false;
    }
  };
  if (!adopt(storage.getItem(key))) storage.removeItem(key);
  const stop = reaction(
    () => (store.saved === null ? null : JSON.stringify(store.saved)),
    (json) => (json === null ? storage.removeItem(key) : storage.setItem(key, json)),
  );
  return { key, adopt, stop };
};
