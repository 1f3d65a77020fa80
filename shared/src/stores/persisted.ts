import { reaction } from 'mobx';

/** A store whose state is kept in the browser's storage. */
export interface Persistable<T> {
  /** What to keep now (observable), or null to keep nothing. */
  readonly saved: T | null;
  /** Takes back a kept state that passed the check; false when it does not belong here (it is then not used). */
  restore(saved: T): boolean;
}

/** A store's link to its storage key. */
export interface Persisted {
  readonly key: string;
  /** Settles once what was kept has been taken back (or found wrong and removed); changes are saved from then on. */
  readonly restored: Promise<void>;
  /** Takes a state saved as JSON (by another tab): only when it is valid and belongs; resolves to whether it did. */
  adopt(json: string | null): Promise<boolean>;
  /** Stops saving. */
  stop(): void;
}

/** Checks a kept value against its schema: the value as the schema gives it, or null (`checked` of `http/read-answer`). */
export type KeptCheck<T> = (value: unknown) => T | null | Promise<T | null>;

/**
 * Keeps `store` under `key`: restores what was kept there (a damaged, tampered or foreign value is
 * removed, never trusted) and saves every change from then on. `adopt` takes another tab's value.
 * The check may load its schema first: nothing is checked (nor loaded) while nothing is kept.
 */
export const persisted = <T>(store: Persistable<T>, check: KeptCheck<T>, key: string, storage: Storage): Persisted => {
  const current = () => (store.saved === null ? null : JSON.stringify(store.saved));
  const initial = current();
  /**
   * 'unchecked': the check could not run (its schema did not load), what is kept stays for the next page;
   * 'changed': the store changed while the check ran (the change wins over what was kept).
   */
  const take = async (json: string, onStart = false): Promise<'taken' | 'refused' | 'unchecked' | 'changed'> => {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      return 'refused';
    }
    let passed: T | null;
    try {
      passed = await check(value);
    } catch {
      return 'unchecked';
    }
    if (onStart && current() !== initial) return 'changed';
    return passed !== null && store.restore(passed) ? 'taken' : 'refused';
  };
  const adopt = async (json: string | null) => json !== null && json !== '' && (await take(json)) === 'taken';

  let stopped = false;
  let stopSaving = () => {};
  const kept = storage.getItem(key);
  const restored = (kept ? take(kept, true) : Promise.resolve('taken' as const)).then((outcome) => {
    if (outcome === 'refused') storage.removeItem(key);
    if (stopped) return;
    stopSaving = reaction(current, (json) => (json === null ? storage.removeItem(key) : storage.setItem(key, json)), {
      // A change made before saving started is saved at once.
      fireImmediately: current() !== initial,
    });
  });
  const stop = () => {
    stopped = true;
    stopSaving();
  };
  return { key, restored, adopt, stop };
};
