import { ORDER_PATHS } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { readAnswer } from '../answers';

export const fetchOrder = async (api: ApiClient, id: string | number, signal?: AbortSignal) =>
  (await readAnswer('orderResponseSchema', await api.get(ORDER_PATHS.order(id), { signal }))).data;

/** "I've arrived" (a pickup from the car): answers the order with its arrival time. */
export const sayArrived = async (api: ApiClient, id: string | number) =>
  (await readAnswer('orderResponseSchema', await api.post(ORDER_PATHS.arrived(id), {}))).data;
