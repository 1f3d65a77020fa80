import { ORDER_PATHS, ratingResponseSchema, trackingResponseSchema } from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

export const fetchTracking = async (api: ApiClient, id: string | number, signal?: AbortSignal) =>
  parseAnswer(trackingResponseSchema, (await api.get(ORDER_PATHS.tracking(id), { signal })).data).data;

export const rateOrder = async (api: ApiClient, id: string | number, body: { stars: number; comment: string }) =>
  parseAnswer(ratingResponseSchema, (await api.post(ORDER_PATHS.rating(id), body)).data).data;
