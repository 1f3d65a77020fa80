import type { ApiRequest } from '../http/api-call';
import type { RootStore } from '../stores/root-store';

/** A call of the store's api client (the request as sent), waiting for the test to answer it. */
export interface HeldCall extends ApiRequest {
  /** Answers with this status and body, as the api would (`{ data }` for a success, `{ code, message }` for an error). */
  answer(status: number, data: unknown): void;
  /** Nothing comes back (the network failed). */
  fail(): void;
}

/**
 * Every call asked for so far has been sent and every answer given has been handled (the client's and
 * the stores' promise chains are microtasks, all run before this task): for checking that something
 * did not happen.
 */
export const allHandled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Holds every call of `store`'s api client until the test answers it, so a test decides the order the
 * answers come in and sees which calls were cancelled (`signal.aborted`). The calls go through the real
 * client, which sends a call a few promises after it is asked: `call` and `nth` wait for it, then for
 * everything already under way to be handled (`allHandled`), so what the test reads next has settled.
 */
export const holdApi = (store: RootStore) => {
  /** Every call, in the order it went out. */
  const calls: HeldCall[] = [];
  let arrived: (() => void)[] = [];
  store.api.transport = (request: ApiRequest) =>
    new Promise((resolve, reject) => {
      calls.push({
        ...request,
        answer: (status, data) => resolve({ status, data }),
        fail: () => reject(new Error('No answer')),
      });
      for (const wake of arrived) wake();
      arrived = [];
    });
  const made = (method: ApiRequest['method'], path: string) => calls.filter((held) => held.method === method && held.path === path);
  const whenMade = async (find: () => HeldCall | undefined): Promise<HeldCall> => {
    for (;;) {
      const found = find();
      if (found) {
        await allHandled();
        return found;
      }
      await new Promise<void>((wake) => arrived.push(wake));
    }
  };
  return {
    calls,
    /** The calls of `method` to `path` made so far. */
    made,
    /** The `index`-th call (from 0) of `method` to `path`, once it is made. */
    call: (method: ApiRequest['method'], path: string, index = 0) => whenMade(() => made(method, path)[index]),
    /** The `index`-th call (from 0) of any kind, once it is made: for a test of the order calls go out in. */
    nth: (index: number) => whenMade(() => calls[index]),
  };
};
