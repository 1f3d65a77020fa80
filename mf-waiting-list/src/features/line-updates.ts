import { checked } from './answers';

/** The branch a `waiting_list.updated` event is about, or null when its payload is not one. */
export const branchOfUpdate = async (payload: unknown): Promise<number | null> =>
  (await checked('waitingListUpdatedPayloadSchema', payload))?.branch_id ?? null;
