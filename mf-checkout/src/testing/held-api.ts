import type { ApiRequest, RootStore } from '@storefront/shared';
import { waitFor } from '@testing-library/react';

/** One call the api holds until the test answers it. */
export interface HeldCall {
  request: ApiRequest;
  /** Answers `{ data }` (200 unless said); a status of 400 or more answers `data` as the error body. */
  answer: (data: unknown, status?: number) => void;
  /** Nothing comes back (the network failed). */
  fail: () => void;
}

/** Holds the store's api calls until the test answers them, in the order they went out. */
export const holdApi = (store: RootStore): HeldCall[] => {
  const calls: HeldCall[] = [];
  store.api.transport = (request) =>
    new Promise((resolve, reject) =>
      calls.push({
        request,
        answer: (data, status = 200) => resolve({ status, data: status < 400 ? { data } : data }),
        fail: () => reject(new Error('No answer')),
      }),
    );
  return calls;
};

/** The `count`-th call once it went out (calls leave through the lazily loaded client, a few steps later). */
export const callNumber = async (calls: HeldCall[], count: number): Promise<HeldCall> => {
  await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(count));
  return calls[count - 1]!;
};
