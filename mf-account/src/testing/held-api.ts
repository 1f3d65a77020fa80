import type { ApiRequest, RootStore } from '@storefront/shared';
import { waitFor } from '@testing-library/react';
import { reaction } from 'mobx';

/** A call the api holds until the test answers it. */
export interface HeldCall {
  request: ApiRequest;
  answer: (status: number, data: unknown) => void;
}

/**
 * Holds every call of `store`'s api client until the test answers it. The calls go through the real
 * client, so the signal a slice gives it is the one the call is cancelled with.
 */
export const holdApi = (store: RootStore) => {
  const calls: HeldCall[] = [];
  store.api.transport = (request) => new Promise((resolve) => calls.push({ request, answer: (status, data) => resolve({ status, data }) }));
  /** The `nth` call (from 0) to `path`, once it reached the api. */
  const call = async (path: string, nth = 0): Promise<HeldCall> => {
    let found: HeldCall | undefined;
    await waitFor(() => {
      found = calls.filter((held) => held.request.path === path)[nth];
      expect(found).toBeDefined();
    });
    return found!;
  };
  return { calls, call };
};

/** Every value `read` takes from now on, in order (what a screen would have shown). */
export const valuesOf = <T>(read: () => T): T[] => {
  const seen: T[] = [];
  reaction(read, (value) => seen.push(value));
  return seen;
};

/** `{ data, meta }` of one page of a paged list. */
export const pageOf = <T>(data: T[], page = 1, lastPage = 1) => ({
  data,
  meta: { current_page: page, last_page: lastPage, per_page: 10, total: lastPage * 10 },
});
