import { WAITING_LIST_PATHS, type WaitingEntry, type WaitingUpdateBody } from '@storefront/shared/contracts';
import type { ApiClient, ApiResponse } from '@storefront/shared';
import { readAnswer } from '../answers';

const entryOf = async (answer: ApiResponse<unknown>): Promise<WaitingEntry> =>
  (await readAnswer('waitingEntryResponseSchema', answer)).data;

export const fetchEntry = async (api: ApiClient, token: string, signal?: AbortSignal) =>
  entryOf(await api.get(WAITING_LIST_PATHS.entry(token), { signal }));

/** "I need a few more minutes": the party moves down by the branch's step. */
export const delayEntry = async (api: ApiClient, token: string) =>
  entryOf(await api.post(WAITING_LIST_PATHS.changeQueue(token), { id: token, action: 'sub' }));

export const updateEntry = async (api: ApiClient, token: string, body: WaitingUpdateBody) =>
  entryOf(await api.put(WAITING_LIST_PATHS.update(token), body));

/** "I'm on my way": only once called; a repeat answers the same entry. */
export const sayOnMyWay = async (api: ApiClient, token: string) => entryOf(await api.post(WAITING_LIST_PATHS.onMyWay(token), {}));

export const fetchCancellationReasons = async (api: ApiClient, signal?: AbortSignal) =>
  (await readAnswer('waitingCancellationReasonsResponseSchema', await api.get(WAITING_LIST_PATHS.cancellationReasons, { signal }))).data;

export const cancelEntry = async (api: ApiClient, token: string, reasonId: number | null) =>
  entryOf(await api.post(WAITING_LIST_PATHS.cancel(token), { reason_id: reasonId }));

export const rateEntry = async (api: ApiClient, token: string, stars: number, comment: string) =>
  entryOf(await api.post(WAITING_LIST_PATHS.rating(token), { stars, comment }));
