import { ORDER_PATHS } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { readAnswer } from '../answers';

export const fetchTracking = async (api: ApiClient, id: string | number, signal?: AbortSignal) =>
  (await readAnswer('trackingResponseSchema', await api.get(ORDER_PATHS.tracking(id), { signal }))).data;

export const rateOrder = async (api: ApiClient, id: string | number, body: { stars: number; comment: string }) =>
  (await readAnswer('ratingResponseSchema', await api.post(ORDER_PATHS.rating(id), body))).data;
