import type { RootStore } from '@storefront/shared';

/** A call of the store's api client, waiting for the test to answer it. */
export interface HeldCall {
  method: string;
  path: string;
  body: unknown;
  signal: AbortSignal | undefined;
  answer(status: number, data: unknown): void;
}

/**
 * Holds every call of `store`'s api client until the test answers it, so a test decides the order the
 * answers come in and sees which calls were cancelled (`signal.aborted`). `made` lists the calls of a
 * path; `call` waits for one (the client sends a call a few promises after it is asked).
 */
export const holdApi = (store: RootStore) => {
  const calls: HeldCall[] = [];
  let arrived: (() => void)[] = [];
  store.api.transport = ({ method, path, body, signal }) =>
    new Promise((resolve) => {
      calls.push({ method, path, body, signal, answer: (status, data) => resolve({ status, data }) });
      for (const wake of arrived) wake();
      arrived = [];
    });
  const made = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  /** The `index`-th call (from 0) of `method` to `path`, once it is made. */
  const call = async (method: string, path: string, index = 0): Promise<HeldCall> => {
    for (;;) {
      const found = made(method, path)[index];
      if (found) return found;
      await new Promise<void>((wake) => arrived.push(wake));
    }
  };
  return { made, call };
};

/**
 * Every call asked for so far has been sent and every answer given has been handled (the client's and
 * the stores' promise chains are microtasks, all run before this task): for checking that something
 * did not happen.
 */
export const allHandled = () => new Promise((resolve) => setTimeout(resolve, 0));
