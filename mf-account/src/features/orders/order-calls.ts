import { ORDER_PATHS, orderListResponseSchema, reorderResponseSchema } from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

export const fetchOrders = async (api: ApiClient, page: number, usual: boolean, signal?: AbortSignal) =>
  parseAnswer(
    orderListResponseSchema,
    (await api.get(ORDER_PATHS.orders, { params: { page, per_page: 10, usual: String(usual) }, signal })).data,
  );

export type OrderList = Awaited<ReturnType<typeof fetchOrders>>;

export const reorder = async (api: ApiClient, id: number) =>
  parseAnswer(reorderResponseSchema, (await api.post(ORDER_PATHS.reorder(id), {})).data).data;
