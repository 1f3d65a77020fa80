import {
  WAITING_LIST_PATHS,
  waitingCancellationReasonsResponseSchema,
  waitingEntryResponseSchema,
  type WaitingEntry,
  type WaitingUpdateBody,
} from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

const entryOf = (data: unknown): WaitingEntry => parseAnswer(waitingEntryResponseSchema, data).data;

export const fetchEntry = async (api: ApiClient, token: string, signal?: AbortSignal) =>
  entryOf((await api.get(WAITING_LIST_PATHS.entry(token), { signal })).data);

/** "I need a few more minutes": the party moves down by the branch's step. */
export const delayEntry = async (api: ApiClient, token: string) =>
  entryOf((await api.post(WAITING_LIST_PATHS.changeQueue(token), { id: token, action: 'sub' })).data);

export const updateEntry = async (api: ApiClient, token: string, body: WaitingUpdateBody) =>
  entryOf((await api.put(WAITING_LIST_PATHS.update(token), body)).data);

/** "I'm on my way": only once called; a repeat answers the same entry. */
export const sayOnMyWay = async (api: ApiClient, token: string) => entryOf((await api.post(WAITING_LIST_PATHS.onMyWay(token), {})).data);

export const fetchCancellationReasons = async (api: ApiClient, signal?: AbortSignal) =>
  parseAnswer(waitingCancellationReasonsResponseSchema, (await api.get(WAITING_LIST_PATHS.cancellationReasons, { signal })).data).data;

export const cancelEntry = async (api: ApiClient, token: string, reasonId: number) =>
  entryOf((await api.post(WAITING_LIST_PATHS.cancel(token), { reason_id: reasonId })).data);

export const rateEntry = async (api: ApiClient, token: string, stars: number, comment: string) =>
  entryOf((await api.post(WAITING_LIST_PATHS.rating(token), { stars, comment })).data);
