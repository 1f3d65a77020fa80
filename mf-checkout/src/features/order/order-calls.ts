import { ORDER_PATHS, orderResponseSchema, ratingResponseSchema, trackingResponseSchema } from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

export const fetchOrder = async (api: ApiClient, id: string | number) =>
  parseAnswer(orderResponseSchema, (await api.get(ORDER_PATHS.order(id))).data).data;

export const fetchTracking = async (api: ApiClient, id: string | number) =>
  parseAnswer(trackingResponseSchema, (await api.get(ORDER_PATHS.tracking(id))).data).data;

export const rateOrder = async (api: ApiClient, id: string | number, body: { stars: number; comment: string }) =>
  parseAnswer(ratingResponseSchema, (await api.post(ORDER_PATHS.rating(id), body)).data).data;
