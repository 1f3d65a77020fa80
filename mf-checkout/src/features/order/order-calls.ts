import { ORDER_PATHS, orderResponseSchema } from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

export const fetchOrder = async (api: ApiClient, id: string | number, signal?: AbortSignal) =>
  parseAnswer(orderResponseSchema, (await api.get(ORDER_PATHS.order(id), { signal })).data).data;

/** "I've arrived" (a pickup from the car): answers the order with its arrival time. */
export const sayArrived = async (api: ApiClient, id: string | number) =>
  parseAnswer(orderResponseSchema, (await api.post(ORDER_PATHS.arrived(id), {})).data).data;
